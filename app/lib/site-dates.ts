import { formatDate, formatDateTime, formatTime } from "~/lib/date-time";
import { useTimeZone } from "~/lib/site-settings";

// Apart from site-settings.ts, so the time-zone library comes only with the pages that show a date.

/** Dates and times as people read them, in the site's time zone (ADR 0028). */
export function useSiteDates() {
  const timeZone = useTimeZone();
  return {
    /** "November 25, 2026" */
    date: (value: Date | string) => formatDate(value, timeZone),
    /** "Nov 25, 2026, 4:43 PM CST" */
    dateTime: (value: Date | string) => formatDateTime(value, timeZone),
    /** "4:43 PM CST" */
    time: (value: Date | string) => formatTime(value, timeZone),
  };
}
