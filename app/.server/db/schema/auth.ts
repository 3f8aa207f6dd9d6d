import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { media } from "./media";

export const cmsUsers = pgTable(
  "cms_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    /** Sign-in and mail address. Null for accounts made before it; they are asked for one at sign-in. */
    email: text("email"),
    /** owner | administrator | editor | author | contributor; existing accounts become administrators. */
    role: text("role").notNull().default("administrator"),
    /** scrypt$N$r$p$salt$hash, see services/staff/passwords */
    passwordHash: text("password_hash").notNull(),
    /** Author profile: what a post by this user shows as its byline, bio and avatar. */
    displayName: text("display_name"),
    bio: text("bio"),
    avatarMediaId: uuid("avatar_media_id").references(() => media.id, { onDelete: "set null" }),
    /**
     * Two-step sign-in: the authenticator app's base32 TOTP secret. Kept as is (the
     * server must compute codes from it); set while being confirmed, in use once enabled.
     */
    totpSecret: text("totp_secret"),
    /** When two-step sign-in was turned on; null while off (or only being set up). */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so one code signs in once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** Set while the account is suspended: no session works and sign-in is refused. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** The last successful sign-in, for the staff screen. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("cms_users_email_unique").on(sql`lower(${table.email})`),
    // One Owner at most: a transfer demotes before it promotes, in one transaction.
    uniqueIndex("cms_users_one_owner").on(table.role).where(sql`${table.role} = 'owner'`),
  ],
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
 * Password-reset links: one row per link sent, keyed by the SHA-256 of its token (a
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

/** Two-step recovery codes: ten per enabling, stored as SHA-256, each usable once. */
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

/**
 * An invitation to join the staff: the mailed link carries a random token, the row
 * only its SHA-256. Single use (acceptedAt), revocable (revokedAt), valid until expiresAt; a resend
 * replaces the token and the expiry.
 */
export const cmsInvitations = pgTable(
  "cms_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => cmsUsers.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => cmsUsers.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index("cms_invitations_email_idx").on(sql`lower(${table.email})`)],
);
