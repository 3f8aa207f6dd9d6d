import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cmsUsers } from "./auth";
import { createdAt } from "./columns";

export type LeadKind = "free-plan" | "contact" | "quick-message" | "custom-quote";
/** The pipeline: new → contacted → qualified → won or lost (orders use the same list). */
export type InboxStatus = "new" | "contacted" | "qualified" | "won" | "lost";

export type Attribution = {
  /** The page the form was sent from. */
  page?: string;
  /** The visit's first page (path and query), from the attribution cookie. */
  landing?: string;
  referrer?: string;
  utm?: Partial<Record<"source" | "medium" | "campaign" | "term" | "content", string>>;
};

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<LeadKind>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    /** Kind-specific extra fields (for example a custom-quote's budget and timeline). */
    details: jsonb("details").$type<Record<string, string>>(),
    /** The page the form was sent from. */
    page: text("page"),
    /** The visit's landing page (its first page, with its query), null when unknown. */
    landing: text("landing"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Attribution["utm"]>(),
    userAgent: text("user_agent"),
    ipHash: text("ip_hash"),
    /** The counted visitor it came from (that day's analytics hash, ADR 0024), null when its visit was not counted. */
    visitor: text("visitor"),
    /** Hash of kind + normalised fields, for collapsing identical repeats. */
    fingerprint: text("fingerprint").notNull(),
    isSpam: boolean("is_spam").notNull().default(false),
    spamReason: text("spam_reason"),
    /**
     * Why the site asks staff to look at a lead it kept (only suspicious, not spam: sent very soon
     * after the page appeared, from a form older than a week, or a second lead from one page's
     * token); null for an ordinary lead. Such a lead is in Leads and was mailed like any other.
     */
    reviewReason: text("review_reason"),
    status: text("status").$type<InboxStatus>().notNull().default("new"),
    statusNote: text("status_note"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: text("status_changed_by"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The colleague who owns the next step; null while nobody does (or their account was removed). */
    assigneeId: uuid("assignee_id").references(() => cmsUsers.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** When someone should next get back to it; null when no follow-up is planned. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /**
     * The first response (a status change past new, a note, or a reply): speed to lead is this
     * minus receivedAt. Set once and never moved.
     */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  },
  (table) => [
    index("leads_received_idx").on(table.receivedAt),
    index("leads_assignee_follow_up_idx").on(table.assigneeId, table.followUpAt),
    index("leads_fingerprint_idx").on(table.fingerprint, table.receivedAt),
    index("leads_kind_status_idx").on(table.kind, table.status),
  ],
);

/** Status history of leads and orders: who changed what, and when. */
export const inboxEvents = pgTable(
  "inbox_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectType: text("subject_type").$type<"lead" | "order">().notNull(),
    subjectId: uuid("subject_id").notNull(),
    status: text("status").$type<InboxStatus>().notNull(),
    note: text("note"),
    changedBy: text("changed_by").notNull(),
    changedAt: createdAt(),
  },
  (table) => [index("inbox_events_subject_idx").on(table.subjectType, table.subjectId)],
);

export type Lead = typeof leads.$inferSelect;

/** Notes staff keep on a lead: who wrote what, and when. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The author's account (null once removed) and their username, kept for the history. */
    authorId: uuid("author_id").references(() => cmsUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId, table.createdAt)],
);

/**
 * Lead-form tokens already used (ADR 0012): a token makes one lead. The row lives as long as the
 * token could still be accepted (its issue time + FORM_TOKEN_MAX_AGE_MS), then housekeeping drops it.
 */
export const formTokenUses = pgTable(
  "form_token_uses",
  {
    /** The token's random part (its signature proves the rest). */
    nonce: text("nonce").primaryKey(),
    /** The client that used it (salted IP hash): a reuse by the same client is a person's. */
    ipHash: text("ip_hash"),
    leadId: uuid("lead_id"),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_token_uses_expires_idx").on(table.expiresAt)],
);
