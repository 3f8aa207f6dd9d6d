import { describe, expect, it } from "vitest";
import { zonedInputInstant, zonedInputValue } from "~/lib/date-time";

/** The editor's "Publish date" is a wall clock in the site's zone, whatever the browser's. */
describe("datetime-local values in the site's time zone", () => {
  const chicago = "America/Chicago";

  it("reads a wall clock with the offset of its date, winter and summer", () => {
    expect(zonedInputInstant("2026-01-05T09:00", chicago)?.toISOString()).toBe("2026-01-05T15:00:00.000Z");
    expect(zonedInputInstant("2026-07-01T09:00", chicago)?.toISOString()).toBe("2026-07-01T14:00:00.000Z");
    expect(zonedInputInstant("2026-07-01T09:00", "UTC")?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
  });

  it("around the spring-forward night: before, the skipped hour (an hour later), after", () => {
    // 2026-03-08: at 2:00 AM CST the clocks jump to 3:00 AM CDT (08:00 UTC).
    expect(zonedInputInstant("2026-03-08T01:59", chicago)?.toISOString()).toBe("2026-03-08T07:59:00.000Z");
    expect(zonedInputInstant("2026-03-08T02:30", chicago)?.toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(zonedInputInstant("2026-03-08T03:00", chicago)?.toISOString()).toBe("2026-03-08T08:00:00.000Z");
  });

  it("around the fall-back night: the repeated hour is its first pass", () => {
    // 2026-11-01: at 2:00 AM CDT the clocks go back to 1:00 AM CST (07:00 UTC).
    expect(zonedInputInstant("2026-11-01T00:30", chicago)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInputInstant("2026-11-01T01:30", chicago)?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
    expect(zonedInputInstant("2026-11-01T02:30", chicago)?.toISOString()).toBe("2026-11-01T08:30:00.000Z");
  });

  it("shows an instant as the zone's wall clock, and the two agree both ways", () => {
    expect(zonedInputValue("2026-11-01T06:30:00.000Z", chicago)).toBe("2026-11-01T01:30");
    expect(zonedInputValue("2026-11-01T07:30:00.000Z", chicago)).toBe("2026-11-01T01:30");
    expect(zonedInputValue("2026-03-08T08:00:00.000Z", chicago)).toBe("2026-03-08T03:00");
    expect(zonedInputValue("2026-12-31T23:59:00.000Z", "Pacific/Honolulu")).toBe("2026-12-31T13:59");
    for (let hour = 0; hour < 48; hour++) {
      const instant = new Date(Date.UTC(2026, 10, 1, hour));
      expect(zonedInputInstant(zonedInputValue(instant, chicago), chicago)?.getTime()).toBe(
        // The second 1 AM hour shows as the first one: read back, it is the first.
        hour === 7 ? instant.getTime() - 3_600_000 : instant.getTime(),
      );
    }
  });

  it("refuses what is not a datetime-local value", () => {
    for (const value of ["", "tomorrow", "2026-02-30T09:00", "2026-01-05T24:00", "2026-01-05 09:00"])
      expect(zonedInputInstant(value, chicago)).toBeNull();
  });
});
