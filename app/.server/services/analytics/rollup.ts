import { and, lt, lte, max, min, sql } from "drizzle-orm";
import { dateKey } from "~/lib/date-time";
import { getDb, type Db } from "../../db/client";
import { analyticsDimensions, pageViewRollups, pageViews } from "../../db/schema";
import { getSiteSettings } from "../settings";
import { rawGroups } from "./dimensions";
import { utcDay } from "./page-view";
import { deleteSaltsBefore } from "./visitor-hash";

/** A day is rolled up this long after it ended, so the last second's buffered views are in. */
const GRACE_MS = 5 * 60_000;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** The last day whose views are in the aggregates, or null when none is. */
export async function rolledThrough(db: Db = getDb()): Promise<string | null> {
  const [row] = await db.select({ day: max(pageViewRollups.day) }).from(pageViewRollups);
  return row?.day ?? null;
}

/** Rolls one day's raw views into page_view_daily; idempotent (computed from the raw rows and upserted). */
export async function rollUpDay(day: string, db: Db = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const dimension of analyticsDimensions) {
      await tx.execute(sql`insert into page_view_daily (day, dimension, key, views, visitors)
        select day, dimension, key, views, visitors from (${rawGroups(dimension, day, day)}) as grouped
        on conflict (day, dimension, key) do update set views = excluded.views, visitors = excluded.visitors`);
    }
    await tx.insert(pageViewRollups).values({ day }).onConflictDoNothing();
  });
}

export type RollupResult = { rolledDays: string[] };

/** The analytics job: rolls finished days up, deletes rolled-up raw views past retention and old salts. */
export async function runAnalyticsRollup({
  retentionDays,
  now = new Date(),
  db = getDb(),
}: {
  retentionDays: number;
  now?: Date;
  db?: Db;
}): Promise<RollupResult> {
  const { timeZone } = await getSiteSettings(db);
  const lastOpenDay = dateKey(new Date(now.getTime() - GRACE_MS), timeZone);
  const rolled = await rolledThrough(db);
  let next = rolled
    ? addDays(rolled, 1)
    : ((await db.select({ day: min(pageViews.day) }).from(pageViews))[0]?.day ?? null);
  const rolledDays: string[] = [];
  while (next && next < lastOpenDay) {
    await rollUpDay(next, db);
    rolledDays.push(next);
    next = addDays(next, 1);
  }
  const through = rolledDays.at(-1) ?? rolled;
  if (through) {
    const keepFrom = addDays(dateKey(now, timeZone), -retentionDays);
    await db.delete(pageViews).where(and(lt(pageViews.day, keepFrom), lte(pageViews.day, through)));
  }
  await deleteSaltsBefore(lastOpenDay, db);
  return { rolledDays };
}
