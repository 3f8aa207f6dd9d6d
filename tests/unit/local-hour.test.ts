import { describe, expect, it } from "vitest";
import { latestLocalHour, zonedTimeToInstant } from "~/lib/date-time";

const CHICAGO = "America/Chicago";
const at = (iso: string) => new Date(iso);

describe("a daily local hour across DST (the spam digest's 7 a.m.)", () => {
  it("is 7 a.m. on the clock on a spring-forward day: 13:00 UTC before, 12:00 UTC from that day", () => {
    // 2026-03-08: Chicago's clocks jump from 2:00 CST to 3:00 CDT.
    expect(latestLocalHour(at("2026-03-08T11:59:00Z"), 7, CHICAGO)).toEqual(at("2026-03-07T13:00:00Z"));
    expect(latestLocalHour(at("2026-03-08T12:00:00Z"), 7, CHICAGO)).toEqual(at("2026-03-08T12:00:00Z"));
    expect(latestLocalHour(at("2026-03-09T11:59:00Z"), 7, CHICAGO)).toEqual(at("2026-03-08T12:00:00Z"));
  });

  it("is 7 a.m. on the clock on a fall-back day, once: 12:00 UTC before, 13:00 UTC from that day", () => {
    // 2026-11-01: 2:00 CDT becomes 1:00 CST; the 25-hour day still has one 7 a.m.
    expect(latestLocalHour(at("2026-11-01T12:30:00Z"), 7, CHICAGO)).toEqual(at("2026-10-31T12:00:00Z"));
    expect(latestLocalHour(at("2026-11-01T13:00:00Z"), 7, CHICAGO)).toEqual(at("2026-11-01T13:00:00Z"));
    expect(latestLocalHour(at("2026-11-02T12:59:00Z"), 7, CHICAGO)).toEqual(at("2026-11-01T13:00:00Z"));
  });

  it("gives one run per local day, on the hour, for every 5-minute check across both changes", () => {
    const runs = new Set<number>();
    for (let t = at("2026-03-06T00:00:00Z").getTime(); t < at("2026-03-11T00:00:00Z").getTime(); t += 300_000)
      runs.add(latestLocalHour(new Date(t), 7, CHICAGO).getTime());
    for (let t = at("2026-10-30T00:00:00Z").getTime(); t < at("2026-11-04T00:00:00Z").getTime(); t += 300_000)
      runs.add(latestLocalHour(new Date(t), 7, CHICAGO).getTime());
    const hours = [...runs].map((run) => new Date(run).toLocaleString("en-US", { timeZone: CHICAGO }));
    expect(hours.every((text) => text.endsWith(", 7:00:00 AM"))).toBe(true);
    // Mar 5-10 and Oct 29-Nov 3: one run for each local date.
    expect(new Set(hours.map((text) => text.split(",")[0])).size).toBe(runs.size);
    expect(runs.size).toBe(12);
  });

  it("reads a wall time skipped by spring-forward as just after the jump, a repeated one as its first", () => {
    expect(zonedTimeToInstant({ year: 2026, month: 3, day: 8 }, 2, 30, CHICAGO)).toEqual(
      at("2026-03-08T08:30:00Z"),
    );
    expect(zonedTimeToInstant({ year: 2026, month: 11, day: 1 }, 1, 30, CHICAGO)).toEqual(
      at("2026-11-01T06:30:00Z"),
    );
  });

  it("follows the zone it is given", () => {
    expect(latestLocalHour(at("2026-07-01T12:00:00Z"), 7, "Europe/Berlin")).toEqual(
      at("2026-07-01T05:00:00Z"),
    );
    expect(latestLocalHour(at("2026-07-01T12:00:00Z"), 7, "America/Los_Angeles")).toEqual(
      at("2026-06-30T14:00:00Z"),
    );
  });
});
