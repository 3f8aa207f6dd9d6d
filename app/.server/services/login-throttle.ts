import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "../http/errors";
import { formatWait } from "./rate-limit";

/**
 * Sign-in throttle, per client IP and username, kept in the shared rate_limits table so every
 * instance sees the same counts (ADR "CMS access"):
 * - 5 failures within 15 minutes lock the pair out;
 * - the first lockout lasts 15 minutes, each further one within 24 hours twice as long (max 24 h);
 * - a successful sign-in clears the record;
 * - and, against guessing across many usernames, 50 failures from one IP within 15 minutes block
 *   that IP for the rest of the window.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FIRST_LOCKOUT_SECONDS = 15 * 60;
export const LOGIN_MAX_LOCKOUT_SECONDS = 24 * 60 * 60;
const STRIKE_MEMORY_SECONDS = 24 * 60 * 60;
export const LOGIN_MAX_FAILURES_PER_IP = 50;

const ipKey = (ip: string) => `cms-login:ip-failures:${ip}`;

const keys = (ip: string, username: string) => {
  const subject = `${ip}|${username.trim().toLowerCase()}`;
  return {
    failures: `cms-login:failures:${subject}`,
    lockout: `cms-login:lockout:${subject}`,
    strikes: `cms-login:strikes:${subject}`,
  };
};

/** Adds one to a counter whose window starts at its first hit; returns the new count. */
async function increment(key: string, windowSeconds: number): Promise<number> {
  const expire = new Date(Date.now() + windowSeconds * 1000);
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, points: 1, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.expire} is null or ${rateLimits.expire} <= now() then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${rateLimits.expire} is null or ${rateLimits.expire} <= now() then excluded.expire else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points });
  return row?.points ?? 1;
}

function tooMany(seconds: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${formatWait(retryAfter)}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/** Throws 429 while the IP and username pair is locked out. */
export async function assertNotLockedOut(ip: string, username: string) {
  const [row] = await getDb()
    .select({ expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, keys(ip, username).lockout))
    .limit(1);
  const remainingMs = row?.expire ? row.expire.getTime() - Date.now() : 0;
  if (remainingMs > 0) throw tooMany(remainingMs / 1000);
  const [perIp] = await getDb()
    .select({ points: rateLimits.points, expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, ipKey(ip)))
    .limit(1);
  const ipRemainingMs = perIp?.expire ? perIp.expire.getTime() - Date.now() : 0;
  if (perIp && perIp.points >= LOGIN_MAX_FAILURES_PER_IP && ipRemainingMs > 0)
    throw tooMany(ipRemainingMs / 1000);
}

/** Records a failed attempt; the fifth within the window starts a lockout. */
export async function recordLoginFailure(ip: string, username: string) {
  const key = keys(ip, username);
  await increment(ipKey(ip), LOGIN_WINDOW_SECONDS);
  const failures = await increment(key.failures, LOGIN_WINDOW_SECONDS);
  if (failures < LOGIN_MAX_FAILURES) return;
  const strikes = await increment(key.strikes, STRIKE_MEMORY_SECONDS);
  const seconds = Math.min(LOGIN_FIRST_LOCKOUT_SECONDS * 2 ** (strikes - 1), LOGIN_MAX_LOCKOUT_SECONDS);
  const expire = new Date(Date.now() + seconds * 1000);
  const db = getDb();
  await db
    .insert(rateLimits)
    .values({ key: key.lockout, points: strikes, expire })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: strikes, expire } });
  await db.delete(rateLimits).where(eq(rateLimits.key, key.failures));
}

export async function clearLoginFailures(ip: string, username: string) {
  const key = keys(ip, username);
  await getDb()
    .delete(rateLimits)
    .where(inArray(rateLimits.key, [key.failures, key.lockout, key.strikes]));
}
