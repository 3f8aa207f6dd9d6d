import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import type { Attribution } from "./leads";

/** bounced: a newsletter mail got a permanent (5xx) answer; it is never mailed again (ADR 0033). */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bounced";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased, so one address is one row. */
  email: text("email").notNull().unique(),
  status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
  /** SHA-256 of the confirmation token mailed to the subscriber. */
  confirmTokenHash: text("confirm_token_hash"),
  /** SHA-256 of the unsubscribe token carried by every mail. */
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
  /** The form the address was signed up from (newsletterSources). */
  source: text("source"),
  /** The visit that made the (latest) sign-up: its landing page, external referrer and UTM tags. */
  landing: text("landing"),
  referrer: text("referrer"),
  utm: jsonb("utm").$type<Attribution["utm"]>(),
  /** The counted visitor of the (latest) sign-up (ADR 0024), null when its visit was not counted. */
  visitor: text("visitor"),
  /** The subscriber's name, when a list imported from CSV gave one. */
  name: text("name"),
  /**
   * How an imported subscriber consented, as the list stated it ("Signed up at the Home Show");
   * the when is confirmed_at. Null for sign-ups on the site (their consent is the confirmation).
   */
  consent: text("consent"),
  createdAt: createdAt(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Addresses staff blocked from the newsletter: a signup from one is answered like any other
 * but stores nothing and sends no mail. Lower-cased, like subscribers' addresses.
 */
export const newsletterBlocks = pgTable("newsletter_blocks", {
  email: text("email").primaryKey(),
  blockedBy: text("blocked_by").notNull(),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriberAction = "removed" | "blocked" | "unblocked";

/**
 * Who removed, blocked or unblocked which address, and when. Kept by address, not by row id:
 * a removed subscriber's row is gone, the record of the removal is not.
 */
export const subscriberAudit = pgTable(
  "subscriber_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    action: text("action").$type<SubscriberAction>().notNull(),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriber_audit_at_idx").on(table.at)],
);
