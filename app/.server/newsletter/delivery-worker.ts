import fs from "node:fs/promises";
import path from "node:path";
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
 * FOR UPDATE SKIP LOCKED (status 'sending' plus a lease renewed while it works), sends each one,
 * and records the SMTP answer on its row at once: claim → send → mark. A crashed instance's
 * claims are taken again when their lease runs out; only a mail whose answer was not yet recorded
 * can go out twice (at most `connections` of them), and it carries the same Message-ID.
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

  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  const getTransport = () => {
    transport ??= settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          pool: true,
          maxConnections: settings.connections,
          maxMessages: 1000,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
    return transport;
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

  const mine = (d: Claimed) =>
    and(
      eq(newsletterDeliveries.sendId, d.sendId),
      eq(newsletterDeliveries.subscriberId, d.subscriberId),
      eq(newsletterDeliveries.status, "sending"),
    );

  async function pace() {
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + interval;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  async function deliver(d: Claimed, mail: SendMail, to: string) {
    const unsubscribe = unsubscribeUrl(await unsubscribeTokenFor(d.subscriberId), d.sendId);
    await pace();
    const info = await getTransport().sendMail({
      from: settings.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text.replaceAll(UNSUBSCRIBE_MARKER, unsubscribe),
      html: mail.html.replaceAll(UNSUBSCRIBE_MARKER, escapeHtml(unsubscribe)),
      // Stable per send and subscriber: a copy sent again after a crash is recognisably the same mail.
      messageId: `<${d.sendId}.${d.subscriberId}@${domain}>`,
      date: new Date(),
      list: { id: { url: `${d.sendId}.newsletter.${domain}`, comment: mail.subject.slice(0, 60) } },
      headers: {
        // One header, https first (RFC 8058 one-click), then mailto for clients that only mail.
        "List-Unsubscribe": `<${unsubscribe}>, <mailto:${senderAddress(settings.mailFrom)}?subject=unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    if (!settings.smtpUrl) {
      const dir = path.join(path.resolve(settings.dataDir), "mail");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(
        path.join(dir, `newsletter-${d.sendId}-${d.subscriberId}.eml`),
        (info as { message: Buffer }).message,
      );
    }
  }

  async function settle(d: Claimed, error?: unknown) {
    if (!error) {
      await db
        .update(newsletterDeliveries)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(mine(d));
      return;
    }
    const lastError = errorText(error);
    if (isPermanent(error)) {
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterDeliveries)
          .set({ status: "bounced", lockedUntil: null, lastError })
          .where(mine(d));
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
        .set({ status: "failed", lockedUntil: null, lastError })
        .where(mine(d));
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
        lockedUntil: null,
        lastError,
        nextAttemptAt: sql`now() + ${sql.raw(`interval '${delay} milliseconds'`)}`,
      })
      .where(mine(d));
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
        let failure: unknown;
        try {
          await deliver(d, mail, address);
        } catch (error) {
          failure = error ?? new Error("send failed");
        }
        await settle(d, failure);
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
      transport?.close();
      transport = undefined;
    },
  };
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
