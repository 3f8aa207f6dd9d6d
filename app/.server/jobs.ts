import type pino from "pino";
import type { Config } from "./config";
import { getDb } from "./db/client";
import { startDeliveryWorker } from "./mail/newsletter/delivery-worker";
import { flushPageViews } from "./services/analytics/ingest";
import { runAnalyticsRollup } from "./services/analytics/rollup";
import { purgeAuditEvents } from "./services/audit";
import { forgetExpiredFormTokens } from "./services/leads/form-token";
import { deleteUntouchedDrafts } from "./services/posts/cms-posts";
import { startMailWorker } from "./mail/mail-worker";
import { purgeTrash } from "./services/posts/post-trash";
import { runSpamDigest } from "./mail/spam-digest";
import { startWebhookWorker } from "./services/webhooks/delivery-worker";
import { runFollowUpMails } from "./mail/follow-up-digest";

/** How often an instance looks whether the daily work (spam digest, housekeeping, the Trash's purge) is due. */
export const DAILY_JOBS_CHECK_MS = 5 * 60 * 1000;

/** How long an empty draft from a "New Post" press nobody typed into is kept (ADR 0029). */
const UNTOUCHED_DRAFT_KEPT_MS = 24 * 60 * 60 * 1000;

/** How often the analytics rollup looks for finished days (it is idempotent: any instance may run it). */
const ANALYTICS_ROLLUP_MS = 10 * 60_000;

/**
 * Background work of one instance: the mail, newsletter (ADR 0033) and webhook outbox workers,
 * the daily jobs and the analytics rollup (ADR 0024). Every instance runs them all; each is safe
 * to run on several. stop() resolves once the work in progress and the buffered page views are done.
 */
export function startBackgroundJobs({ config, logger }: { config: Config; logger: pino.Logger }) {
  // Where both mail workers send from and write to.
  const mail = {
    db: getDb(),
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    pollMs: config.OUTBOX_POLL_MS,
  };
  const mailWorker = startMailWorker({ ...mail, logger: logger.child({ job: "mail-outbox" }) });
  const newsletter = startDeliveryWorker({
    ...mail,
    ratePerSecond: config.NEWSLETTER_RATE_PER_SECOND,
    connections: config.NEWSLETTER_SMTP_CONNECTIONS,
    leaseMs: config.NEWSLETTER_LEASE_MS,
    stopGraceMs: config.SHUTDOWN_GRACE_MS,
    logger: logger.child({ job: "newsletter" }),
  });
  const webhooks = startWebhookWorker({
    db: getDb(),
    pollMs: config.OUTBOX_POLL_MS,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS ?? false,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    backoffBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    leaseMs: config.WEBHOOK_LEASE_MS,
    settingsUrl: new URL("/cms/settings/webhooks", config.cmsOrigin).toString(),
    logger: logger.child({ job: "webhooks" }),
  });
  const daily = startPeriodic(DAILY_JOBS_CHECK_MS, logger.child({ job: "daily" }), async () => {
    await runSpamDigest();
    await runFollowUpMails();
    await forgetExpiredFormTokens();
    await deleteUntouchedDrafts(new Date(Date.now() - UNTOUCHED_DRAFT_KEPT_MS));
    await purgeTrash();
    await purgeAuditEvents();
  });
  const rollupLogger = logger.child({ job: "analytics-rollup" });
  const rollup = startPeriodic(ANALYTICS_ROLLUP_MS, rollupLogger, async () => {
    const { rolledDays } = await runAnalyticsRollup({
      retentionDays: config.ANALYTICS_RAW_RETENTION_DAYS,
    });
    if (rolledDays.length) rollupLogger.info({ days: rolledDays.length }, "page views rolled up");
  });
  return {
    async stop() {
      await Promise.all([mailWorker.stop(), newsletter.stop(), webhooks.stop(), daily.stop(), rollup.stop()]);
      await flushPageViews();
    },
  };
}

/** Runs `work` now and then every `everyMs` (never two at once); stop() waits for a run in progress. */
function startPeriodic(everyMs: number, logger: pino.Logger, work: () => Promise<void>) {
  let stopped = false;
  let inProgress: Promise<void> | undefined;
  const tick = () => {
    if (stopped || inProgress) return;
    inProgress = work()
      .catch((error: unknown) => logger.error({ err: error }, "periodic job failed"))
      .finally(() => {
        inProgress = undefined;
      });
  };
  const first = setTimeout(tick, 0).unref();
  const timer = setInterval(tick, everyMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await inProgress;
    },
  };
}
