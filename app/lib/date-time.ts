/** Times in the site's time zone (ADR 0028), built from numbers: Intl's punctuation differs between ICU versions. */

import { TZDate, tzName } from "@date-fns/tz";

const monthNames =
  "January February March April May June July August September October November December".split(" ");
const two = (n: number) => String(n).padStart(2, "0");

type WallParts = { year: number; month: number; day: number; hour: number; minute: number };

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

/** wallParts with the zone's short name ("CST"), which costs a new Intl formatter each time. */
export function zonedParts(value: Date | string, timeZone: string) {
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
  const clock = `${hour % 12 || 12}:${two(minute)} ${hour < 12 ? "AM" : "PM"}`;
  return `${monthNames[month - 1].slice(0, 3)} ${day}, ${year}, ${clock} ${zone}`;
}

/** "4:43 PM CST". */
export function formatTime(value: Date | string, timeZone: string): string {
  return formatDateTime(value, timeZone).split(", ").slice(2).join(", ");
}

/** "2026-11-25": the zone's calendar date, for date boundaries (file names, "today"). */
export function dateKey(value: Date | string, timeZone: string): string {
  const { year, month, day } = wallParts(value, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The value of a datetime-local input ("2026-11-25T16:43") showing an instant's wall clock in the zone. */
export function zonedInputValue(value: Date | string, timeZone: string): string {
  const { hour, minute } = wallParts(value, timeZone);
  return `${dateKey(value, timeZone)}T${two(hour)}:${two(minute)}`;
}

/** A wall clock in a zone as an instant (month 1-12), by Temporal's "compatible" rule as TZDate follows it. */
export function wallTimeToInstant(wall: WallParts & { second?: number }, timeZone: string): Date {
  const { year, month, day, hour, minute, second = 0 } = wall;
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime());
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read as a wall clock in the zone (wallTimeToInstant); null if it is none. */
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

/** A calendar day (month 1-12) moved by `days`, with its weekday (0 Sunday); Date.UTC rolls over month ends. */
export function addDays(year: number, month: number, day: number, days: number) {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** The instants [`from` 00:00, the day after `to` 00:00) of a range of calendar days in a zone. */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const [fromYear, fromMonth, fromDay] = from.split("-").map(Number);
  const [toYear, toMonth, toDay] = to.split("-").map(Number);
  return {
    start: zonedTimeToInstant({ year: fromYear, month: fromMonth, day: fromDay }, 0, 0, timeZone),
    end: zonedTimeToInstant(addDays(toYear, toMonth, toDay, 1), 0, 0, timeZone),
  };
}

/** The latest instant at or before `now` at which the zone's clock showed `hour`:00 (by calendar days, for DST). */
export function latestLocalHour(now: Date, hour: number, timeZone: string): Date {
  const today = wallParts(now, timeZone);
  const candidate = zonedTimeToInstant(today, hour, 0, timeZone);
  if (candidate <= now) return candidate;
  return zonedTimeToInstant(addDays(today.year, today.month, today.day, -1), hour, 0, timeZone);
}
