/**
 * Times as people read them, in the site's time zone (CMS Settings, default America/Chicago;
 * ADR 0028), the same on the server, in mail and in the browser. Zone arithmetic goes through one
 * library (@date-fns/tz). The text is put together from numbers and the zone abbreviation
 * rather than taken whole from Intl, whose spacing and
 * punctuation differ between ICU versions (the server's and a browser's would not hydrate).
 */

import { TZDate, tzName } from "@date-fns/tz";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type WallParts = { year: number; month: number; day: number; hour: number; minute: number };
type Parts = WallParts & { zone: string };

/** The wall-clock date and time of an instant in a zone. */
function wallParts(value: Date | string, timeZone: string): WallParts {
  const wall = new TZDate(new Date(value).getTime(), timeZone);
  return {
    year: wall.getFullYear(),
    month: wall.getMonth() + 1,
    day: wall.getDate(),
    hour: wall.getHours(),
    minute: wall.getMinutes(),
  };
}

/**
 * The wall-clock date and time of an instant in a zone, with the zone's short name ("CST").
 * The name costs a new Intl formatter each time (most of a date's cost on a page of cards),
 * so the callers that show no zone ask wallParts instead.
 */
export function zonedParts(value: Date | string, timeZone: string): Parts {
  return { ...wallParts(value, timeZone), zone: tzName(timeZone, new Date(value), "short") || timeZone };
}

/** "November 25, 2026": the calendar date in the zone (a post published at 11 PM stays that day). */
export function formatDate(value: Date | string, timeZone: string): string {
  const { year, month, day } = wallParts(value, timeZone);
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** "Nov 25, 2026, 4:43 PM CST". */
export function formatDateTime(value: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute, zone } = zonedParts(value, timeZone);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
  return `${monthNames[month - 1].slice(0, 3)} ${day}, ${year}, ${clock} ${zone}`;
}

/** "4:43 PM CST". */
export function formatTime(value: Date | string, timeZone: string): string {
  return formatDateTime(value, timeZone).split(", ").slice(2).join(", ");
}

/** "2026-11-25": the zone's calendar date, for date boundaries (file names, "today"). */
export function dateKey(value: Date | string, timeZone: string): string {
  const { year, month, day } = wallParts(value, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The value of a datetime-local input ("2026-11-25T16:43") showing an instant's wall clock in the zone. */
export function zonedInputValue(value: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallParts(value, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second?: number };

/**
 * The one rule for reading a wall clock in a zone as an instant (month 1-12). Around a DST change
 * it is Temporal's "compatible" rule, which @date-fns/tz's TZDate follows: a time the clocks skip
 * (2:30 AM on the spring-forward night) moves forward by the gap (3:30 AM, daylight time); a time
 * that happens twice (1:30 AM on the fall-back night) is the earlier of the two (daylight time).
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const { year, month, day, hour, minute, second = 0 } = wall;
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value means when read as a wall clock in the zone (the site's,
 * whatever the browser's), by wallTimeToInstant's rule; null when it is not such a value.
 */
export function zonedInputInstant(value: string, timeZone: string): Date | null {
  const match = wallClockPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return wallTimeToInstant({ year, month, day, hour, minute, second }, timeZone);
}

/** The instant a zone's wall clock shows `hour:minute` on a calendar day (month 1-12), by wallTimeToInstant's rule. */
export function zonedTimeToInstant(
  { year, month, day }: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  return wallTimeToInstant({ year, month, day, hour, minute }, timeZone);
}

/**
 * The instants a range of calendar days (YYYY-MM-DD, both included) covers in a zone:
 * [`from` 00:00, the day after `to` 00:00). Every screen that filters by day reads its days in the
 * site's zone, as it shows its times.
 */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const [fromYear, fromMonth, fromDay] = from.split("-").map(Number);
  const [toYear, toMonth, toDay] = to.split("-").map(Number);
  // Date.UTC rolls the day after the month's last over into the next month.
  const after = new Date(Date.UTC(toYear, toMonth - 1, toDay + 1));
  return {
    start: zonedTimeToInstant({ year: fromYear, month: fromMonth, day: fromDay }, 0, 0, timeZone),
    end: zonedTimeToInstant(
      { year: after.getUTCFullYear(), month: after.getUTCMonth() + 1, day: after.getUTCDate() },
      0,
      0,
      timeZone,
    ),
  };
}

/**
 * The latest instant at or before `now` at which the zone's clock showed `hour`:00: "today's"
 * daily run when that hour has passed locally, else yesterday's. Calendar days, not 24-hour steps,
 * so the answer stays on the hour across DST changes (the days either side are 23 or 25 hours).
 */
export function latestLocalHour(now: Date, hour: number, timeZone: string): Date {
  const today = wallParts(now, timeZone);
  const candidate = zonedTimeToInstant(today, hour, 0, timeZone);
  if (candidate <= now) return candidate;
  const yesterday = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  return zonedTimeToInstant(
    { year: yesterday.getUTCFullYear(), month: yesterday.getUTCMonth() + 1, day: yesterday.getUTCDate() },
    hour,
    0,
    timeZone,
  );
}
