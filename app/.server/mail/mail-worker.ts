import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type pino from "pino";
import type { Db } from "../db/client";
import { mailOutbox, type OutboxMessage } from "../db/schema";
import { removeStaleTemporaries, smtpTimeouts, writeMailFile } from "./eml-file";
import {
  afterFailure,
  type LeasedWorker,
  leasedRound,
  outboxClaims,
  startPolling,
  withDefaults,
} from "./lease-loop";

/** What the mail outbox worker and the newsletter's delivery worker both take. */
export type SmtpWorkerOptions = {
  db: Db;
  /** SMTP server; without it, each mail is written as an .eml file under DATA_DIR/mail. */
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  pollMs: number;
  logger?: pino.Logger;
};

const DEFAULTS = {
  /** Mails claimed per round. */
  batchSize: 10,
  /** Attempts before a mail is marked failed. */
  maxAttempts: 8,
  /** First retry delay (30 s); it doubles per attempt, up to backoffMaxMs (1 h). */
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
  /** How long a claim holds a mail without a heartbeat (renewed every third of it). */
  leaseMs: 30_000,
  smtpTimeoutMs: 30_000,
};

export type MailWorkerOptions = SmtpWorkerOptions & Partial<typeof DEFAULTS>;

export type MailWorker = LeasedWorker;

type Transport = ReturnType<typeof nodemailer.createTransport>;

/** A 5xx to the recipient or the message will not change on retry; anything else may be temporary. */
export function isPermanent(error: unknown): boolean {
  const err = error as { responseCode?: number; command?: string };
  return (
    typeof err.responseCode === "number" &&
    err.responseCode >= 500 &&
    err.responseCode < 600 &&
    (err.command === "RCPT TO" || err.command === "DATA")
  );
}

export function errorText(error: unknown): string {
  const err = error as { message?: string; code?: string; response?: string };
  const text = [err.code, err.response ?? err.message].filter(Boolean).join(": ");
  return (text || String(error)).slice(0, 2000);
}

export function senderDomain(mailFrom: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(mailFrom);
  return match?.[1] ?? "localhost";
}

/** The outbox worker: failures retried with backoff; after maxAttempts or a permanent rejection, 'failed'. */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = withDefaults(DEFAULTS, options);
  const { db, logger, smtpUrl } = settings;
  const domain = senderDomain(settings.mailFrom);
  const mailDir = path.join(path.resolve(settings.dataDir), "mail");
  let transport: Transport | undefined;

  async function deliver(mail: OutboxMessage) {
    // Reply-To is nodemailer's own option; the other stored headers are custom ones.
    const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
    const message = {
      from: settings.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      replyTo,
      headers,
      date: mail.createdAt,
      // A stable id: a receiving system can recognize the same mail.
      messageId: `<${mail.id}@${domain}>`,
    };
    if (smtpUrl) {
      transport ??= nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts(settings.smtpTimeoutMs) });
      await transport.sendMail(message);
    } else {
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, "-");
      await writeMailFile(mailDir, `${stamp}-${mail.kind}-${mail.id}.eml`, message);
    }
  }

  async function settle(mail: OutboxMessage, error?: unknown) {
    const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "sending"));
    if (!error) {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(mine);
      logger?.info({ mailId: mail.id, kind: mail.kind }, "mail sent");
      return;
    }
    const lastError = errorText(error);
    const givenUp = isPermanent(error) || mail.attempts >= settings.maxAttempts;
    const { retryInMs, ...next } = afterFailure(mail.attempts, givenUp, settings);
    await db
      .update(mailOutbox)
      .set({ ...next, lockedUntil: null, lastError })
      .where(mine);
    const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts };
    if (givenUp) logger?.error({ ...about, lastError }, "mail failed");
    else logger?.warn({ ...about, retryInMs, lastError }, "mail delivery failed; will retry");
  }

  // Temporaries a crashed process left are removed once per worker, before its first round.
  let cleaned: Promise<void> | undefined;

  return {
    async runOnce() {
      if (!smtpUrl) {
        cleaned ??= removeStaleTemporaries(mailDir, logger);
        await cleaned;
      }
      return leasedRound<OutboxMessage>({
        name: "mail",
        ...outboxClaims(db, mailOutbox, settings),
        leaseMs: settings.leaseMs,
        logger,
        handle: (mail) =>
          deliver(mail).then(
            () => settle(mail),
            (error: unknown) => settle(mail, error ?? new Error("send failed")),
          ),
      });
    },
    async stop() {
      transport?.close();
      transport = undefined;
    },
  };
}

/** Starts polling the outbox every pollMs (at once when a full batch was just handled). */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  return startPolling(createMailWorker(options), {
    pollMs: options.pollMs,
    again: (handled) => handled === batchSize,
    logger: options.logger,
    name: "mail outbox",
  });
}
