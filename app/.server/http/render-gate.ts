import type { Request, RequestHandler, Response } from "express";
import { RateLimitedError } from "../services/errors";
import { hashIp } from "../services/leads/leads";
import { clientKey } from "../client-key";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit";
import { isDatabaseUnavailable } from "./errors";

/**
 * In front of the page renderer only (ADR 0026): prerendered pages, hashed assets,
 * files and page-cache hits are answered before this and never wait on it. A server render is
 * the one answer that costs database queries and a React render on the one event loop, so:
 *
 * - each client has its own budget of renders (`rendersPerMinute`, counted in the database like
 *   every rate limit, so instances agree; an exhausted client is then refused from memory until
 *   its block ends, so a flood costs no write per request). The key is the rate-limit service's
 *   client key (`clientKey`: IPv6 on its /64, then `hashIp`);
 * - at most `concurrency` renders run at once in this process; up to `queue` more wait their
 *   turn in line (a waiting request costs no work), for at most `maxWaitMs`. A render beyond
 *   that is refused at once with 503 and Retry-After, before any database work. Renders from
 *   many addresses (which no per-client budget stops) then take turns instead of piling up on
 *   the loop, so the cheap answers (the home page, assets) stay fast for everybody else;
 * - while the event loop runs later than `shedLagMs` and `busyQueue` renders of *other* clients
 *   already wait, a new one is shed instead of queued; a render that waited `maxWaitMs` is shed
 *   only under the same crowd of other clients' renders, and otherwise keeps its place. A lagging
 *   loop or a slow render alone (a cold start, a busy neighbour on the machine, one client's own
 *   page and its data requests) sheds nothing: only many clients' renders competing do. A lone
 *   client is bounded by the line's size and its own budget, never by the machine's speed.
 * - renders that `lowPriority` names (searches of the listing: each one a render no other
 *   visitor shares) take their turn after every other waiting render, and a new one is shed at
 *   once while `lowPriorityQueue` of them from *other* clients are already past the door. A flood
 *   of searches from many addresses then holds at most that many renders, and the cached pages
 *   and ordinary renders go first; one client's own searches are never shed by this rule.
 *
 * The counters are this process's own load, not shared state: another instance has its own
 * loop and its own turns to give (ADR 0026).
 */
