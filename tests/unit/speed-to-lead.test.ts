import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "~/lib/site-settings";
import { businessMinutesBetween, formatMinutes, median, weekOf } from "~/lib/speed-to-lead";

const CHICAGO = "America/Chicago";
const weekdays9to5 = {
  weekdays: { opens: "09:00", closes: "17:00" },
  saturday: { opens: "", closes: "" },
  sunday: { opens: "", closes: "" },
};
const minutes = (from: string, to: string, hours = weekdays9to5) =>
  businessMinutesBetween(new Date(from), new Date(to), hours, CHICAGO);

describe("business minutes between arrival and first response (Chicago)", () => {
  it("counts only the opening hours: a lead from the night answered at 9:30 waited 30 minutes", () => {
    // Tuesday 2026-11-24, 10 p.m. CST, to Wednesday 9:30 a.m. CST.
    expect(minutes("2026-11-25T04:00:00Z", "2026-11-25T15:30:00Z")).toBe(30);
  });

  it("skips the weekend: Friday 4:30 p.m. to Monday 9:20 a.m. is 50 minutes", () => {
    expect(minutes("2026-11-27T22:30:00Z", "2026-11-30T15:20:00Z")).toBe(50);
  });

  it("counts plain time inside one working day", () => {
    expect(minutes("2026-11-24T16:00:00Z", "2026-11-24T16:40:00Z")).toBe(40);
  });

  it("follows the zone across the spring-forward change", () => {
    // Friday 2026-03-06 4 p.m. CST to Monday 2026-03-09 10 a.m. CDT: 60 + 60.
    expect(minutes("2026-03-06T22:00:00Z", "2026-03-09T15:00:00Z")).toBe(120);
  });

  it("falls back to Monday to Friday 8 to 5 when Settings has no opening hours", () => {
    const closed = { ...weekdays9to5, weekdays: { opens: "", closes: "" } };
    expect(minutes("2026-11-25T04:00:00Z", "2026-11-25T14:30:00Z", closed)).toBe(30);
  });

  it("reads the default business details' hours", () => {
    expect(
      businessMinutesBetween(
        new Date("2026-11-24T16:00:00Z"),
        new Date("2026-11-24T16:40:00Z"),
        defaultBusinessDetails.hours,
        CHICAGO,
      ),
    ).toBe(40);
  });
});

describe("speed-to-lead figures", () => {
  it("says durations as people read them", () => {
    expect(formatMinutes(40)).toBe("40 minutes");
    expect(formatMinutes(1)).toBe("1 minute");
    expect(formatMinutes(125)).toBe("2 hours 5 minutes");
    expect(formatMinutes(60 * 27)).toBe("1 day 3 hours");
  });

  it("takes the median, the mean of the middle two for an even count", () => {
    expect(median([])).toBeNull();
    expect(median([50, 10, 40])).toBe(40);
    expect(median([10, 20, 30, 40])).toBe(25);
  });

  it("names a week by its Monday on the zone's calendar", () => {
    // Sunday 2026-11-29, 11 p.m. CST is Monday 05:00 UTC: still the week of Monday the 23rd.
    expect(weekOf("2026-11-30T05:00:00Z", CHICAGO)).toBe("2026-11-23");
    expect(weekOf("2026-11-30T06:00:00Z", CHICAGO)).toBe("2026-11-30");
  });
});
