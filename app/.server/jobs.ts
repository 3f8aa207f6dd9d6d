import type pino from "pino";
import type { Config } from "./config";
import { getDb } from "./db/client";
import { startMailWorker } from "./services/mail-worker";

export type BackgroundJobs = { stop(): Promise<void> };

/**
 * Background work of one instance: the mail outbox worker, polling every OUTBOX_POLL_MS.
 * Every instance runs one; they share the outbox table without sending a mail twice.
 * stop() resolves once the batch in progress is finished.
 */
export function startBackgroundJobs({
  config,
  logger,
}: {
  config: Config;
  logger: pino.Logger;
}): BackgroundJobs {
  const mailWorker = startMailWorker({
    db: getDb(),
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    pollMs: config.OUTBOX_POLL_MS,
    logger: logger.child({ job: "mail-outbox" }),
  });
  return {
    async stop() {
      await mailWorker.stop();
    },
  };
}
