import { describe, expect, it } from "vitest";
import { zonedDayRange } from "~/lib/date-time";

/** A range of calendar days, read in the site's zone: what the analytics and audit filters cover. */
describe("calendar days in the site's time zone", () => {
  const chicago = "America/Chicago";
  const hours = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;

  it("starts and ends at the zone's midnight, not UTC's", () => {
    const day = zonedDayRange("2026-11-27", "2026-11-27", chicago);
    expect(day.start.toISOString()).toBe("2026-11-27T06:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-11-28T06:00:00.000Z");
  });

  it("is 23 hours on the spring-forward day and 25 on the fall-back day", () => {
    expect(hours(zonedDayRange("2026-03-08", "2026-03-08", chicago))).toBe(23);
    expect(hours(zonedDayRange("2026-11-01", "2026-11-01", chicago))).toBe(25);
  });

  it("runs over the end of a month and of a year", () => {
    expect(zonedDayRange("2026-12-30", "2026-12-31", chicago).end.toISOString()).toBe(
      "2027-01-01T06:00:00.000Z",
    );
    expect(zonedDayRange("2026-02-28", "2026-02-28", "UTC").end.toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });
});
