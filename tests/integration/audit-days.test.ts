import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents } from "~/.server/db/schema";
import { listAuditEvents } from "~/.server/services/audit";
import { createTestDatabase, useTestConfig } from "../helpers/db";

/**
 * The audit trail shows its times in the site's zone, so its date filter reads days there too:
 * an evening event in Chicago is after midnight UTC, and belongs to the Chicago day it happened on.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
  await database.db.insert(auditEvents).values([
    // 2026-11-27 at 7:30 PM in Chicago.
    { action: "sign-in-failed", at: new Date("2026-11-28T01:30:00Z"), actorName: "evening" },
    // 2026-11-28 at 9:00 AM in Chicago.
    { action: "sign-in-failed", at: new Date("2026-11-28T15:00:00Z"), actorName: "morning" },
  ]);
});

afterAll(async () => {
  await database?.close();
});

const names = async (from: string, to: string, timeZone = "America/Chicago") =>
  (await listAuditEvents({ page: 1, from, to } as never, timeZone)).items.map((item) => item.actorName);

describe("the audit trail's date filter", () => {
  it("finds an event under the site's calendar day it happened on", async () => {
    expect(await names("2026-11-27", "2026-11-27")).toEqual(["evening"]);
    expect(await names("2026-11-28", "2026-11-28")).toEqual(["morning"]);
    expect(await names("2026-11-27", "2026-11-28")).toEqual(["morning", "evening"]);
  });

  it("follows the site's zone when it is another one", async () => {
    expect(await names("2026-11-28", "2026-11-28", "UTC")).toEqual(["morning", "evening"]);
  });
});
