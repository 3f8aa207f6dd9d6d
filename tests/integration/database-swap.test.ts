/**
 * What a process keeps beside its database belongs to that database: once the process's database
 * is replaced (a reopened one, or the next test file's in a shared worker), a rate limit counts in
 * the new one and a page view waits for the one it was counted against.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, setDatabase } from "~/.server/db/client";
import { flushPageViews, pageViewBuffer } from "~/.server/services/analytics/ingest";
import { pendingView } from "~/.server/services/analytics/page-view";
import { existingSalt } from "~/.server/services/analytics/visitor-hash";
import { consumeRateLimit, type RateLimitRule } from "~/.server/services/rate-limit";
import { dateKey } from "~/lib/date-time";
import { createTestDatabase, useTestConfig } from "../helpers/db";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const rule: RateLimitRule = { name: "swap-test", points: 2, durationSeconds: 60 };
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  useTestConfig();
  first = await createTestDatabase();
  second = await createTestDatabase();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const rows = async (handle: DatabaseHandle, table: string) =>
  (await handle.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`))).rows[0]
    ?.count;

it("counts a rate limit in the database in use, after the one before it was closed", async () => {
  const spare = await createTestDatabase();
  await consumeRateLimit(rule, "10.0.0.1");
  await spare.close();
  setDatabase(second);
  await consumeRateLimit(rule, "10.0.0.1");
  await consumeRateLimit(rule, "10.0.0.1");
  await expect(consumeRateLimit(rule, "10.0.0.1")).rejects.toThrow(/Too many requests/);
  expect(await rows(second, "rate_limits")).toBe(1);
});

it("writes a page view to the database it was counted against, with that database's salt", async () => {
  const at = new Date();
  const view = pendingView({
    path: "/about",
    search: "",
    headers: { "user-agent": BROWSER },
    ip: "10.0.0.2",
    at,
  });
  setDatabase(first);
  if (!view) throw new Error("a browser's view is counted");
  pageViewBuffer().add(view);
  setDatabase(second);
  await flushPageViews();
  expect(await rows(second, "page_views")).toBe(0);
  setDatabase(first);
  await flushPageViews();
  expect(await rows(first, "page_views")).toBe(1);
  // A salt is read from the database that holds it, not from another's cache.
  const day = dateKey(at, "America/Chicago");
  expect(await existingSalt(day, first.db)).not.toBeNull();
  expect(await existingSalt(day, second.db)).toBeNull();
});
