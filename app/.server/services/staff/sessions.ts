import crypto from "node:crypto";
import { and, eq, getTableColumns, gt, isNull, lt, ne, or } from "drizzle-orm";
import { type Role, toRole } from "~/lib/permissions";
import { type Executor, getDb } from "../../db/client";
import { type CmsUser, cmsSessions, cmsUsers } from "../../db/schema";

/**
 * CMS sessions: the browser holds a random token (a cookie: http/session-cookies), the database only
 * its SHA-256, so a session is revocable and a leaked table gives no usable token. A new session is
 * made at every sign-in and ends 7 days after it, or after 12 hours without a request.
 */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The signed-in account's row, without its secrets (what the guards hand to loaders and actions). */
export type SessionUser = Omit<CmsUser, "passwordHash" | "totpSecret" | "role"> & { role: Role };
const { passwordHash: _hash, totpSecret: _totp, ...userColumns } = getTableColumns(cmsUsers);
export type CmsAuth = { user: SessionUser; sessionId: string };

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createSession(userId: string, userAgent: string | undefined) {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await getDb()
    .insert(cmsSessions)
    .values({
      id: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
  return { token };
}

/** The live session of a token, or null; an expired or idle session is deleted on sight. */
export async function findSession(token: string | undefined): Promise<CmsAuth | null> {
  if (!token) return null;
  const db = getDb();
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: cmsSessions.id,
      expiresAt: cmsSessions.expiresAt,
      lastSeenAt: cmsSessions.lastSeenAt,
      user: userColumns,
    })
    .from(cmsSessions)
    .innerJoin(cmsUsers, eq(cmsUsers.id, cmsSessions.userId))
    // A suspended account's sessions are deleted when it is suspended; this is the second lock.
    .where(and(eq(cmsSessions.id, id), isNull(cmsUsers.suspendedAt)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
    await db.delete(cmsSessions).where(eq(cmsSessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await db
      .update(cmsSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(cmsSessions.id, id));
  return { user: { ...row.user, role: toRole(row.user.role) }, sessionId: row.id };
}

export async function deleteSession(sessionId: string) {
  await getDb().delete(cmsSessions).where(eq(cmsSessions.id, sessionId));
}

/** Signs out every session of the user (suspension, removal); returns how many ended. */
export async function deleteAllSessions(userId: string, db: Executor = getDb(), keepSessionId?: string) {
  const kept = keepSessionId ? ne(cmsSessions.id, keepSessionId) : undefined;
  const deleted = await db
    .delete(cmsSessions)
    .where(and(eq(cmsSessions.userId, userId), kept))
    .returning({ id: cmsSessions.id });
  return deleted.length;
}

/** Signs out every session of the user except `keepSessionId`; returns how many ended. */
export const deleteOtherSessions = (userId: string, keepSessionId: string) =>
  deleteAllSessions(userId, getDb(), keepSessionId);

/** How many other live sessions the user has (for the Settings tab). */
export async function countOtherSessions(userId: string, keepSessionId: string): Promise<number> {
  const now = Date.now();
  const live = and(
    gt(cmsSessions.expiresAt, new Date(now)),
    gt(cmsSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
  );
  const others = and(eq(cmsSessions.userId, userId), ne(cmsSessions.id, keepSessionId));
  return getDb().$count(cmsSessions, and(others, live));
}

/** Housekeeping: removes sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions() {
  const now = new Date();
  await getDb()
    .delete(cmsSessions)
    .where(
      or(
        lt(cmsSessions.expiresAt, now),
        lt(cmsSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
