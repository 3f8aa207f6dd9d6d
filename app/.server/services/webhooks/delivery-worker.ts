import http from "node:http";
import https from "node:https";
import net from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import type pino from "pino";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../db/client";
import { type WebhookDelivery, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import {
  afterFailure,
  type LeasedWorker,
  leasedRound,
  outboxClaims,
  startPolling,
} from "../../mail/lease-loop";
import { enqueueMails } from "../../mail/outbox";
import { webhookDisabledMail } from "../../mail/templates/webhook-disabled";
import { activeStaffEmails } from "../staff/staff";
import { BlockedAddressError, guardedLookup, isPublicAddress } from "./address-guard";

export type WebhookWorkerOptions = {
  db: Db;
  pollMs: number;
  /** Loopback and private receivers allowed (WEBHOOK_ALLOW_PRIVATE_URLS). */
  allowPrivate: boolean;
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** First retry delay (WEBHOOK_RETRY_BASE_MS); it doubles per attempt, up to backoffMaxMs (4 h). */
  backoffBaseMs: number;
  /** The claim's lease (WEBHOOK_LEASE_MS), renewed every third of it while the batch is sent. */
  leaseMs: number;
  /** Where the mail's button leads (the CMS's Settings, Webhooks). */
  settingsUrl: string;
  logger?: pino.Logger;
} & Partial<typeof DEFAULTS>;

const DEFAULTS = {
  backoffMaxMs: 4 * 60 * 60_000,
  /** Attempts before a delivery is given up as failed (about 8 hours with the defaults). */
  maxAttempts: 10,
  /** An endpoint failing this many attempts in a row for disableAfterMs (24 h) is switched off. */
  disableAfterFailures: 20,
  disableAfterMs: 24 * 60 * 60_000,
  batchSize: 10,
};

/** Receivers may answer with a page of HTML; only this much of it is kept as the error. */
const KEPT_ANSWER_CHARS = 300;
const USER_AGENT = "HearthstoneDigital-Webhooks/1.0";

type Target = { url: string; secret: string };
type Attempt = { statusCode: number | null; error: string | null };

/**
 * One POST to a receiver, signed per Standard Webhooks: a 3xx is a failure (the receiver's address
 * must be the final one), and the connection goes only to a public address unless allowPrivate.
 */
export function postWebhook(
  target: Target,
  delivery: Pick<WebhookDelivery, "id" | "body">,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<Attempt> {
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({ statusCode: null, error: `${host} is not a public address` });
  }
  const timestamp = new Date();
  const signature = new Webhook(target.secret).sign(delivery.id, timestamp, delivery.body);
  const body = Buffer.from(delivery.body);
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = send(
      url,
      {
        method: "POST",
        agent: false,
        lookup: guardedLookup(options.allowPrivate) as unknown as net.LookupFunction,
        headers: {
          "content-type": "application/json",
          "content-length": String(body.length),
          "user-agent": USER_AGENT,
          "webhook-id": delivery.id,
          "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
          "webhook-signature": signature,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let answer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (answer.length < KEPT_ANSWER_CHARS) answer += chunk;
        });
        const done = () => {
          if (status >= 200 && status < 300) return finish({ statusCode: status, error: null });
          const redirect = status >= 300 && status < 400;
          finish({
            statusCode: status,
            error: redirect
              ? `Redirect to ${response.headers.location ?? "(no location)"} not followed`
              : `HTTP ${status}${answer.trim() ? `: ${answer.trim().slice(0, KEPT_ANSWER_CHARS)}` : ""}`,
          });
        };
        response.on("end", done);
        response.on("error", done);
        response.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        error:
          error instanceof BlockedAddressError ? error.message : `${error.code ?? "Error"}: ${error.message}`,
      });
    });
    request.end(body);
  });
}

