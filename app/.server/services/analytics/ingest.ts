import { dateKey } from "~/lib/date-time";
import { getDb, type Db } from "../../db/client";
import { pageViews } from "../../db/schema";
import { processWide } from "../../process-wide";
import { getSiteSettings } from "../settings";
import type { PendingView } from "./page-view";
import { saltForDay, visitorHash } from "./visitor-hash";

/** Writes counted views, each with its day's visitor hash (the day on the site's calendar). */
export async function writeViews(views: readonly PendingView[], db: Db = getDb()): Promise<void> {
  if (views.length === 0) return;
  const { timeZone } = await getSiteSettings(db);
  const salts = new Map<string, string>();
  for (const day of new Set(views.map((view) => dateKey(view.at, timeZone))))
    salts.set(day, await saltForDay(day, db));
  const rows = views.map(({ ip, userAgent, ...view }) => {
    const day = dateKey(view.at, timeZone);
    return { ...view, day, visitor: visitorHash(salts.get(day) as string, ip, userAgent) };
  });
  // Large batches in slices: PostgreSQL takes at most 65,535 parameters per statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(pageViews).values(rows.slice(start, start + 1000));
  }
}

type ViewBuffer = ReturnType<typeof createViewBuffer>;

/** A write buffer: views wait at most `flushMs` or until `maxBatch` wait (a crash loses that second). */
export function createViewBuffer({
  write = (views: readonly PendingView[]) => writeViews(views),
  flushMs = 1000,
  maxBatch = 500,
  onError = (_error: unknown) => {},
} = {}) {
  let waiting: PendingView[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Writes what is waiting now (also at shutdown). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    // One write at a time, in order; a failed batch is dropped (analytics never retries into an outage).
    writing = writing.then(() => (batch.length ? write(batch).catch(onError) : undefined));
    return writing;
  }

  return {
    add(view: PendingView) {
      waiting.push(view);
      if (waiting.length >= maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
  };
}

/**
 * The process's buffers, one per database: the counter (Express bundle) fills one, a lead (page
 * bundle) flushes it. A view waits for the database it was counted against, so one that is
 * replaced (a reopened database, a test file's own) never receives another's views.
 */
const buffers = processWide("pageViewBuffers", () => new WeakMap<Db, ViewBuffer>());

/** The buffer of this process's database, written by the page-view counter. */
export function pageViewBuffer(onError?: (error: unknown) => void): ViewBuffer {
  const db = getDb();
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = createViewBuffer({ write: (views) => writeViews(views, db), onError });
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Writes the views still waiting: before a conversion looks for its visit, at shutdown, in tests. */
export async function flushPageViews(): Promise<void> {
  await buffers.get(getDb())?.flush();
}
