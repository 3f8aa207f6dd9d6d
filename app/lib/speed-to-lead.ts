import { addDays, zonedParts, zonedTimeToInstant } from "~/lib/date-time";
import type { BusinessDetails, HourGroupKey } from "~/lib/schemas/site-settings";

/**
 * Speed to lead: a lead is answered "within one business hour" when at most 60 minutes of business
 * hours (Settings' opening hours, else Monday to Friday 8:00 to 17:00, in the site's zone) passed
 * between its arrival and its first response.
 */

type Hours = BusinessDetails["hours"];

const FALLBACK_HOURS: Hours = {
  weekdays: { opens: "08:00", closes: "17:00" },
  saturday: { opens: "", closes: "" },
  sunday: { opens: "", closes: "" },
};

/** Days looked at before giving up: a lead unanswered that long is far past one business hour. */
const MAX_DAYS = 31;

const groupOf = (weekday: number): HourGroupKey =>
  weekday === 0 ? "sunday" : weekday === 6 ? "saturday" : "weekdays";

const clock = (time: string) => {
  const [hour, minute] = time.split(":").map(Number);
  return { hour, minute };
};

function effectiveHours(hours: Hours): Hours {
  const open = Object.values(hours).some((day) => day.opens && day.closes && day.opens < day.closes);
  return open ? hours : FALLBACK_HOURS;
}

/** Minutes of business hours between two instants (0 when end is not after start). */
export function businessMinutesBetween(start: Date, end: Date, hours: Hours, timeZone: string): number {
  if (end <= start) return 0;
  const week = effectiveHours(hours);
  const first = zonedParts(start, timeZone);
  let total = 0;
  for (let offset = 0; offset <= MAX_DAYS; offset++) {
    const day = addDays(first.year, first.month, first.day, offset);
    const { opens, closes } = week[groupOf(day.weekday)];
    if (opens && closes && opens < closes) {
      const from = clock(opens);
      const to = clock(closes);
      const openAt = zonedTimeToInstant(day, from.hour, from.minute, timeZone);
      const closeAt = zonedTimeToInstant(day, to.hour, to.minute, timeZone);
      if (openAt >= end) break;
      const overlap =
        Math.min(closeAt.getTime(), end.getTime()) - Math.max(openAt.getTime(), start.getTime());
      if (overlap > 0) total += overlap / 60_000;
    } else if (zonedTimeToInstant(day, 0, 0, timeZone) >= end) {
      break;
    }
  }
  return total;
}

/** Whole minutes from arrival to first response. */
export function responseMinutes(receivedAt: Date | string, firstResponseAt: Date | string): number {
  const elapsed = new Date(firstResponseAt).getTime() - new Date(receivedAt).getTime();
  return Math.max(0, Math.round(elapsed / 60_000));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "40 minutes", "2 hours 5 minutes", "3 days 4 hours". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return plural(whole, "minute");
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  if (days > 0) return hours ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
}

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The Monday (as "2026-11-23") of the week an instant falls in, on the zone's calendar. */
export function weekOf(value: Date | string, timeZone: string): string {
  const { year, month, day } = zonedParts(value, timeZone);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  calendar.setUTCDate(calendar.getUTCDate() - ((calendar.getUTCDay() + 6) % 7));
  return calendar.toISOString().slice(0, 10);
}
