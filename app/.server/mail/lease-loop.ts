import { type SQL, sql } from "drizzle-orm";
import type pino from "pino";

/**
 * The claim loop both mail workers share: the outbox (mail-worker.ts) and the newsletter
 * delivery worker (mail/newsletter/delivery-worker.ts, ADR 0033). Each round claims due rows with
 * FOR UPDATE SKIP LOCKED, setting status 'sending' and a lease (locked_until); while the round
 * works, the claims it still holds are renewed every third of the lease, so a crashed instance's
 * rows are claimed again soon after their lease runs out, and a live one's never are. Every row
 * is settled (its answer recorded) as soon as it is handled. What is claimed, renewed and how a
 * row is handled is each worker's own; the loop, the heartbeat and the polling are here.
 */

/** The database's clock `ms` from now: a lease's end, or a retry's time. */
export const nowPlus = (ms: number): SQL =>
  sql`now() + ${sql.raw(`interval '${Math.ceil(ms)} milliseconds'`)}`;

/** The defaults with the options given (an undefined option keeps its default). */
export function withDefaults<D extends object, O extends object>(defaults: D, options: O) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given } as D & { [K in keyof O]: K extends keyof D ? NonNullable<O[K]> : O[K] };
}

export type LeasedWorker = {
  /** Claims and handles one batch; resolves with how many rows were claimed. */
  runOnce(): Promise<number>;
  /** Stops polling; resolves once the batch in progress is finished (or its grace is over). */
  stop(): Promise<void>;
  /** Asked when stopping with a grace: start no new row (give the rest of the batch back). */
  windDown?(): void;
  /** Asked when the grace is half over: end the rows in progress now (their claims are given back). */
  abort?(): void;
};

export type LeasedBatch<T> = {
  /** Rows claimed for this round (status 'sending', locked_until set). */
  claimed: T[];
  /** Renews the lease of the rows still held (never one already settled). */
  renew(held: T[]): Promise<void>;
  /** Delivers and settles one row; a throw ends the round (the row's lease then runs out). */
  handle(item: T): Promise<void>;
  leaseMs: number;
  /** How many rows are handled at once (default 1: in claim order). */
  lanes?: number;
  logger?: pino.Logger;
  /** Logged when a renewal fails, e.g. "mail claim renewal failed". */
  renewalFailed: string;
  /** Once aborted, no lease is renewed again: a round that cannot end lets its claims lapse. */
  signal?: AbortSignal;
};

/**
 * Handles a claimed batch while holding its leases: a heartbeat renews the rows not yet handled
 * every leaseMs / 3; each row is released from it once `handle` has settled it.
 */
export async function handleLeased<T>(batch: LeasedBatch<T>): Promise<void> {
  const held = new Set(batch.claimed);
  const heartbeat = setInterval(() => {
    if (held.size === 0 || batch.signal?.aborted) return;
    batch.renew([...held]).catch((error: unknown) => batch.logger?.warn({ err: error }, batch.renewalFailed));
  }, batch.leaseMs / 3);
  heartbeat.unref();
  try {
    const queue = [...batch.claimed];
    const lane = async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        try {
          await batch.handle(item);
        } finally {
          held.delete(item);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, batch.lanes ?? 1) }, lane));
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Polls a worker every pollMs, and at once again while `again(handled)` says there may be more
 * (a full batch, or any work at all). A failed round is logged and the next poll tries again.
 */
export function startPolling(
  worker: LeasedWorker,
  options: {
    pollMs: number;
    again: (handled: number) => boolean;
    logger?: pino.Logger;
    /** Logged when a round throws, e.g. "mail outbox round failed". */
    roundFailed: string;
    /**
     * With a grace, stop() resolves within it whatever the round does: it winds the worker down at
     * once and aborts it when half the grace is over. Without one, stop() waits for the round.
     */
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
      options.logger?.error({ err: error }, options.roundFailed);
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
