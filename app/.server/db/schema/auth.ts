import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { media } from "./media";

export const cmsUsers = pgTable(
  "cms_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    /** Sign-in and mail address (issue 26). Null for accounts made before it; they are asked for one at sign-in. */
    email: text("email"),
    /** owner | administrator | editor | author | contributor (issue 26); existing accounts become administrators. */
    role: text("role").notNull().default("administrator"),
    /** scrypt$N$r$p$salt$hash, see services/passwords */
    passwordHash: text("password_hash").notNull(),
    /** Author profile (issue 17.8): what a post by this user shows as its byline, bio and avatar. */
    displayName: text("display_name"),
    bio: text("bio"),
    avatarMediaId: uuid("avatar_media_id").references(() => media.id, { onDelete: "set null" }),
    /**
     * Two-step sign-in (issue 26.4): the authenticator app's base32 TOTP secret. Kept as is (the
     * server must compute codes from it); set while being confirmed, in use once enabled.
     */
    totpSecret: text("totp_secret"),
    /** When two-step sign-in was turned on; null while off (or only being set up). */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so one code signs in once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("cms_users_email_unique").on(sql`lower(${table.email})`)],
);

/** A session row is keyed by the SHA-256 of the cookie token, so a database leak yields no usable cookie. */
export const cmsSessions = pgTable(
  "cms_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => cmsUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (table) => [index("cms_sessions_user_idx").on(table.userId)],
);

/**
 * Password-reset links (issue 26.3): one row per link sent, keyed by the SHA-256 of its token (a
 * leaked table gives no usable link); single-use (`usedAt`), valid for an hour.
 */
export const cmsPasswordResets = pgTable(
  "cms_password_resets",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => cmsUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("cms_password_resets_user_idx").on(table.userId)],
);

/** Two-step recovery codes (issue 26.4): ten per enabling, stored as SHA-256, each usable once. */
export const cmsRecoveryCodes = pgTable(
  "cms_recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => cmsUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("cms_recovery_codes_user_idx").on(table.userId)],
);

export type CmsUser = typeof cmsUsers.$inferSelect;
