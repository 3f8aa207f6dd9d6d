import type { Request, RequestHandler, Response } from "express";
import { RateLimitedError } from "../services/errors";
import { hashIp } from "../services/leads/leads";
import { clientKey } from "../client-key";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit";
import { isDatabaseUnavailable } from "./errors";

/**
 * In front of the page renderer only (ADR 0026): a server render is the one answer that costs
 * database queries and a React render on the one event loop, so
 * - each client (`clientKey`) has a budget of `rendersPerMinute`, counted in the database like
 *   every rate limit (an exhausted client is then refused from memory until its block ends);
 * - at most `concurrency` renders run at once per process and `queue` more wait their turn, for
 *   at most `maxWaitMs`; beyond that a render is refused with 503 and Retry-After;
 * - while the loop lags past `shedLagMs` and `busyQueue` renders of *other* clients wait, a new
 *   one is shed, and so is one that waited `maxWaitMs`; one client alone is never shed for lag;
 * - `lowPriority` renders (the listing's searches) go after all others, and a new one is shed
 *   while `lowPriorityQueue` of other clients' are past the door.
 */
export type RenderGateOptions = {
  rendersPerMinute: number;
  shedLagMs: number;
  concurrency?: number;
  queue?: number;
  maxWaitMs?: number;
  busyQueue?: number;
  /** Requests outside the per-client budget (staff on a CMS host); shedding still applies. */
  unbudgeted?: (req: Request) => boolean;
  /** Reads the current event-loop lag (tests pass their own). */
  lag?: () => number;
  lowPriority?: (req: Request) => boolean;
  lowPriorityQueue?: number;
};

/** A count in all and per client (`clientKey`), a client's dropped at zero. */
function tally() {
  const by = new Map<string, number>();
  let total = 0;
  return {
    total: () => total,
    /** The count of clients other than `client`. */
    others: (client: string) => total - (by.get(client) ?? 0),
    add(client: string, change: number) {
      total += change;
      const next = (by.get(client) ?? 0) + change;
      if (next > 0) by.set(client, next);
      else by.delete(client);
    },
  };
}

const SHED_RETRY_SECONDS = 2;
const SHED_MESSAGE = "The site is busy right now. Please try again in a moment.";

export function renderGate({
  rendersPerMinute,
  shedLagMs,
  concurrency = 2,
  queue = 16,
  maxWaitMs = 5_000,
  busyQueue = 8,
  lag = eventLoopLag(),
  unbudgeted = () => false,
  lowPriority = () => false,
  lowPriorityQueue = concurrency,
}: RenderGateOptions): RequestHandler {
  const rule: RateLimitRule | undefined =
    rendersPerMinute > 0
      ? { name: "render", points: rendersPerMinute, durationSeconds: 60, inMemoryBlock: true }
      : undefined;
  const turns = turnTaker(concurrency);
  /**
   * Renders past the door (checking their budget, waiting for a turn, or running), in all and per
   * client, to tell a crowd from one client's own requests.
   */
  const admitted = tally();
  /** Whether `busyQueue` renders of clients other than `client` are past the door and not running. */
  const crowded = (client: string) => admitted.others(client) - turns.running.others(client) >= busyQueue;
  /** Low-priority renders past the door, in all and per client. */
  const low = tally();
  // One warning per shedding episode, then at most one every 10 s with the count.
  let loggedAt = 0;
  let unlogged = 0;
  const shed = (req: Request, res: Response, reason: string) => {
    unlogged++;
    if (Date.now() - loggedAt >= 10_000) {
      const details = { lagMs: Math.round(lag()), admitted: admitted.total(), reason };
      req.log?.warn({ status: 503, ...details, shed: unlogged }, "renders shed");
      loggedAt = Date.now();
      unlogged = 0;
    }
    refuse(res, 503, SHED_RETRY_SECONDS, SHED_MESSAGE);
  };

  return async (req, res, next) => {
    // A client that left while the request waited in an earlier lane: its response has already
    // closed, so the "close" below would never come and its turn would never be given back.
    if (res.closed || req.socket?.destroyed) return;
    const client = clientKey(req.ip);
    const isLow = lowPriority(req);
    const full = admitted.total() >= concurrency + queue;
    const lagging = shedLagMs > 0 && lag() > shedLagMs && crowded(client);
    const lowCrowd = isLow && low.others(client) >= lowPriorityQueue;
    if (full || lagging || lowCrowd)
      return shed(req, res, full ? "queue full" : lagging ? "loop lagging" : "searches of other clients");
    admitted.add(client, 1);
    if (isLow) low.add(client, 1);
    const ticket = turns.ticket(client, isLow);
    res.once("close", () => {
      admitted.add(client, -1);
      if (isLow) low.add(client, -1);
      ticket.release();
    });
    if (rule && !unbudgeted(req)) {
      try {
        await consumeRateLimit(rule, await hashIp(client));
      } catch (error) {
        if (error instanceof RateLimitedError)
          return refuse(res, 429, error.retryAfterSeconds, "Too many page requests. Please wait a moment.");
        // The database is down: the renderer answers (and reports) that itself.
        if (!isDatabaseUnavailable(error)) return next(error);
      }
    }
    // "left": the client went away while its budget was counted or while it waited.
    const turn = await ticket.wait(maxWaitMs, () => crowded(client));
    if (turn === "left") return;
    if (turn === "timeout") return shed(req, res, "waited too long");
    next();
  };
}

