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

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute } = zonedParts(new Date(instant), timeZone);
  const minuteStart = Math.floor(instant / 60_000) * 60_000;
  return Date.UTC(year, month - 1, day, hour, minute) - minuteStart;
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
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  const showsWall = (instant: number) => instant + zoneOffsetMs(instant, timeZone) === wall;
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
