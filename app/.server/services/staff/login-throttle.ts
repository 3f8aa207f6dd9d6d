import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { RateLimitedError } from "../errors";
import { formatWait } from "../rate-limit";

/**
 * Sign-in throttle (ADR "CMS access"), in the shared rate_limits table so every instance sees the
 * same counts. `ip` is always a client key (an IPv4 address or an IPv6 /64).
 * - Per client and username: 5 failures in 15 minutes lock the pair out, for 15 minutes, each
 *   further lockout within 24 hours twice as long (at most 24 h); a success clears the record.
 * - Per client: 50 failures in 15 minutes block it for the rest of the window.
 * - Per account, across addresses: past 20 failures in an hour each attempt waits 2 seconds more a
 *   failure, up to a minute. A delay, never a lock (an attacker cannot keep staff out), skipped for
 *   a client the account signed in from within 30 days.
 * An attempt is counted BEFORE its password is checked, by one atomic upsert returning the new
 * count, so only the first 5 of a window reach the hash however many arrive at once.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FIRST_LOCKOUT_SECONDS = 15 * 60;
export const LOGIN_MAX_LOCKOUT_SECONDS = 24 * 60 * 60;
const STRIKE_MEMORY_SECONDS = 24 * 60 * 60;
export const LOGIN_MAX_FAILURES_PER_IP = 50;
export const ACCOUNT_FREE_FAILURES = 20;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const ACCOUNT_DELAY_STEP_SECONDS = 2;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
const KNOWN_CLIENT_SECONDS = 30 * 24 * 60 * 60;

/** The wait before the next attempt on an account with `failures` counted in its window. */
export function accountDelaySeconds(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min((failures - ACCOUNT_FREE_FAILURES) * ACCOUNT_DELAY_STEP_SECONDS, ACCOUNT_MAX_DELAY_SECONDS);
}

/** The rate_limits rows of a client and username: the pair's, the client's and the account's. */
const keys = (ip: string, username: string) => {
  const account = username.trim().toLowerCase();
  const subject = `${ip}|${account}`;
  return {
    failures: `cms-login:failures:${subject}`,
    lockout: `cms-login:lockout:${subject}`,
    strikes: `cms-login:strikes:${subject}`,
    known: `cms-login:known:${subject}`,
    ip: `cms-login:ip-failures:${ip}`,
    accountFailures: `cms-login:account-failures:${account}`,
    accountGate: `cms-login:account-gate:${account}`,
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

/** When a row's window or lock ends (0 without one), in milliseconds of the epoch. */
async function expiryOf(key: string): Promise<number> {
  const [row] = await getDb()
    .select({ expire: rateLimits.expire })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row?.expire?.getTime() ?? 0;
}

const lockoutRemainingMs = async (key: string) => Math.max(0, (await expiryOf(key)) - Date.now());

/** An attempt that may go on to the password check; hand it back to record its outcome. */
export type LoginAttempt = { ip: string; username: string; pairCount: number };

/**
 * Takes the account's next slot once its delay has passed (one atomic upsert: one of a burst gets
 * it), else returns the milliseconds to wait. JavaScript's clock, so tests need not wait it out.
 */
async function takeAccountSlot(key: string, delaySeconds: number): Promise<number> {
  const now = new Date();
  const [taken] = await getDb()
    .insert(rateLimits)
    .values({ key, points: 0, expire: new Date(now.getTime() + delaySeconds * 1000) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { expire: sql`excluded.expire` },
      setWhere: sql`${rateLimits.expire} is null or ${rateLimits.expire} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: rateLimits.key });
  return taken ? 0 : Math.max(1000, (await expiryOf(key)) - now.getTime());
}

/**
 * Counts the attempt against the account; past the free allowance it must take the account's next
 * slot, unless from a known client. A refused attempt counts nowhere, so retries do not lock anyone out.
 */
async function reserveAccountAttempt(ip: string, username: string) {
  const key = keys(ip, username);
  const account = await increment(key.accountFailures, ACCOUNT_WINDOW_SECONDS);
  const delay = accountDelaySeconds(account.points);
  if (delay === 0 || (await expiryOf(key.known)) > Date.now()) return;
  const waitMs = await takeAccountSlot(key.accountGate, delay);
  if (waitMs > 0) {
    await releaseLoginAttempt({ ip, username, pairCount: 0 });
    throw tooMany(waitMs / 1000);
  }
}

/**
 * Counts one sign-in attempt, before its password is checked; RateLimitedError over a limit. The
 * pair's lockout is read before the count (a refused attempt does not use up the next window) and
 * after it (a lockout written meanwhile, restarting the counter, still refuses it).
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
  const perIp = await increment(key.ip, LOGIN_WINDOW_SECONDS);
  if (perIp.points > LOGIN_MAX_FAILURES_PER_IP) throw tooMany((perIp.expire.getTime() - Date.now()) / 1000);
  await reserveAccountAttempt(ip, username);
  return { ip, username, pairCount: pair.points };
}

/** The password was wrong: the attempt that used the window's last try starts the (doubling) lockout. */
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

/** The attempt was never checked (the hashing queue was full): it is taken back everywhere. */
export async function releaseLoginAttempt(attempt: LoginAttempt) {
  const key = keys(attempt.ip, attempt.username);
  await Promise.all([key.accountFailures, key.failures, key.ip].map((row) => refund(row, 1)));
}

/**
 * The password was right: the pair's record is cleared (but attempts of a burst still in flight),
 * this attempt is taken back from the IP and the account, and the client is known for 30 days. The
 * account's other failures stay counted: an attack on it may still be going on.
 */
export async function recordLoginSuccess(attempt: LoginAttempt) {
  const key = keys(attempt.ip, attempt.username);
  await refund(key.failures, attempt.pairCount);
  await refund(key.ip, 1);
  await refund(key.accountFailures, 1);
  const db = getDb();
  await db.delete(rateLimits).where(inArray(rateLimits.key, [key.lockout, key.strikes]));
  const known = { points: 1, expire: new Date(Date.now() + KNOWN_CLIENT_SECONDS * 1000) };
  await db
    .insert(rateLimits)
    .values({ key: key.known, ...known })
    .onConflictDoUpdate({ target: rateLimits.key, set: known });
}