/** First come, first served turns, `concurrency` at a time; low-priority ones after all others. */
function turnTaker(concurrency: number) {
  const running = tally();
  const first: (() => void)[] = [];
  const last: (() => void)[] = [];
  const startNext = () => {
    while (running.total() < concurrency && (first.length > 0 || last.length > 0))
      (first.length > 0 ? first : last).shift()?.();
  };
  return {
    running,
    /**
     * wait() resolves when the render may run, or after `maxWaitMs` in vain while `mayShed()`
     * holds (else it keeps its place); release() frees the turn or the place once the response is over.
     */
    ticket(client: string, lowPriority = false) {
      const line = lowPriority ? last : first;
      let state: "new" | "waiting" | "running" | "done" = "new";
      let settle: ((turn: "run" | "timeout" | "left") => void) | undefined;
      let timer: NodeJS.Timeout | undefined;
      const leave = () => {
        const at = line.indexOf(start);
        if (at >= 0) line.splice(at, 1);
      };
      const start = () => {
        clearTimeout(timer);
        state = "running";
        running.add(client, 1);
        settle?.("run");
      };
      return {
        wait(maxWaitMs: number, mayShed: () => boolean): Promise<"run" | "timeout" | "left"> {
          if (state === "done") return Promise.resolve("left" as const);
          // A render starts at once when nobody it would pass waits (a low one passes nobody).
          if (running.total() < concurrency && first.length === 0 && (!lowPriority || last.length === 0)) {
            start();
            return Promise.resolve("run" as const);
          }
          state = "waiting";
          return new Promise((resolve) => {
            settle = resolve;
            line.push(start);
            const expire = () => {
              if (!mayShed()) {
                timer = setTimeout(expire, maxWaitMs);
                return;
              }
              leave();
              state = "done";
              resolve("timeout");
            };
            timer = setTimeout(expire, maxWaitMs);
          });
        },
        release() {
          const was = state;
          state = "done";
          clearTimeout(timer);
          if (was === "running") {
            running.add(client, -1);
            startNext();
          } else if (was === "waiting") {
            leave();
            settle?.("left");
          }
        },
      };
    },
  };
}

function refuse(res: Response, status: number, retryAfterSeconds: number, message: string) {
  res
    .status(status)
    .set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(message);
}

/** How late a 20 ms timer fires, as a moving average over roughly the last 100 ms. */
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
