import { and, eq, gte } from "drizzle-orm";
import { zonedTimeToInstant } from "~/lib/date-time";
import { businessMinutesBetween, median, responseMinutes, weekOf } from "~/lib/speed-to-lead";
import { type Executor, getDb } from "../../db/client";
import { leads } from "../../db/schema";
import { getSiteSettings } from "../settings";

/** A first response this many business minutes after arrival, or sooner, is "within one business hour". */
const BUSINESS_HOUR_MINUTES = 60;

/** Speed to lead, one row per week (Monday in the site's zone) of leads that arrived in it. */
export type SpeedToLeadWeek = Awaited<ReturnType<typeof speedToLead>>[number];

/**
 * Speed to lead of the last `weeks` weeks (site calendar), oldest first: leads, answered, median
 * minutes to a first response, and the share answered within one business hour.
 */
export async function speedToLead(
  { weeks = 8, now = new Date() }: { weeks?: number; now?: Date } = {},
  db: Executor = getDb(),
) {
  const { timeZone, business } = await getSiteSettings(db);
  const thisWeek = weekOf(now, timeZone);
  // The weeks' Mondays, oldest first (UTC dates: every day is 24 hours).
  const mondayMs = Date.parse(`${thisWeek}T00:00:00Z`);
  const keys = Array.from({ length: weeks }, (_, i) =>
    new Date(mondayMs - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  const [year, month, day] = keys[0].split("-").map(Number);
  const since = zonedTimeToInstant({ year, month, day }, 0, 0, timeZone);
  const rows = await db
    .select({ receivedAt: leads.receivedAt, firstResponseAt: leads.firstResponseAt })
    .from(leads)
    .where(and(eq(leads.isSpam, false), gte(leads.receivedAt, since)));
  const byWeek = new Map(keys.map((key) => [key, { leads: 0, minutes: [] as number[], within: 0 }]));
  for (const row of rows) {
    const week = byWeek.get(weekOf(row.receivedAt, timeZone));
    if (!week) continue;
    week.leads++;
    if (!row.firstResponseAt) continue;
    week.minutes.push(responseMinutes(row.receivedAt, row.firstResponseAt));
    const waited = businessMinutesBetween(row.receivedAt, row.firstResponseAt, business.hours, timeZone);
    if (waited <= BUSINESS_HOUR_MINUTES) week.within++;
  }
  return keys.map((key) => {
    const week = byWeek.get(key) ?? { leads: 0, minutes: [], within: 0 };
    return {
      /** The week's Monday, "2026-11-23". */
      week: key,
      leads: week.leads,
      answered: week.minutes.length,
      /** The median minutes from arrival to first response of the answered leads; null when none was. */
      medianMinutes: median(week.minutes),
      /** Answered within one business hour, of all the week's leads (0 to 1); null for a week without leads. */
      withinBusinessHour: week.leads ? week.within / week.leads : null,
    };
  });
}
