/**
 * Times as people read them, in the site's time zone (CMS Settings, default America/Chicago;
 * ADR 0028), the same on the server, in mail and in the browser. The text is put together from
 * Intl's numbers and zone abbreviation rather than taken whole from Intl, whose spacing and
 * punctuation differ between ICU versions (the server's and a browser's would not hydrate).
 */

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

type Parts = { year: number; month: number; day: number; hour: number; minute: number; zone: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a zone, with the zone's short name ("CST"). */
export function zonedParts(value: Date | string, timeZone: string): Parts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      timeZoneName: "short",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    zone: parts.timeZoneName ?? timeZone,
  };
}

/** "November 25, 2026": the calendar date in the zone (a post published at 11 PM stays that day). */
export function formatDate(value: Date | string, timeZone: string): string {
  const { year, month, day } = zonedParts(value, timeZone);
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
  const { year, month, day } = zonedParts(value, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The zone's offset from UTC at an instant, in ms (Chicago in winter: -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute } = zonedParts(new Date(instant), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** The value of a datetime-local input ("2026-11-25T16:43") showing an instant's wall clock in the zone. */
export function zonedInputValue(value: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute } = zonedParts(value, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value means when read as a wall clock in the zone (the site's,
 * whatever the browser's), or null when it is not such a value. Around a DST change it follows
 * the usual rule (Temporal's "compatible"): a time the clocks skip (2:30 AM on the spring-forward
 * night) is read with the offset before the change, so it lands an hour later; a time that
 * happens twice (1:30 AM on the fall-back night) is the first one.
 */
export function zonedInputInstant(value: string, timeZone: string): Date | null {
  const match = wallClockPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // At most one offset change lies within a day of any wall time: the offsets a day before and
  // after are the only candidates.
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const fits = (instant: number) => zonedInputValue(new Date(instant), timeZone) === value.slice(0, 16);
  const candidates = [before, after].filter(fits);
  return new Date(candidates.length ? Math.min(...candidates) : before);
}

/**
 * The instant a zone's wall clock shows `hour:minute` on a calendar day (month 1-12). Offsets are
 * looked up at the result, so a DST change day is right; a time the clock skips (2:30 on a spring-
 * forward night) is the instant just after the jump, as a wall clock would show it.
 */
export function zonedTimeToInstant(
  { year, month, day }: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const showsWall = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const exact = [first, second].filter(showsWall);
  // Two fit on a fall-back night (1:30 comes twice): the first. None fit in a spring-forward gap.
  return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
}

/**
 * The latest instant at or before `now` at which the zone's clock showed `hour`:00: "today's"
 * daily run when that hour has passed locally, else yesterday's. Calendar days, not 24-hour steps,
 * so the answer stays on the hour across DST changes (the days either side are 23 or 25 hours).
 */
export function latestLocalHour(now: Date, hour: number, timeZone: string): Date {
  const today = zonedParts(now, timeZone);
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