export type RenderGateOptions = {
  rendersPerMinute: number;
  shedLagMs: number;
  /** Renders that run at once in this process. */
  concurrency?: number;
  /** Renders that may wait for a turn; a render beyond them is shed. */
  queue?: number;
  /** Longest wait for a turn before the render is shed after all (under a crowd, see `busyQueue`). */
  maxWaitMs?: number;
  /**
   * Other clients' renders waiting from which a lagging loop sheds new ones instead of queueing
   * them, and a render that waited `maxWaitMs` is shed.
   */
  busyQueue?: number;
  /**
   * Requests outside the per-client budget: staff on a CMS host (not reachable from the public
   * listener, and an editor's day of previews and saves is no flood). Shedding still applies.
   */
  unbudgeted?: (req: Request) => boolean;
  /** Reads the current event-loop lag (tests pass their own). */
  lag?: () => number;
  /** Renders that go after all others and are the first shed (the blog's searches). */
  lowPriority?: (req: Request) => boolean;
  /** Low-priority renders of other clients past the door from which a new one is shed. */
  lowPriorityQueue?: number;
};

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
  /** Renders past the door: checking their budget, waiting for a turn, or running. */
  let admitted = 0;
  /** The same, per client (`clientKey`), to tell a crowd from one client's own requests. */
  const admittedBy = new Map<string, number>();
  /** Renders of clients other than `client` that are past the door and not running. */
  const othersWaiting = (client: string) =>
    admitted - (admittedBy.get(client) ?? 0) - (turns.running() - turns.runningOf(client));
  const crowded = (client: string) => othersWaiting(client) >= busyQueue;
  /** Low-priority renders past the door, in all and per client. */
  const low = new Map<string, number>();
  let lowAdmitted = 0;
  const shedLog = throttledLog();

  return async (req, res, next) => {
    // A client that left while the request waited in an earlier lane: its response has already
    // closed, so the "close" below would never come and its turn would never be given back.
    if (res.closed || req.socket?.destroyed) return;
    const client = clientKey(req.ip);
    const isLow = lowPriority(req);
    const full = admitted >= concurrency + queue;
    const lagging = shedLagMs > 0 && lag() > shedLagMs && crowded(client);
    const lowCrowd = isLow && lowAdmitted - (low.get(client) ?? 0) >= lowPriorityQueue;
    if (full || lagging || lowCrowd) {
      const reason = full ? "queue full" : lagging ? "loop lagging" : "searches of other clients";
      shedLog(req, { lagMs: Math.round(lag()), admitted, reason });
      return refuse(res, 503, SHED_RETRY_SECONDS, SHED_MESSAGE);
    }
    admitted++;
    admittedBy.set(client, (admittedBy.get(client) ?? 0) + 1);
    if (isLow) {
      lowAdmitted++;
      low.set(client, (low.get(client) ?? 0) + 1);
    }
    const ticket = turns.ticket(client, isLow);
    res.once("close", () => {
      admitted--;
      const left = (admittedBy.get(client) ?? 1) - 1;
      if (left > 0) admittedBy.set(client, left);
      else admittedBy.delete(client);
      if (isLow) {
        lowAdmitted--;
        const lowLeft = (low.get(client) ?? 1) - 1;
        if (lowLeft > 0) low.set(client, lowLeft);
        else low.delete(client);
      }
      ticket.release();
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
    // "left": the client went away while its budget was counted or while it waited.
    const turn = await ticket.wait(maxWaitMs, () => crowded(client));
    if (turn === "left") return;
    if (turn === "timeout") {
      shedLog(req, { lagMs: Math.round(lag()), admitted, reason: "waited too long" });
      return refuse(res, 503, SHED_RETRY_SECONDS, SHED_MESSAGE);
    }
    next();
  };
}

type Ticket = {
  /**
   * Resolves when the render may run, or when it waited `maxWaitMs` in vain while `mayShed()`
   * holds; while it does not, the render keeps its place for another `maxWaitMs`.
   */
  wait(maxWaitMs: number, mayShed: () => boolean): Promise<"run" | "timeout" | "left">;
  /** The response is over (sent, refused or the client left): frees the turn or the place in line. */
  release(): void;
};

/** First come, first served turns, `concurrency` at a time; low-priority ones after all others. */
function turnTaker(concurrency: number) {
  let running = 0;
  const runningBy = new Map<string, number>();
  const count = (client: string, change: number) => {
    const next = (runningBy.get(client) ?? 0) + change;
    if (next > 0) runningBy.set(client, next);
    else runningBy.delete(client);
  };
  const first: (() => void)[] = [];
  const last: (() => void)[] = [];
  const startNext = () => {
    while (running < concurrency && (first.length > 0 || last.length > 0))
      (first.length > 0 ? first : last).shift()?.();
  };
  return {
    running: () => running,
    runningOf: (client: string) => runningBy.get(client) ?? 0,
    ticket(client: string, lowPriority = false): Ticket {
      const line = lowPriority ? last : first;
      let state: "new" | "waiting" | "running" | "done" = "new";
      let settle: ((turn: "run" | "timeout" | "left") => void) | undefined;
      let timer: NodeJS.Timeout | undefined;
      const start = () => {
        clearTimeout(timer);
        state = "running";
        running++;
        count(client, 1);
        settle?.("run");
      };
      return {
        wait(maxWaitMs, mayShed) {
          if (state === "done") return Promise.resolve("left" as const);
          // A render starts at once when nobody it would pass waits (a low one passes nobody).
          if (running < concurrency && first.length === 0 && (!lowPriority || last.length === 0)) {
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
              const at = line.indexOf(start);
              if (at >= 0) line.splice(at, 1);
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
            running--;
            count(client, -1);
            startNext();
          } else if (was === "waiting") {
            const at = line.indexOf(start);
            if (at >= 0) line.splice(at, 1);
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

/**
 * One warning per shedding episode and then at most one every 10 s with the count: a flood
 * must not turn into a flood of log lines, which would cost the loop as much again.
 */
function throttledLog(everyMs = 10_000) {
  let lastAt = 0;
  let since = 0;
  return (req: Request, details: Record<string, unknown>) => {
    since++;
    const now = Date.now();
    if (now - lastAt < everyMs) return;
    req.log?.warn({ status: 503, ...details, shed: since }, "renders shed");
    lastAt = now;
    since = 0;
  };
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
