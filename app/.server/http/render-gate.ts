import type { Request, RequestHandler, Response } from "express";
import { RateLimitedError } from "../services/errors";
import { hashIp } from "../services/leads";
import { clientKey } from "../client-key";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit";
import { isDatabaseUnavailable } from "./errors";

/**
 * In front of the page renderer only (issue 25.1): prerendered pages, hashed assets, files and
 * page-cache hits are answered before this and never wait on it. A server render is the one
 * answer that costs database queries and a React render on the one event loop, so:
 *
 * - each client has its own budget of renders (`rendersPerMinute`, counted in the database like
 *   every rate limit, so instances agree; an exhausted client is then refused from memory until
 *   its block ends, so a flood costs no write per request). The key is the rate-limit service's
 *   client key (`clientKey`: IPv6 on its /64, then `hashIp`);
 * - when renders pile up (`busyInFlight` under way) while the event loop runs late by more than
 *   `shedLagMs`, or when `maxInFlight` are under way whatever the lag, a render is refused at
 *   once with 503 and Retry-After: shedding the expensive work keeps the cheap answers (the home
 *   page, assets) fast for everybody else. A lagging loop alone (one slow render, a cold start,
 *   a busy neighbour on the machine) sheds nothing: only renders competing with each other do.
 */
export type RenderGateOptions = {
  rendersPerMinute: number;
  shedLagMs: number;
  /** Renders under way in this process from which a lagging loop sheds new ones. */
  busyInFlight?: number;
  /** Renders under way in this process beyond which new ones are shed whatever the lag. */
  maxInFlight?: number;
  /**
   * Requests outside the per-client budget: staff on a CMS host (not reachable from the public
   * listener, and an editor's day of previews and saves is no flood). Shedding still applies.
   */
  unbudgeted?: (req: Request) => boolean;
  /** Reads the current event-loop lag (tests pass their own). */
  lag?: () => number;
};

const SHED_RETRY_SECONDS = 2;

export function renderGate({
  rendersPerMinute,
  shedLagMs,
  busyInFlight = 8,
  maxInFlight = 32,
  lag = eventLoopLag(),
  unbudgeted = () => false,
}: RenderGateOptions): RequestHandler {
  const rule: RateLimitRule | undefined =
    rendersPerMinute > 0
      ? { name: "render", points: rendersPerMinute, durationSeconds: 60, inMemoryBlock: true }
      : undefined;
  let inFlight = 0;

  return async (req, res, next) => {
    const lagging = shedLagMs > 0 && inFlight >= busyInFlight && lag() > shedLagMs;
    if (lagging || inFlight >= maxInFlight) {
      req.log?.warn({ status: 503, lagMs: Math.round(lag()), inFlight }, "render shed");
      return refuse(
        res,
        503,
        SHED_RETRY_SECONDS,
        "The site is busy right now. Please try again in a moment.",
      );
    }
    // Counted from here: a render waiting on the budget's database write is already work queued.
    inFlight++;
    res.once("close", () => {
      inFlight--;
    });
    if (rule && !unbudgeted(req)) {
      try {
        await consumeRateLimit(rule, await hashIp(clientKey(req.ip)));
      } catch (error) {
        if (error instanceof RateLimitedError)
          return refuse(res, 429, error.retryAfterSeconds, "Too many page requests. Please wait a moment.");
        // The database is down: the renderer answers (and reports) that itself.
        if (!isDatabaseUnavailable(error)) return next(error);
      }
    }
    next();
  };
}

function refuse(res: Response, status: number, retryAfterSeconds: number, message: string) {
  res
    .status(status)
    .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(message);
}

/**
 * How late a 20 ms timer fires, averaged over roughly the last 100 ms (an exponential moving
 * average): a loop kept busy shows at once, one long task fades within a few ticks.
 */
function eventLoopLag(intervalMs = 20): () => number {
  let average = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    average = 0.7 * average + 0.3 * Math.max(0, now - last - intervalMs);
    last = now;
  }, intervalMs);
  timer.unref();
  return () => average;
}
