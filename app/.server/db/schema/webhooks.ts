import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Outgoing webhook endpoints (ADR "Outgoing webhooks"): where events go, which events, and the
 * per-endpoint signing secret (Standard Webhooks' `whsec_…`). The secret is kept in clear because
 * every delivery is signed with it; the CMS shows it once, when the endpoint is added.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description"),
  events: jsonb("events").$type<string[]>().notNull(),
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  /** Failed attempts in a row (any delivery); a success sets it back to 0. */
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  /** When the current run of failures began (null after a success). */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  /** Why and when the site switched it off (null while on, or when staff switched it off). */
  disabledReason: text("disabled_reason"),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export type WebhookDeliveryStatus = "pending" | "sending" | "delivered" | "failed";

/**
 * The durable outbox of webhook deliveries: one row per event and endpoint, written in the
 * transaction of the change it reports, claimed by a worker with a lease (like mail_outbox), so
 * a crash loses none and two instances never send one twice at once. `body` is the exact JSON
 * sent, so every retry carries the same bytes under the same `webhook-id` (the row's id).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The receiver's last HTTP status (null when it never answered). */
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdAt),
  ],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