/** The webhook outbox worker: a 2xx settles a delivery; anything else is retried under the same webhook-id. */
export function createWebhookWorker(options: WebhookWorkerOptions): LeasedWorker {
  const settings = { ...DEFAULTS, ...options };
  const { db, logger } = settings;
  async function settle(delivery: WebhookDelivery, attempt: Attempt) {
    const mine = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "sending"));
    const recorded = { lastStatusCode: attempt.statusCode, lastAttemptAt: sql`now()`, lockedUntil: null };
    if (attempt.error === null) {
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ ...recorded, status: "delivered", lastError: null, deliveredAt: sql`now()` })
          .where(mine);
        await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: 0, failingSince: null })
          .where(eq(webhookEndpoints.id, delivery.endpointId));
      });
      logger?.info({ deliveryId: delivery.id, event: delivery.event }, "webhook delivered");
      return;
    }
    const lastError = attempt.error.slice(0, 2000);
    const givenUp = delivery.attempts >= settings.maxAttempts;
    const { retryInMs: _, ...next } = afterFailure(delivery.attempts, givenUp, settings);
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...recorded, lastError, ...next })
        .where(mine);
      const [endpoint] = await tx
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
        })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .returning();
      if (
        !endpoint?.enabled ||
        endpoint.consecutiveFailures < settings.disableAfterFailures ||
        (endpoint.failingSince?.getTime() ?? Date.now()) > Date.now() - settings.disableAfterMs
      ) {
        return;
      }
      // Switched off once: the row is locked by the update above, so only one instance gets here.
      await tx
        .update(webhookEndpoints)
        .set({
          enabled: false,
          disabledAt: sql`now()`,
          disabledReason: `Switched off by the site after ${endpoint.consecutiveFailures} failed attempts in a row. Last error: ${lastError.slice(0, 300)}`,
        })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const admins = await activeStaffEmails(tx, ["owner", "administrator"]);
      const mail = webhookDisabledMail({
        url: endpoint.url,
        failures: endpoint.consecutiveFailures,
        lastError: lastError.slice(0, 300),
        link: settings.settingsUrl,
      });
      await enqueueMails(
        admins.map((to) => ({ kind: "webhook-disabled", to, ...mail })),
        tx,
      );
      logger?.error(
        { endpointId: endpoint.id, failures: endpoint.consecutiveFailures },
        "webhook endpoint switched off",
      );
    });
    logger?.warn(
      { deliveryId: delivery.id, event: delivery.event, attempts: delivery.attempts, givenUp, lastError },
      givenUp ? "webhook delivery failed" : "webhook delivery failed; will retry",
    );
  }

  const enabled = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
  const outbox = outboxClaims(db, webhookDeliveries, {
    ...settings,
    where: inArray(webhookDeliveries.endpointId, enabled),
  });

  /** Claims a batch, each delivery with its receiver (none when removed since: its deliveries went with it). */
  async function claim() {
    const claimed = await outbox.claim();
    const ids = claimed.map((delivery) => delivery.endpointId);
    const targets = ids.length
      ? await db
          .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
          .from(webhookEndpoints)
          .where(inArray(webhookEndpoints.id, ids))
      : [];
    return claimed.map((delivery) => ({
      delivery,
      target: targets.find((row) => row.id === delivery.endpointId),
    }));
  }

  const runOnce = () =>
    leasedRound({
      name: "webhook",
      claim,
      renew: (held) => outbox.renew(held.map(({ delivery }) => delivery)),
      leaseMs: settings.leaseMs,
      // A slow receiver holds one lane, not the whole batch.
      lanes: 4,
      logger,
      async handle({ delivery, target }) {
        if (target) await settle(delivery, await postWebhook(target, delivery, settings));
      },
    });

  return { runOnce, async stop() {} };
}

/** Starts polling the webhook outbox every pollMs (at once again after a full batch). */
export function startWebhookWorker(options: WebhookWorkerOptions): LeasedWorker {
  const batchSize = options.batchSize ?? DEFAULTS.batchSize;
  return startPolling(createWebhookWorker(options), {
    pollMs: options.pollMs,
    again: (handled) => handled === batchSize,
    logger: options.logger,
    name: "webhook outbox",
  });
}
