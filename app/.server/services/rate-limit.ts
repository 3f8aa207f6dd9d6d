import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { getDb } from "../db/client";
import { perDatabase } from "../db/per-database";
import { rateLimits } from "../db/schema";
import { RateLimitedError } from "./errors";

export type RateLimitRule = {
  /** Distinguishes limiters sharing the table, e.g. "lead:contact". */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once exhausted, block for this long (defaults to the window). */
  blockSeconds?: number;
  /** Also remember an exhausted key in this process, so a flood from it costs no database write per request. */
  inMemoryBlock?: boolean;
};

// Limiters are cheap views over the shared table: the counts live in the database, so every
// instance sees the same numbers. Kept per database (a limiter holds its client, and the process's
// database can be replaced: a test file's own, a reopened one), then by rule; no per-user state.
const limitersOf = perDatabase(() => new Map<string, RateLimiterDrizzle>());

function limiterFor(rule: RateLimitRule) {
  const db = getDb();
  const limiters = limitersOf(db);
  const cacheKey = `${rule.name}:${rule.points}:${rule.durationSeconds}:${rule.blockSeconds ?? ""}:${rule.inMemoryBlock ?? ""}`;
  const limiter =
    limiters.get(cacheKey) ??
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
      clearExpiredByTimeout: false,
      ...(rule.inMemoryBlock
        ? {
            inMemoryBlockOnConsumed: rule.points,
            inMemoryBlockDuration: rule.blockSeconds ?? rule.durationSeconds,
          }
        : {}),
    });
  limiters.set(cacheKey, limiter);
  return limiter;
}

/**
 * Counts one attempt for `key` under `rule`; throws RateLimitedError (a clear message and the
 * seconds to wait) once the limit is reached. A `message` function is given the wait as words.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  key: string,
  message: string | ((wait: string) => string) = (wait) => `Too many requests. Please try again in ${wait}.`,
) {
  try {
    return await limiterFor(rule).consume(key, 1);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const text = typeof message === "string" ? message : message(formatWait(retryAfter));
      throw new RateLimitedError(text, retryAfter);
    }
    throw error;
  }
}

/** Gives back one point of `key` under `rule` (an attempt that turned out right). */
export async function refundRateLimit(rule: RateLimitRule, key: string) {
  await limiterFor(rule).reward(key, 1);
}

export function formatWait(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
