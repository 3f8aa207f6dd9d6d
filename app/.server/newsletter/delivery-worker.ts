import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type pino from "pino";
import { runningSendStates } from "~/lib/newsletter-sends";
import type { Db } from "../db/client";
import { newsletterBlocks, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../db/schema";
import { handleLeased, type LeasedWorker, startPolling } from "../services/lease-loop";
import { backoffDelay, errorText, isPermanent, senderDomain } from "../services/mail-worker";
import { unsubscribeTokenFor, unsubscribeUrl } from "../services/newsletter";
import { enqueueDueScheduledSends } from "../services/newsletter-sends";
import { escapeHtml } from "../services/outbox";
import { UNSUBSCRIBE_MARKER } from "./mail-render";
import { newsletterHeaders } from "./mail-headers";
import { createSmtpLanes, type SmtpLanes } from "./smtp-lanes";

export type DeliveryWorkerOptions = {
  db: Db;
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  pollMs: number;
  /** Mails per second this instance sends at most (NEWSLETTER_RATE_PER_SECOND). */
  ratePerSecond: number;
  logger?: pino.Logger;
  /** SMTP connections used at once (default 4): also the most mails in flight. */
  connections?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  leaseMs?: number;
};

export type DeliveryWorker = LeasedWorker;

type Claimed = { sendId: string; subscriberId: string; attempts: number };
type SendMail = { id: string; subject: string; html: string; text: string };

const DEFAULTS = {
  connections: 4,
  maxAttempts: 6,
  backoffBaseMs: 60_000,
  backoffMaxMs: 3_600_000,
  leaseMs: 30_000,
};

/**
 * Delivers newsletter sends (ADR 0033), the outbox's way: each round claims due deliveries with
 * FOR UPDATE SKIP LOCKED (status 'sending' plus a lease renewed while it works) and sends each
 * one, marking its row sent in the instant between "the server has the message" and "the server
 * takes it" (the final dot). A crashed instance's claims are taken again when their lease runs
 * out: they are exactly the mails no server took, so a crash repeats nobody's mail.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const settings = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as Required<DeliveryWorkerOptions>;
  const { db, logger } = settings;
  const domain = senderDomain(settings.mailFrom);
  const batchSize = Math.max(settings.connections, Math.min(200, Math.ceil(settings.ratePerSecond)));
  const interval = 1000 / settings.ratePerSecond;
  let nextSlot = 0;
  const sends = new Map<string, SendMail>();

  // Builds each mail (nodemailer's composer, in memory); the SMTP lanes or a .eml file deliver it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let lanes: SmtpLanes | undefined;
  const smtp = (url: string) => {
    lanes ??= createSmtpLanes(url);
    return lanes;
  };

  const lease = () => sql`now() + ${sql.raw(`interval '${Math.ceil(settings.leaseMs)} milliseconds'`)}`;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute(sql`
      with due as (
        select d.send_id, d.subscriber_id from ${newsletterDeliveries} d
        join ${newsletterSends} s on s.id = d.send_id
        where s.state in ('queued', 'sending')
          and ((d.status = 'queued' and d.next_attempt_at <= now())
            or (d.status = 'sending' and d.locked_until < now()))
        order by d.next_attempt_at
        limit ${batchSize}
        for update of d skip locked
      )
      update ${newsletterDeliveries} d
      set status = 'sending', attempts = d.attempts + 1, locked_until = ${lease()}
      from due where d.send_id = due.send_id and d.subscriber_id = due.subscriber_id
      returning d.send_id as "sendId", d.subscriber_id as "subscriberId", d.attempts`);
    return (result as unknown as { rows: Claimed[] }).rows;
  }

  /** Renews the claims still held by this round (never one that was settled or taken over). */
  async function renewLeases(held: Claimed[]) {
    await db.execute(sql`update ${newsletterDeliveries} set locked_until = ${lease()}
      where status = 'sending' and (send_id, subscriber_id) in (${sql.join(
        held.map((d) => sql`(${d.sendId}::uuid, ${d.subscriberId}::uuid)`),
        sql`, `,
      )})`);
  }

  async function mailOf(sendId: string): Promise<SendMail | undefined> {
    let mail = sends.get(sendId);
    if (!mail) {
      const [row] = await db
        .select({
          id: newsletterSends.id,
          subject: newsletterSends.subject,
          html: newsletterSends.html,
          text: newsletterSends.text,
        })
        .from(newsletterSends)
        .where(eq(newsletterSends.id, sendId));
      if (!row?.html || !row.text) return undefined;
      mail = { id: row.id, subject: row.subject, html: row.html, text: row.text };
      sends.set(sendId, mail);
    }
    return mail;
  }

  /** Who may still get it: confirmed and not blocked now (an unsubscribe mid-send is honoured). */
  async function recipients(ids: string[]) {
    const rows = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          inArray(newsletterSubscribers.id, ids),
          eq(newsletterSubscribers.status, "confirmed"),
          sql`not exists (select 1 from ${newsletterBlocks} where ${newsletterBlocks.email} = ${newsletterSubscribers.email})`,
        ),
      );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /**
   * The row as this round left it: claimed ('sending'), or handed to the SMTP server ('sent').
   * Each claim counts an attempt, so the count fences off a claim another instance has taken since.
   */
  const mine = (d: Claimed, status: "sending" | "sent" = "sending") =>
    and(
      eq(newsletterDeliveries.sendId, d.sendId),
      eq(newsletterDeliveries.subscriberId, d.subscriberId),
      eq(newsletterDeliveries.status, status),
      eq(newsletterDeliveries.attempts, d.attempts),
    );

  /** Marks the claimed row sent; false if the claim was lost (another instance holds it now). */
  async function markSent(d: Claimed): Promise<boolean> {
    const rows = await db
      .update(newsletterDeliveries)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(mine(d))
      .returning({ id: newsletterDeliveries.subscriberId });
    return rows.length > 0;
  }

  async function pace() {
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + interval;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  async function compose(d: Claimed, mail: SendMail, to: string): Promise<Buffer> {
    const unsubscribe = unsubscribeUrl(await unsubscribeTokenFor(d.subscriberId), d.sendId);
    const info = await composer.sendMail({
      from: settings.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text.replaceAll(UNSUBSCRIBE_MARKER, unsubscribe),
      html: mail.html.replaceAll(UNSUBSCRIBE_MARKER, escapeHtml(unsubscribe)),
      // Stable per send and subscriber: one mail has one identity, whatever happens to it.
      messageId: `<${d.sendId}.${d.subscriberId}@${domain}>`,
      date: new Date(),
      ...(await newsletterHeaders(db, { senderDomain: domain, unsubscribeUrl: unsubscribe })),
    });
    return (info as { message: Buffer }).message;
  }

  /**
   * Delivers one claimed mail and settles its row. Over SMTP the row is marked sent after the
   * server accepted the envelope and received the message, and before the final dot that makes the
   * server take it (ADR 0033): a crash before the mark leaves a mail the server never took (sent
   * again after the lease), a crash after it leaves a mail the server has. Nobody gets two copies.
   */
  async function deliver(d: Claimed, mail: SendMail, to: string) {
    const message = await compose(d, mail, to);
    await pace();
    if (!settings.smtpUrl) {
      // The file is named per send and subscriber: written again after a crash, it is still one.
      const dir = path.join(path.resolve(settings.dataDir), "mail");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `newsletter-${d.sendId}-${d.subscriberId}.eml`), message);
      await markSent(d);
      return;
    }
    let handedOver = false;
    const body = endingAfter(message, async () => {
      if (!(await markSent(d))) throw new Error("claim lost: another instance delivers this mail");
      handedOver = true;
    });
    try {
      await smtp(settings.smtpUrl).send({ from: senderAddress(settings.mailFrom), to: [to] }, body);
    } catch (error) {
      if (!handedOver) return settle(d, error, "sending");
      if (answered(error)) return settle(d, error, "sent");
      // The dot went out and no answer came back: the server may well have the mail. It stays
      // sent (a second copy is what this design rules out); the row says what happened.
      await db
        .update(newsletterDeliveries)
        .set({ lastError: `no answer after the message was handed over: ${errorText(error)}` })
        .where(mine(d, "sent"));
      logger?.warn(
        { sendId: d.sendId, subscriberId: d.subscriberId },
        "newsletter answer lost after hand-over",
      );
    }
  }

  async function settle(d: Claimed, error: unknown, held: "sending" | "sent" = "sending") {
    const lastError = errorText(error);
    if (isPermanent(error)) {
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterDeliveries)
          .set({ status: "bounced", sentAt: null, lockedUntil: null, lastError })
          .where(mine(d, held));
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
      return;
    }
    if (d.attempts >= settings.maxAttempts) {
      await db
        .update(newsletterDeliveries)
        .set({ status: "failed", sentAt: null, lockedUntil: null, lastError })
        .where(mine(d, held));
      logger?.error(
        { sendId: d.sendId, subscriberId: d.subscriberId, lastError },
        "newsletter delivery failed",
      );
      return;
    }
    const delay = backoffDelay(d.attempts, settings.backoffBaseMs, settings.backoffMaxMs);
    await db
      .update(newsletterDeliveries)
      .set({
        status: "queued",
        sentAt: null,
        lockedUntil: null,
        lastError,
        nextAttemptAt: sql`now() + ${sql.raw(`interval '${delay} milliseconds'`)}`,
      })
      .where(mine(d, held));
  }

  /** Sends whose deliveries are all settled are done. */
  async function finishSends(ids: string[]) {
    if (ids.length === 0) return;
    await db.execute(sql`
      update ${newsletterSends} s set state = 'done', finished_at = now()
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and s.state in ('queued', 'sending')
        and not exists (select 1 from ${newsletterDeliveries} d
          where d.send_id = s.id and d.status in ('queued', 'sending'))`);
  }

  async function runOnce(): Promise<number> {
    await enqueueDueScheduledSends(db);
    const claimed = await claim();
    const sendIds = [...new Set(claimed.map((d) => d.sendId))];
    if (claimed.length === 0) {
      await finishSends(await activeSendIds());
      return 0;
    }
    await db
      .update(newsletterSends)
      .set({ state: "sending" })
      .where(and(inArray(newsletterSends.id, sendIds), eq(newsletterSends.state, "queued")));
    const to = await recipients(claimed.map((d) => d.subscriberId));
    await handleLeased({
      claimed,
      renew: renewLeases,
      leaseMs: settings.leaseMs,
      lanes: settings.connections,
      logger,
      renewalFailed: "newsletter claim renewal failed",
      async handle(d) {
        const address = to.get(d.subscriberId);
        const mail = await mailOf(d.sendId);
        if (!address || !mail) {
          await db.update(newsletterDeliveries).set({ status: "skipped", lockedUntil: null }).where(mine(d));
          return;
        }
        try {
          await deliver(d, mail, address);
        } catch (error) {
          // Composing or writing failed before any hand-over: the claim is still 'sending'.
          await settle(d, error ?? new Error("send failed"));
        }
      },
    });
    await finishSends(sendIds);
    return claimed.length;
  }

  async function activeSendIds() {
    const rows = await db
      .select({ id: newsletterSends.id })
      .from(newsletterSends)
      .where(inArray(newsletterSends.state, [...runningSendStates]));
    return rows.map((row) => row.id);
  }

  return {
    runOnce,
    async stop() {
      lanes?.close();
      lanes = undefined;
    },
  };
}

/** A stream of the message that ends only once `beforeEnd` has settled (and fails if it fails). */
function endingAfter(message: Buffer, beforeEnd: () => Promise<void>): Readable {
  let started = false;
  return new Readable({
    read() {
      if (started) return;
      started = true;
      this.push(message);
      beforeEnd().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/** An error that carries the SMTP server's answer (a refusal), not a broken connection. */
function answered(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown }).responseCode === "number";
}

function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** Polls every pollMs, and at once again while there is work. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  return startPolling(createDeliveryWorker(options), {
    pollMs: options.pollMs,
    again: (handled) => handled > 0,
    logger: options.logger,
    roundFailed: "newsletter delivery round failed",
  });
}
