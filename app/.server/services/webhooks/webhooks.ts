import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type WebhookDeliveryView,
  type WebhookEndpointInput,
  type WebhookEndpointView,
  type WebhookEvent,
  webhookEvents,
} from "~/lib/schemas/webhooks";
import { webhookSamples } from "~/content/webhook-samples";
import { getConfig } from "../../config";
import { type Db, type Executor, getDb } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { isUuid } from "../media/media";
import { assertPublicUrl } from "./address-guard";

/** Endpoints a site may have: enough for a CRM, Zapier and a chat room, not a fan-out service. */
export const MAX_ENDPOINTS = 10;
/** Deliveries each endpoint lists on the Settings screen. */
const LISTED_DELIVERIES = 10;

/** The body every delivery sends (Standard Webhooks' `type`, `timestamp`, `data`). */
export function webhookBody(event: string, data: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: event, timestamp: new Date().toISOString(), ...extra, data });
}

/** Queues `event` for every switched-on endpoint that asked for it, in the caller's transaction, in one statement. */
export async function fireWebhook(event: WebhookEvent, data: unknown, executor: Executor = getDb()) {
  const body = webhookBody(event, data);
  await executor.execute(sql`
    insert into ${webhookDeliveries} (${sql.identifier("endpoint_id")}, ${sql.identifier("event")}, ${sql.identifier("body")})
    select ${webhookEndpoints.id}, ${event}, ${body} from ${webhookEndpoints}
    where ${webhookEndpoints.enabled} and ${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`);
}

function endpointOf(id: string): string {
  if (!isUuid(id)) throw new NotFoundError("This webhook endpoint does not exist.");
  return id;
}

/** Adds an endpoint; the answer holds its secret, which is shown this once. */
export async function createEndpoint(
  input: WebhookEndpointInput,
  actor: string,
  db: Db = getDb(),
): Promise<{ id: string; secret: string }> {
  assertPublicUrl(input.url, getConfig().WEBHOOK_ALLOW_PRIVATE_URLS ?? false);
  if ((await db.$count(webhookEndpoints)) >= MAX_ENDPOINTS) {
    throw new ValidationError(`A site may have ${MAX_ENDPOINTS} webhook endpoints. Remove one first.`);
  }
  // A Standard Webhooks secret: `whsec_` and 32 random bytes in base64.
  const secret = `whsec_${crypto.randomBytes(32).toString("base64")}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      description: input.description ?? null,
      events: webhookEvents.filter((event) => input.events.includes(event)),
      secret,
      createdBy: actor,
    })
    .returning({ id: webhookEndpoints.id });
  return { id: row.id, secret };
}

export async function removeEndpoint(id: string, db: Db = getDb()): Promise<{ url: string }> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointOf(id)))
    .returning({ url: webhookEndpoints.url });
  if (!row) throw new NotFoundError("This webhook endpoint does not exist.");
  return row;
}

/** Switches an endpoint on (its failure count starts again) or off. */
export async function setEndpointEnabled(id: string, enabled: boolean, db: Db = getDb()) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      enabled
        ? { enabled, consecutiveFailures: 0, failingSince: null, disabledReason: null, disabledAt: null }
        : { enabled, disabledReason: null, disabledAt: sql`now()` },
    )
    .where(eq(webhookEndpoints.id, endpointOf(id)))
    .returning({ url: webhookEndpoints.url });
  if (!row) throw new NotFoundError("This webhook endpoint does not exist.");
  return row;
}

/** Sample `data` of an event, stamped with the time it is sent. */
export function sampleData(event: WebhookEvent): Record<string, unknown> {
  const { data, timeField } = webhookSamples[event];
  return { ...data, [timeField]: new Date().toISOString() };
}

/** Queues a sample of the endpoint's first event, marked `"test": true`, whether it is on or off. */
export async function sendTest(id: string, db: Db = getDb()): Promise<{ event: WebhookEvent }> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointOf(id)))
    .limit(1);
  if (!endpoint) throw new NotFoundError("This webhook endpoint does not exist.");
  if (!endpoint.enabled) throw new ValidationError("Switch the endpoint on to send it a test.");
  const event = (webhookEvents.find((name) => endpoint.events.includes(name)) ??
    "lead.created") as WebhookEvent;
  await db.insert(webhookDeliveries).values({
    endpointId: endpoint.id,
    event,
    body: webhookBody(event, sampleData(event), { test: true }),
  });
  return { event };
}

/** Every endpoint (newest first) with its latest deliveries; never a secret. */
export async function listEndpoints(db: Db = getDb()): Promise<WebhookEndpointView[]> {
  const endpoints = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  if (endpoints.length === 0) return [];
  const ids = endpoints.map((endpoint) => endpoint.id);
  const recent = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.endpointId, ids),
        sql`${webhookDeliveries.id} in (select d.id from ${webhookDeliveries} d where d.endpoint_id = ${webhookDeliveries.endpointId} order by d.created_at desc limit ${LISTED_DELIVERIES})`,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  const view = (row: (typeof recent)[number]): WebhookDeliveryView => ({
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.lastStatusCode,
    error: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  });
  return endpoints.map((endpoint) => ({
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events.filter((event): event is WebhookEvent =>
      (webhookEvents as readonly string[]).includes(event),
    ),
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    createdAt: endpoint.createdAt.toISOString(),
    deliveries: recent.filter((row) => row.endpointId === endpoint.id).map(view),
  }));
}
