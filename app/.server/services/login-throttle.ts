import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { RateLimitedError } from "./errors";
import { formatWait } from "./rate-limit";

/**
 * Sign-in throttle, per client IP and username, kept in the shared rate_limits table so every
 * instance sees the same counts (ADR "CMS access"):
 * - 5 failures within 15 minutes lock the pair out;
 * - the first lockout lasts 15 minutes, each further one within 24 hours twice as long (max 24 h);
 * - a successful sign-in clears the record;
 * - and, against guessing across many usernames, 50 failures from one IP within 15 minutes block
 *   that IP for the rest of the window.
 *
 * An attempt is counted BEFORE its password is checked, by one atomic upsert that returns the new
 * count: only the first 5 attempts of a window ever reach the hash, however many arrive at once.
 * (Reading "is it locked?" and recording the failure after the slow hash let a parallel burst
 * through: every request read "not locked" before the first failure was written.)
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

/** Adds one to a counter whose window starts at its first hit; returns the new count and window end. */
async function increment(key: string, windowSeconds: number): Promise<{ points: number; expire: Date }> {
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
    .returning({ points: rateLimits.points, expire: rateLimits.expire });
  return { points: row?.points ?? 1, expire: row?.expire ?? expire };
}

/** Takes back `points` hits from a counter (a sign-in that succeeded); an emptied counter goes. */
async function refund(key: string, points: number) {
  const db = getDb();
  await db
    .update(rateLimits)
    .set({ points: sql`${rateLimits.points} - ${points}` })
    .where(eq(rateLimits.key, key));
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.points, 0)));
}

function tooMany(seconds: number): RateLimitedError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new RateLimitedError(
    `Too many failed sign-in attempts. Please try again in ${formatWait(retryAfter)}.`,
    retryAfter,
  );
}

async function lockoutRemainingMs(key: string): Promise<number> {
  const [row] = await getDb()
    .select({ expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row?.expire ? row.expire.getTime() - Date.now() : 0;
}

/** An attempt that may go on to the password check; hand it back to record its outcome. */
export type LoginAttempt = { ip: string; username: string; pairCount: number };

/**
 * Counts one sign-in attempt and throws RateLimitedError when it is over a limit; call it before the password
 * is checked. The pair's lockout is read before the count (an attempt refused by a running
 * lockout does not use up the next window) and again after it: a lockout written while this
 * attempt was being counted (its counter then starts afresh) still refuses it.
 */
export async function reserveLoginAttempt(ip: string, username: string): Promise<LoginAttempt> {
  const key = keys(ip, username);
  const locked = await lockoutRemainingMs(key.lockout);
  if (locked > 0) throw tooMany(locked / 1000);
  const pair = await increment(key.failures, LOGIN_WINDOW_SECONDS);
  if (pair.points > LOGIN_MAX_FAILURES) {
    // Over the limit while the fifth attempt is still being checked: no lockout row yet.
    const lockedNow = await lockoutRemainingMs(key.lockout);
    throw tooMany(Math.max(lockedNow, pair.expire.getTime() - Date.now()) / 1000);
  }
  const lockedNow = await lockoutRemainingMs(key.lockout);
  if (lockedNow > 0) throw tooMany(lockedNow / 1000);
  const perIp = await increment(ipKey(ip), LOGIN_WINDOW_SECONDS);
  if (perIp.points > LOGIN_MAX_FAILURES_PER_IP) throw tooMany((perIp.expire.getTime() - Date.now()) / 1000);
  return { ip, username, pairCount: pair.points };
}

/**
 * The password was wrong. The attempt is already counted; the one that used up the window's
 * last try starts the lockout, each lockout within 24 hours twice as long as the one before.
 */
export async function recordLoginFailure(attempt: LoginAttempt) {
  if (attempt.pairCount < LOGIN_MAX_FAILURES) return;
  const key = keys(attempt.ip, attempt.username);
  const { points: strikes } = await increment(key.strikes, STRIKE_MEMORY_SECONDS);
  const seconds = Math.min(LOGIN_FIRST_LOCKOUT_SECONDS * 2 ** (strikes - 1), LOGIN_MAX_LOCKOUT_SECONDS);
  const expire = new Date(Date.now() + seconds * 1000);
  const db = getDb();
  // The lockout is written before the count is dropped (see reserveLoginAttempt).
  await db
    .insert(rateLimits)
    .values({ key: key.lockout, points: strikes, expire })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: strikes, expire } });
  await db.delete(rateLimits).where(eq(rateLimits.key, key.failures));
}

/**
 * The password was right: the pair's record is cleared, except attempts counted after this one
 * (a burst still in flight keeps its count), and this attempt no longer counts against the IP.
 */
export async function recordLoginSuccess(attempt: LoginAttempt) {
  const key = keys(attempt.ip, attempt.username);
  await refund(key.failures, attempt.pairCount);
  await refund(ipKey(attempt.ip), 1);
  await getDb()
    .delete(rateLimits)
    .where(inArray(rateLimits.key, [key.lockout, key.strikes]));
}
