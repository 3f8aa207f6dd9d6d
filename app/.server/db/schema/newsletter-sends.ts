import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { blogPosts } from "./blog";
import type { NewsletterSendState } from "../../../lib/newsletter-sends";
import { createdAt } from "./columns";

// The states live in lib/newsletter-sends.ts: the Newsletters view shows them too.
/**
 * with-site: the post is (or will be) a public article, and the mail links to it;
 * email-only: a newsletter that is not a public article (its browser copy is the send's own page).
 */
export type NewsletterSendMode = "with-site" | "email-only";

/** One newsletter mailing of one post. Its HTML and text are rendered once, when it is enqueued. */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: text("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    /** The post's title when the send was made (kept if the post is edited or deleted). */
    subject: text("subject").notNull(),
    mode: text("mode").$type<NewsletterSendMode>().notNull().default("with-site"),
    state: text("state").$type<NewsletterSendState>().notNull().default("queued"),
    /** Rendered mail with UNSUBSCRIBE_MARKER where each recipient's own unsubscribe URL goes. */
    html: text("html"),
    text: text("text"),
    /** How many deliveries were enqueued (the confirmed subscribers at enqueue time). */
    recipients: integer("recipients").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Why the worker paused the send (the SMTP server's words); cleared on Resume. */
    pauseReason: text("pause_reason"),
  },
  (table) => [
    // One send per post (a cancelled one aside): sending twice is refused by the database,
    // whichever instance asks.
    uniqueIndex("newsletter_sends_post_idx").on(table.postId).where(sql`state <> 'cancelled'`),
  ],
);

export type DeliveryStatus = "queued" | "sending" | "sent" | "failed" | "bounced" | "skipped";

/**
 * One recipient of one send. (send_id, subscriber_id) is the row's key; (post_id, subscriber_id)
 * among the rows still to send or sent is unique, so a post reaches a subscriber once across every
 * send of it (a cancelled one sent again too), however often or wherever the enqueue runs. Claimed
 * like the outbox (status 'sending' plus a lease the worker renews; SKIP LOCKED).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    // No foreign key: its per-row check doubled the time of a 10,000-row enqueue (ADR 0033).
    // A send is never deleted, so no delivery can lose its send.
    sendId: uuid("send_id").notNull(),
    subscriberId: uuid("subscriber_id").notNull(),
    /** The send's post, kept here so the database holds one live or sent delivery per post and subscriber. */
    postId: text("post_id"),
    status: text("status").$type<DeliveryStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the subscriber unsubscribed through this send's link. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.subscriberId] }),
    // What the worker claims: only rows still to send are indexed, so the index stays small.
    index("newsletter_deliveries_due_idx")
      .on(table.status, table.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    uniqueIndex("newsletter_deliveries_post_subscriber_idx")
      .on(table.postId, table.subscriberId)
      .where(sql`status in ('queued', 'sending', 'sent')`),
  ],
);
