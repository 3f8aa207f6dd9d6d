import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, inArray, lt, lte, notExists, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { runningSendStates } from "~/lib/newsletter-sends";
import type { Executor } from "../../db/client";
import {
  type DeliveryStatus,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from "../../db/schema";
import { smtpTimeouts, writeMailFile } from "../eml-file";
import {
  backoffDelay,
  type LeasedWorker,
  leasedRound,
  nowPlus,
  startPolling,
  withDefaults,
} from "../lease-loop";
import { errorText, type SmtpWorkerOptions, senderDomain } from "../mail-worker";
import { unsubscribeTokenFor, unsubscribeUrl } from "../../services/newsletter/newsletter";
import {
  AUDIENCE,
  enqueueDueScheduledSends,
  pauseForServer,
} from "../../services/newsletter/newsletter-sends";
import { escapeHtml } from "~/lib/markup-escape";
import { UNSUBSCRIBE_MARKER } from "./mail-render";
import { newsletterHeaders } from "./mail-headers";

export type DeliveryWorkerOptions = SmtpWorkerOptions & {
  /** Mails per second this instance sends at most (NEWSLETTER_RATE_PER_SECOND). */
  ratePerSecond: number;
} & Partial<typeof DEFAULTS>;

export type DeliveryWorker = LeasedWorker;

type Claimed = { sendId: string; subscriberId: string; attempts: number };
type SendMail = { id: string; subject: string; html: string; text: string };
type Transport = ReturnType<typeof nodemailer.createTransport>;
type SmtpError = { responseCode?: number; command?: string; name?: string };

/** How stale a send's state may be when a mail checks whether the send was paused meanwhile. */
const STATE_CHECK_MS = 250;

const DEFAULTS = {
  /** SMTP connections used at once: also the most mails in flight. */
  connections: 4,
  maxAttempts: 6,
  backoffBaseMs: 60_000,
  backoffMaxMs: 3_600_000,
  leaseMs: 30_000,
  smtpTimeoutMs: 30_000,
  /** The most one mail may take from its envelope to the server's answer (2 min). */
  mailTimeoutMs: 120_000,
  /** How long stop() lets the round in progress end (SHUTDOWN_GRACE_MS). */
  stopGraceMs: 8_000,
};

/**
 * Delivers newsletter sends (ADR 0033), marking a row sent only after the server's 250 to the
 * whole message: a mail with no answer is retried, so none is lost silently.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const settings = withDefaults(DEFAULTS, options);
  const { db, logger } = settings;
  const domain = senderDomain(settings.mailFrom);
  const batchSize = Math.max(settings.connections, Math.min(200, Math.ceil(settings.ratePerSecond)));
  const interval = 1000 / settings.ratePerSecond;
  let nextSlot = 0;
  const sends = new Map<string, SendMail>();
  // Wound down when stopping: no new mail starts (the rest of the batch is given back).
  const winding = new AbortController();
  // Aborted when the stop's grace is half over: mails in flight end at once, claims given back.
  const stopping = new AbortController();

  let transport: Transport | undefined;
  const smtp = (url: string) => {
    transport ??= nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: settings.connections,
      maxMessages: 1000,
      // A mail whose connection drops is settled here (retried with backoff), not resent by the pool.
      maxRequeues: 0,
      ...smtpTimeouts(settings.smtpTimeoutMs),
    });
    return transport;
  };

  const lease = () => nowPlus(settings.leaseMs);

  const deliveries = newsletterDeliveries;
  /** Queued again, or skipped when its send was cancelled meanwhile. */
  const requeued = sql<DeliveryStatus>`case when exists (select 1 from ${newsletterSends} s
    where s.id = ${deliveries.sendId} and s.state = 'cancelled') then 'skipped' else 'queued' end`;
  const pendingSends = inArray(newsletterSends.state, [...runningSendStates]);

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ sendId: deliveries.sendId, subscriberId: deliveries.subscriberId })
      .from(deliveries)
      .innerJoin(newsletterSends, eq(newsletterSends.id, deliveries.sendId))
      .where(
        and(
          pendingSends,
          or(
            and(eq(deliveries.status, "queued"), lte(deliveries.nextAttemptAt, sql`now()`)),
            and(eq(deliveries.status, "sending"), lt(deliveries.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(batchSize)
      .for("update", { of: deliveries, skipLocked: true });
    return db
      .update(deliveries)
      .set({ status: "sending", attempts: sql`${deliveries.attempts} + 1`, lockedUntil: lease() })
      .where(sql`(${deliveries.sendId}, ${deliveries.subscriberId}) in ${due}`)
      .returning({
        sendId: deliveries.sendId,
        subscriberId: deliveries.subscriberId,
        attempts: deliveries.attempts,
      });
  }

  /** Renews the claims still held by this round (never one that was settled or taken over). */
  async function renewLeases(held: Claimed[]) {
    const pairs = held.map((c) => sql`(${c.sendId}::uuid, ${c.subscriberId}::uuid)`);
    await db
      .update(deliveries)
      .set({ lockedUntil: lease() })
      .where(
        and(
          eq(deliveries.status, "sending"),
          sql`(${deliveries.sendId}, ${deliveries.subscriberId}) in (${sql.join(pairs, sql`, `)})`,
        ),
      );
  }

  async function mailOf(sendId: string): Promise<SendMail | undefined> {
    if (!sends.has(sendId)) {
      const { id, subject, html, text } = newsletterSends;
      const [row] = await db.select({ id, subject, html, text }).from(newsletterSends).where(eq(id, sendId));
      if (!row?.html || !row.text) return undefined;
      sends.set(sendId, row as SendMail);
    }
    return sends.get(sendId);
  }

  /** The row as this round claimed it: the attempt count fences off a claim another instance took since. */
  const mine = (d: Claimed) =>
    and(
      eq(deliveries.sendId, d.sendId),
      eq(deliveries.subscriberId, d.subscriberId),
      eq(deliveries.status, "sending"),
      eq(deliveries.attempts, d.attempts),
    );
  /** Ends this round's claim of the row (its lease cleared) with `values`. */
  const settleRow = (d: Claimed, values: PgUpdateSetSource<typeof deliveries>, executor: Executor = db) =>
    executor
      .update(deliveries)
      .set({ ...values, lockedUntil: null })
      .where(mine(d));

  async function markSent(d: Claimed) {
    const rows = await settleRow(d, { status: "sent", sentAt: sql`now()`, lastError: null }).returning({
      id: deliveries.subscriberId,
    });
    if (rows.length === 0) {
      // The lease ran out mid-mail and another instance holds the row now: it may send it again.
      logger?.warn({ sendId: d.sendId, subscriberId: d.subscriberId }, "newsletter claim lost while sending");
    }
  }

  /** Waits for this mail's slot under the rate; false if the worker winds down meanwhile. */
  async function pace(): Promise<boolean> {
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + interval;
    if (wait > 0) await sleep(wait, undefined, { signal: winding.signal }).catch(() => {});
    return !winding.signal.aborted;
  }

  async function message(d: Claimed, mail: SendMail, to: string) {
    const unsubscribe = unsubscribeUrl(await unsubscribeTokenFor(d.subscriberId), d.sendId);
    return {
      from: settings.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text.replaceAll(UNSUBSCRIBE_MARKER, unsubscribe),
      html: mail.html.replaceAll(UNSUBSCRIBE_MARKER, escapeHtml(unsubscribe)),
      // Stable per send and subscriber: one mail has one identity, whatever happens to it.
      messageId: `<${d.sendId}.${d.subscriberId}@${domain}>`,
      date: new Date(),
      ...(await newsletterHeaders(db, { senderDomain: domain, unsubscribeUrl: unsubscribe })),
    };
  }

  /** Sends one claimed mail, then marks its row sent (only the server's 250 to the whole message counts). */
  async function deliver(d: Claimed, mail: SendMail, to: string) {
    const options = await message(d, mail, to);
    if (!(await pace())) return release(d, "the worker stopped before sending");
    // A pause or cancel made while this mail waited for its slot: it is not sent.
    if (await pausedOrCancelled(d.sendId)) return release(d, "the send was paused");
    try {
      if (settings.smtpUrl) {
        await smtp(settings.smtpUrl).sendMail({
          ...options,
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(settings.mailTimeoutMs)]),
        });
      } else {
        // The file is named per send and subscriber: written again after a crash, it is still one.
        const name = `newsletter-${d.sendId}-${d.subscriberId}.eml`;
        await writeMailFile(path.join(path.resolve(settings.dataDir), "mail"), name, options);
      }
    } catch (error) {
      // Cut off by stop(): the server never answered, so the mail is sent again (perhaps twice).
      if (stopping.signal.aborted) return release(d, "the worker stopped mid-mail");
      return settle(d, error);
    }
    await markSent(d);
  }

  /** Gives a claim back at once, the attempt not counted (the worker stopped, or the send paused). */
  const release = (d: Claimed, reason: string) => requeue(d, reason, 0, d.attempts - 1);

  /**
   * A 5xx to RCPT TO bounces the subscriber; a 5xx to anything else pauses the send (nobody
   * bounces); the rest is retried, then fails the delivery (at its address) or pauses the send.
   */
  async function settle(d: Claimed, error: unknown) {
    const lastError = errorText(error);
    const err = error as SmtpError;
    const permanent = typeof err.responseCode === "number" && err.responseCode >= 500;
    const atTheAddress = err.command === "RCPT TO";
    if (permanent && atTheAddress) return bounce(d, lastError);
    if (permanent) {
      // The server refused the message or the sender, not this address: nobody bounces.
      await release(d, lastError);
      return pauseSend(d.sendId, `The mail server refused the newsletter: ${lastError}`);
    }
    if (d.attempts >= settings.maxAttempts) {
      if (atTheAddress) {
        await settleRow(d, { status: "failed", sentAt: null, lastError });
        logger?.error(
          { sendId: d.sendId, subscriberId: d.subscriberId, lastError },
          "newsletter delivery failed",
        );
        return;
      }
      // The server keeps failing (down, timing out, deferring the message): staff decide when to go on.
      await requeue(d, lastError, 0, 0);
      return pauseSend(
        d.sendId,
        `The mail server failed ${settings.maxAttempts} times in a row; the last answer: ${lastError}`,
      );
    }
    const delay = backoffDelay(d.attempts, settings.backoffBaseMs, settings.backoffMaxMs);
    await requeue(d, lastError, delay, d.attempts);
  }

  /** Back to queued after `delay` ms with `attempts` counted (or skipped if the send was cancelled meanwhile). */
  const requeue = (d: Claimed, lastError: string, delay: number, attempts: number) =>
    settleRow(d, { status: requeued, attempts, sentAt: null, lastError, nextAttemptAt: nowPlus(delay) });

  async function bounce(d: Claimed, lastError: string) {
    await db.transaction(async (tx) => {
      await settleRow(d, { status: "bounced", sentAt: null, lastError }, tx);
      await tx
        .update(newsletterSubscribers)
        .set({ status: "bounced" })
        .where(
          and(eq(newsletterSubscribers.id, d.subscriberId), eq(newsletterSubscribers.status, "confirmed")),
        );
    });
    logger?.warn(
      { sendId: d.sendId, subscriberId: d.subscriberId, lastError },
      "newsletter bounced: subscriber marked bounced",
    );
  }

  async function pauseSend(sendId: string, reason: string) {
    stateChecks.set(sendId, { at: Date.now(), stopped: Promise.resolve(true) });
    if (await pauseForServer(sendId, reason, db)) {
      logger?.error({ sendId, reason }, "newsletter send paused");
    }
  }

  /** Sends whose deliveries are all settled are done: those of `ids`, or every running one. */
  async function finishSends(ids?: string[]) {
    const unsettled = db
      .select({ id: deliveries.sendId })
      .from(deliveries)
      .where(
        and(eq(deliveries.sendId, newsletterSends.id), inArray(deliveries.status, ["queued", "sending"])),
      );
    await db
      .update(newsletterSends)
      .set({ state: "done", finishedAt: sql`now()` })
      .where(and(ids && inArray(newsletterSends.id, ids), pendingSends, notExists(unsettled)));
  }

  /** Claims a batch, each delivery with its mail and address (none: it is skipped). */
  async function claimWithMails() {
    const claimed = await claim();
    if (claimed.length === 0) return [];
    const sendIds = [...new Set(claimed.map((c) => c.sendId))];
    await db
      .update(newsletterSends)
      .set({ state: "sending" })
      .where(and(inArray(newsletterSends.id, sendIds), eq(newsletterSends.state, "queued")));
    // Who may still get it: confirmed and not blocked now (an unsubscribe mid-send is honoured).
    const { id, email } = newsletterSubscribers;
    const subscriberIds = claimed.map((c) => c.subscriberId);
    const audience = await db
      .select({ id, email })
      .from(newsletterSubscribers)
      .where(and(inArray(id, subscriberIds), AUDIENCE));
    const to = new Map(audience.map((row) => [row.id, row.email]));
    const mails = new Map(await Promise.all(sendIds.map(async (id) => [id, await mailOf(id)] as const)));
    return claimed.map((c) => ({ d: c, to: to.get(c.subscriberId), mail: mails.get(c.sendId) }));
  }

  async function runOnce(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    await enqueueDueScheduledSends(db);
    return leasedRound({
      name: "newsletter",
      claim: claimWithMails,
      renew: (held) => renewLeases(held.map((item) => item.d)),
      leaseMs: settings.leaseMs,
      lanes: settings.connections,
      logger,
      signal: stopping.signal,
      async handle({ d, to, mail }) {
        if (!to || !mail) {
          await settleRow(d, { status: "skipped" });
          return;
        }
        try {
          await deliver(d, mail, to);
        } catch (error) {
          // Composing or writing failed before any answer: the claim is still 'sending'.
          await settle(d, error ?? new Error("send failed"));
        }
      },
      async finish(claimed) {
        if (claimed.length > 0) return finishSends([...new Set(claimed.map((item) => item.d.sendId))]);
        await finishSends();
        // Nothing to send: the mails kept per send are read again when one is claimed, so a
        // long-running server does not keep every newsletter it ever sent.
        sends.clear();
        stateChecks.clear();
      },
    });
  }

  /** A send paused mid-round sends none of its claims left; read at most every STATE_CHECK_MS per send. */
  const stateChecks = new Map<string, { at: number; stopped: Promise<boolean> }>();
  async function pausedOrCancelled(sendId: string) {
    const known = stateChecks.get(sendId);
    if (known && Date.now() - known.at < STATE_CHECK_MS) return known.stopped;
    const stopped = db
      .select({ state: newsletterSends.state })
      .from(newsletterSends)
      .where(eq(newsletterSends.id, sendId))
      .then(([row]) => row?.state === "paused" || row?.state === "cancelled");
    stateChecks.set(sendId, { at: Date.now(), stopped });
    return stopped;
  }

  const abort = () => {
    winding.abort();
    stopping.abort();
    transport?.close({ force: true });
  };
  return {
    runOnce,
    windDown: () => winding.abort(),
    abort,
    async stop() {
      abort();
      transport = undefined;
    },
  };
}

/** Polls every pollMs, and at once again while there is work. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  return startPolling(createDeliveryWorker(options), {
    pollMs: options.pollMs,
    again: (handled) => handled > 0,
    logger: options.logger,
    name: "newsletter delivery",
    graceMs: options.stopGraceMs ?? DEFAULTS.stopGraceMs,
  });
}
