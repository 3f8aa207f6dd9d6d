/**
 * The server runs two bundles (the Express entry and the React Router build), each with its own
 * copy of the modules both import. What must be one per process is shared: a page counted by one
 * copy is found by a lead sent through the other at once, a form token spent through one copy
 * renews the page the other serves, and the password-hashing bound holds for both together.
 * Each test loads a second copy of the modules with vi.resetModules(), as the second bundle does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createTestDatabase, useTestConfig } from "../helpers/db";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let database: DatabaseHandle;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A fresh copy of a module, as the other bundle holds it. */
async function otherCopy<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

describe("state shared by the two bundles", () => {
  it("counts a lead sent the moment its page was served, though the other copy counted the page", async () => {
    const counter = await otherCopy(() => import("~/.server/services/analytics/ingest"));
    const ip = "203.0.113.77";
    counter.pageViewBuffer().add({
      at: new Date(),
      path: "/",
      ip,
      userAgent: chrome,
      entry: true,
      referrerHost: null,
      utmSource: "news",
      utmMedium: null,
      utmCampaign: null,
      device: "desktop",
    });
    // Well within the buffer's one-second wait: the view is only in memory.
    const leads = await otherCopy(() => import("~/.server/services/analytics/conversions"));
    expect(await leads.countedVisitor({ ip, userAgent: chrome })).toMatch(/^[0-9a-f]{32}$/);
  });

  it("tells the served pages that a form token was used up through the other copy", async () => {
    const pages = await otherCopy(() => import("~/.server/services/leads/form-token"));
    const spent: string[] = [];
    pages.onFormTokenSpent((nonce) => spent.push(nonce));
    const leads = await otherCopy(() => import("~/.server/services/leads/form-token"));
    await leads.spendFormToken(database.db, {
      nonce: "two-bundles-nonce",
      issuedAt: Date.now(),
      leadId: crypto.randomUUID(),
    });
    expect(spent).toEqual(["two-bundles-nonce"]);
  });

  it("refuses a password check once both copies together fill the hashing queue", async () => {
    const first = await otherCopy(() => import("~/.server/services/staff/passwords"));
    const second = await otherCopy(() => import("~/.server/services/staff/passwords"));
    // 2 running and 16 waiting at most, per process: 18 checks fit, the 19th is refused.
    const checks = Array.from({ length: 18 }, (_, index) =>
      (index % 2 ? first : second).hashPassword(`long enough password ${index}`),
    );
    await expect(second.hashPassword("one more password here")).rejects.toThrow(
      "Too many sign-ins at this moment. Please try again in a second.",
    );
    await Promise.all(checks);
  });
});
