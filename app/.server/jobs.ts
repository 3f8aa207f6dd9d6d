import type pino from "pino";
import type { Config } from "./config";
import { getDb } from "./db/client";
import { flushPageViews } from "./services/analytics/ingest";
import { runAnalyticsRollup } from "./services/analytics/rollup";
import { startMailWorker } from "./services/mail-worker";

export type BackgroundJobs = { stop(): Promise<void> };

/** How often the analytics rollup looks for finished days (it is idempotent: any instance may run it). */
const ANALYTICS_ROLLUP_MS = 10 * 60_000;

/**
 * Background work of one instance: the mail outbox worker, polling every OUTBOX_POLL_MS, and
 * the analytics rollup (ADR 0023). Every instance runs both; they share their tables without
 * sending a mail twice or counting a view twice. stop() resolves once the work in progress is
 * finished and the page views still buffered are written.
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
  const rollupLogger = logger.child({ job: "analytics-rollup" });
  let rollup: Promise<unknown> = Promise.resolve();
  const runRollup = () => {
    rollup = runAnalyticsRollup({ retentionDays: config.ANALYTICS_RAW_RETENTION_DAYS }).then(
      ({ rolledDays }) => {
        if (rolledDays.length) rollupLogger.info({ days: rolledDays.length }, "page views rolled up");
      },
      (error) => rollupLogger.warn({ err: error }, "analytics rollup failed"),
    );
  };
  runRollup();
  const timer = setInterval(runRollup, ANALYTICS_ROLLUP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([mailWorker.stop(), rollup, flushPageViews()]);
    },
  };
}
