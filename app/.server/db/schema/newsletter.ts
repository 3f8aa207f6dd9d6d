import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased, so one address is one row. */
  email: text("email").notNull().unique(),
  status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
  /** SHA-256 of the confirmation token mailed to the subscriber. */
  confirmTokenHash: text("confirm_token_hash"),
  /** SHA-256 of the unsubscribe token carried by every mail. */
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
  source: text("source"),
  createdAt: createdAt(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
