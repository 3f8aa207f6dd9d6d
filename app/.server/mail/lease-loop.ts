import { and, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type pino from "pino";
import type { Executor } from "../db/client";
import type { mailOutbox, webhookDeliveries } from "../db/schema";

/**
 * The loop of the three leased workers (mail outbox, newsletter deliveries, webhook outbox): a
 * round claims due rows (FOR UPDATE SKIP LOCKED, status 'sending', a lease) and renews the claims
 * it still holds every third of the lease, so only a crashed instance's rows are claimed again.
 */

/** The database's clock `ms` from now: a lease's end, or a retry's time. */
export const nowPlus = (ms: number): SQL =>
  sql`now() + ${sql.raw(`interval '${Math.ceil(ms)} milliseconds'`)}`;

/** The defaults with the options given (an undefined option keeps its default). */
export function withDefaults<D extends object, O extends object>(defaults: D, options: O) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given } as D & { [K in keyof O]: K extends keyof D ? NonNullable<O[K]> : O[K] };
}

/** Delay before the next attempt after `attempts` failed ones: exponential, capped, with a little jitter. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (1 + Math.random() * 0.1));
}

/** An outbox row's state after a failed attempt: 'failed' once given up, else 'pending' until the backoff ends. */
export function afterFailure(
  attempts: number,
  givenUp: boolean,
  settings: { backoffBaseMs: number; backoffMaxMs: number },
) {
  if (givenUp) return { status: "failed" as const };
  const retryInMs = backoffDelay(attempts, settings.backoffBaseMs, settings.backoffMaxMs);
  return { status: "pending" as const, nextAttemptAt: nowPlus(retryInMs), retryInMs };
}

export type LeasedWorker = {
  /** Claims and handles one batch; resolves with how many rows were claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
  /** Stopping with a grace: start no new row. */
  windDown?(): void;
  /** The grace is half over: end the rows in progress now (their claims are given back). */
  abort?(): void;
};

/** The outbox tables with one id per row and the same lease columns. */
type Outbox = typeof mailOutbox | typeof webhookDeliveries;

/** An outbox's claim (due or lapsed rows, counting an attempt on each) and renewal for leasedRound. */
export function outboxClaims<Q extends Outbox>(
  db: Executor,
  queue: Q,
  options: { batchSize: number; leaseMs: number; where?: SQL },
) {
  const table = queue as Outbox;
  const lease = () => nowPlus(options.leaseMs);
  return {
    claim(): Promise<Q["$inferSelect"][]> {
      const due = db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            options.where,
            or(
              and(eq(table.status, "pending"), lte(table.nextAttemptAt, sql`now()`)),
              and(eq(table.status, "sending"), lt(table.lockedUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(table.nextAttemptAt)
        .limit(options.batchSize)
        .for("update", { skipLocked: true });
      return db
        .update(table)
        .set({ status: "sending", attempts: sql`${table.attempts} + 1`, lockedUntil: lease() })
        .where(inArray(table.id, due))
        .returning();
    },
    async renew(held: { id: string }[]) {
      if (held.length === 0) return;
      const ids = held.map((row) => row.id);
      await db
        .update(table)
        .set({ lockedUntil: lease() })
        .where(and(inArray(table.id, ids), eq(table.status, "sending")));
    },
  };
}

export type LeasedRounds<T> = {
  /** Names the worker in its log lines. */
  name: string;
  claim(): Promise<T[]>;
  /** Renews the lease of the rows still held (never one already settled). */
  renew(held: T[]): Promise<void>;
  /** Delivers and settles one row; a throw ends the round (the row's lease then runs out). */
  handle(item: T): Promise<void>;
  /** Run at the end of every round, with what it claimed (perhaps nothing). */
  finish?(claimed: T[]): Promise<void>;
  leaseMs: number;
  /** How many rows are handled at once (default 1: in claim order). */
  lanes?: number;
  logger?: pino.Logger;
  /** Once aborted, no lease is renewed again: a round that cannot end lets its claims lapse. */
  signal?: AbortSignal;
};

/** One round: claims a batch and handles it, a heartbeat renewing the rows not yet handled. */
export async function leasedRound<T>(rounds: LeasedRounds<T>): Promise<number> {
  const claimed = await rounds.claim();
  if (claimed.length > 0) {
    const held = new Set(claimed);
    const heartbeat = setInterval(() => {
      if (held.size === 0 || rounds.signal?.aborted) return;
      rounds
        .renew([...held])
        .catch((error: unknown) =>
          rounds.logger?.warn({ err: error }, `${rounds.name} claim renewal failed`),
        );
    }, rounds.leaseMs / 3);
    heartbeat.unref();
    try {
      const queue = [...claimed];
      const lane = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
          try {
            await rounds.handle(item);
          } finally {
            held.delete(item);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, rounds.lanes ?? 1) }, lane));
    } finally {
      clearInterval(heartbeat);
    }
  }
  await rounds.finish?.(claimed);
  return claimed.length;
}

/** Polls a worker every pollMs, at once again while `again(handled)`; a failed round is logged. */
export function startPolling(
  worker: LeasedWorker,
  options: {
    pollMs: number;
    again: (handled: number) => boolean;
    logger?: pino.Logger;
    /** Names the worker in the log line of a failed round. */
    name: string;
    /** With a grace, stop() winds the worker down, aborts it at half the grace and resolves within it. */
    graceMs?: number;
  },
): LeasedWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<void> | undefined;

  const round = async () => {
    try {
      while (!stopped && options.again(await worker.runOnce())) {}
    } catch (error) {
      options.logger?.error({ err: error }, `${options.name} round failed`);
    }
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    inProgress = round().finally(() => {
      inProgress = undefined;
      if (!stopped) {
        timer = setTimeout(tick, options.pollMs);
        timer.unref();
      }
    });
  };
  timer = setTimeout(tick, 0);
  timer.unref();

  return {
    runOnce: worker.runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (options.graceMs === undefined) {
        await inProgress;
      } else if (inProgress) {
        worker.windDown?.();
        if (!(await settlesWithin(inProgress, options.graceMs / 2))) {
          worker.abort?.();
          if (!(await settlesWithin(inProgress, options.graceMs / 2))) {
            options.logger?.warn("round still running at stop: its claims lapse with their lease");
          }
        }
      }
      await worker.stop();
    },
  };
}

async function settlesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
