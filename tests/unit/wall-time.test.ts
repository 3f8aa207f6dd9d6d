import { describe, expect, it } from "vitest";
import { formatDateTime, wallTimeToInstant, zonedInputInstant, zonedTimeToInstant } from "~/lib/date-time";

const chicago = "America/Chicago";
const iso = (wall: { year: number; month: number; day: number; hour: number; minute: number }) =>
  wallTimeToInstant(wall, chicago).toISOString();

describe("one rule for wall times in the site zone (America/Chicago, 2026)", () => {
  it("moves a spring-forward time the clocks skip forward by the gap (March 8: 2:00 → 3:00)", () => {
    expect(iso({ year: 2026, month: 3, day: 8, hour: 1, minute: 59 })).toBe("2026-03-08T07:59:00.000Z");
    expect(iso({ year: 2026, month: 3, day: 8, hour: 2, minute: 0 })).toBe("2026-03-08T08:00:00.000Z");
    expect(iso({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toBe("2026-03-08T08:30:00.000Z");
    expect(iso({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 })).toBe("2026-03-08T08:00:00.000Z");
    expect(
      formatDateTime(
        wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, chicago),
        chicago,
      ),
    ).toBe("Mar 8, 2026, 3:30 AM CDT");
  });

  it("takes the earlier instant of a fall-back time that happens twice (November 1: 1:00-1:59)", () => {
    expect(iso({ year: 2026, month: 11, day: 1, hour: 0, minute: 59 })).toBe("2026-11-01T05:59:00.000Z");
    expect(iso({ year: 2026, month: 11, day: 1, hour: 1, minute: 0 })).toBe("2026-11-01T06:00:00.000Z");
    expect(iso({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 })).toBe("2026-11-01T06:30:00.000Z");
    expect(iso({ year: 2026, month: 11, day: 1, hour: 2, minute: 0 })).toBe("2026-11-01T08:00:00.000Z");
    expect(
      formatDateTime(
        wallTimeToInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, chicago),
        chicago,
      ),
    ).toBe("Nov 1, 2026, 1:30 AM CDT");
  });

  it("is the same rule for the editor's input and for daily local hours", () => {
    for (const [value, day, hour, minute] of [
      ["2026-03-08T02:30", { year: 2026, month: 3, day: 8 }, 2, 30],
      ["2026-11-01T01:30", { year: 2026, month: 11, day: 1 }, 1, 30],
      ["2026-11-01T01:59", { year: 2026, month: 11, day: 1 }, 1, 59],
      ["2026-03-08T02:59", { year: 2026, month: 3, day: 8 }, 2, 59],
    ] as const) {
      expect(zonedInputInstant(value, chicago)).toEqual(zonedTimeToInstant(day, hour, minute, chicago));
    }
  });

  it("labels each side of both changes with its own abbreviation", () => {
    expect(formatDateTime("2026-03-08T07:59:00Z", chicago)).toBe("Mar 8, 2026, 1:59 AM CST");
    expect(formatDateTime("2026-03-08T08:00:00Z", chicago)).toBe("Mar 8, 2026, 3:00 AM CDT");
    expect(formatDateTime("2026-11-01T06:59:00Z", chicago)).toBe("Nov 1, 2026, 1:59 AM CDT");
    expect(formatDateTime("2026-11-01T07:00:00Z", chicago)).toBe("Nov 1, 2026, 1:00 AM CST");
  });
});
