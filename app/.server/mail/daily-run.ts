import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { jobRuns } from "../db/schema";

/**
 * A second run within this of the last is a time-zone or hour change mid-day (the same local hour
 * on consecutive days is 23 to 25 hours apart): that day's mail went out already.
 */
const MIN_GAP_MS = 12 * 60 * 60 * 1000;

/** Claims the daily `job` for the day ending `periodEnd`, in the transaction that queues its mails; false when taken. */
export async function claimDailyRun(tx: Executor, job: string, periodEnd: Date): Promise<boolean> {
  const [recent] = await tx
    .select({ end: jobRuns.periodEnd })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), gt(jobRuns.periodEnd, new Date(periodEnd.getTime() - MIN_GAP_MS))))
    .limit(1);
  if (recent) return false;
  const claimed = await tx
    .insert(jobRuns)
    .values({ job, periodEnd })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}
