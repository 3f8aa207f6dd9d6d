import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { jobRuns, leads, mailOutbox } from "~/.server/db/schema";
import { saveTimeZone } from "~/.server/services/settings";
import { runSpamDigest } from "~/.server/mail/spam-digest";
import { createTestDatabase, useTestConfig } from "../helpers/db";

/**
 * The daily spam digest goes out at 7 a.m. in the site's time zone (CMS Settings), on
 * the hour across DST changes, once per local day, also when two instances check at once.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  useTestConfig({ STAFF_EMAIL: "digest-staff@hearthstonedigital.example" });
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const QUARTER_HOUR = 15 * 60_000;

/** The jobs worker's checks (every 5 minutes; here every 15) from `from` to `to`, two instances at each. */
async function checkOften(from: string, to: string) {
  for (let t = new Date(from).getTime(); t < new Date(to).getTime(); t += QUARTER_HOUR)
    await Promise.all([runSpamDigest(new Date(t)), runSpamDigest(new Date(t))]);
}

async function spamAt(iso: string, name: string) {
  await database.db.insert(leads).values({
    kind: "quick-message",
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    fingerprint: `schedule-${name}`,
    isSpam: true,
    spamReason: "honeypot",
    receivedAt: new Date(iso),
  });
}

const runEnds = async () =>
  (
    await database.db
      .select({ end: jobRuns.periodEnd })
      .from(jobRuns)
      .where(eq(jobRuns.job, "spam-digest"))
      .orderBy(asc(jobRuns.periodEnd))
  ).map((row) => row.end.toISOString());

describe("the spam digest's schedule", () => {
  it("runs at 7 a.m. Chicago time each day across the fall-back change, once, with two instances", async () => {
    // A spam entry each night, so each day's digest is a mail.
    await spamAt("2026-10-31T08:00:00Z", "Night One");
    await spamAt("2026-11-01T08:00:00Z", "Night Two");
    await spamAt("2026-11-02T08:00:00Z", "Night Three");
    // 2026-11-01 is the fall-back day: 7 a.m. is 12:00 UTC before it and 13:00 UTC from it on.
    await checkOften("2026-10-31T11:00:00Z", "2026-11-02T14:00:00Z");
    expect(await runEnds()).toEqual([
      // The first check, at 6 a.m. local, covers the day up to the previous morning (nothing: no mail).
      "2026-10-30T12:00:00.000Z",
      "2026-10-31T12:00:00.000Z",
      "2026-11-01T13:00:00.000Z",
      "2026-11-02T13:00:00.000Z",
    ]);
    const digests = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "spam-digest"));
    expect(digests).toHaveLength(3);
    // Each lists its night's entry only, with the time as Chicago reads it.
    const second = digests.find((digest) => digest.text.includes("Night Two"));
    expect(second?.text).not.toContain("Night One");
    expect(second?.text).toContain("Nov 1, 2026, 2:00 AM CST");
  }, 120_000);

  it("follows the time zone saved in Settings, and a zone change mid-day sends no second digest", async () => {
    await saveTimeZone("America/New_York", "test");
    await spamAt("2026-11-03T08:00:00Z", "Night Four");
    // New York's 7 a.m. is 12:00 UTC in winter: the digest goes out an hour earlier than Chicago's.
    await checkOften("2026-11-03T11:00:00Z", "2026-11-03T12:30:00Z");
    expect((await runEnds()).at(-1)).toBe("2026-11-03T12:00:00.000Z");
    // Staff switch back to Chicago that morning: its 7 a.m. comes an hour later, same local day.
    await saveTimeZone("America/Chicago", "test");
    await checkOften("2026-11-03T12:30:00Z", "2026-11-03T18:00:00Z");
    expect((await runEnds()).at(-1)).toBe("2026-11-03T12:00:00.000Z");
    // The next day is Chicago's again.
    await checkOften("2026-11-04T12:30:00Z", "2026-11-04T13:30:00Z");
    expect((await runEnds()).at(-1)).toBe("2026-11-04T13:00:00.000Z");
  });
});
