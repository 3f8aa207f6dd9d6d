import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The staff audit trail: who did what to which record, when, and from which client
 * (the client key, as the per-client limits use it). Written only through services/audit.ts,
 * which keeps passwords and tokens out of `detail`. Rows older than a year are purged by the
 * daily jobs. The actor is kept as an id without a foreign key: removing a staff account must
 * not erase or rewrite what the account did.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff user; null for a failed sign-in with an unknown username. */
    actorId: uuid("actor_id"),
    /** The actor's username when the event was written: the trail still names them once the account is gone. */
    actorName: text("actor_name"),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    clientKey: text("client_key"),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_actor_at_idx").on(table.actorId, table.at),
    index("audit_events_action_at_idx").on(table.action, table.at),
  ],
);
