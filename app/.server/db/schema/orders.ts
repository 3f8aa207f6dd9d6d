import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import type { Attribution, InboxStatus } from "./leads";

export type OrderStatus =
  | "requested"
  | "invoiced"
  | "paid"
  | "in-progress"
  | "delivered"
  | "cancelled"
  | "refunded";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human-friendly, e.g. HD-7K3M-9Q2P */
    orderNumber: text("order_number").notNull().unique(),
    /** Random token in the confirmation URL, so confirmations cannot be enumerated. */
    publicToken: text("public_token").notNull().unique(),
    templateId: text("template_id").notNull(),
    templateName: text("template_name").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone").notNull(),
    notes: text("notes"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("requested"),
    paymentProvider: text("payment_provider").notNull().default("invoice"),
    paymentReference: text("payment_reference"),
    fingerprint: text("fingerprint").notNull(),
    /** Inbox triage status, shared with leads. */
    inboxStatus: text("inbox_status").$type<InboxStatus>().notNull().default("new"),
    statusNote: text("status_note"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: text("status_changed_by"),
    page: text("page"),
    /** The visit's landing page (its first page, with its query), null when unknown. */
    landing: text("landing"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Attribution["utm"]>(),
    ipHash: text("ip_hash"),
    /** The counted visitor it came from (that day's analytics hash, ADR 0024), null when its visit was not counted. */
    visitor: text("visitor"),
    createdAt: createdAt(),
  },
  (table) => [
    index("orders_created_idx").on(table.createdAt),
    index("orders_fingerprint_idx").on(table.fingerprint, table.createdAt),
  ],
);

export type Order = typeof orders.$inferSelect;
