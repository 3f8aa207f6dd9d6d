/**
 * Crash under load: ~2,000 contact submissions at 50 concurrent against the
 * production server; the server is SIGKILLed midway, restarted on the same database, and the
 * rest are sent. Every submission answered 2xx must be in the database exactly once.
 * Run on PostgreSQL and on the embedded PGlite (DATA_DIR); see docs/decisions for what each
 * guarantees.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { postgresForTests } from "../../helpers/pg-cluster";
import { scratchDatabase } from "../../helpers/prepared-database";
import { type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsPostgres } from "../../helpers/suite-needs";

const TOTAL = 2_000;
const CONCURRENCY = 50;
const KILL_AFTER_ANSWERED = 1_000;
/**
 * Load is bounded in time too: the kill comes after 1,000 answers or 6 s, whichever is first, and
 * after the restart new submissions start for at most 4 s (enough to show the restarted server
 * takes them and nothing is stored twice). On a slow machine fewer than 2,000
 * go out; the printed numbers say how many.
 */
const KILL_AFTER_MS = 6_000;
const SECOND_PHASE_MS = 4_000;

type Outcome = "2xx" | "refused" | "lost";
type Run = { outcomes: Map<string, Outcome>; statuses: Map<number, number> };

function submission(email: string, index: number) {
  return JSON.stringify({
    fullName: `Load Tester ${index}`,
    email,
    phone: "713-555-0142",
    service: "website",
    message: `Crash-test submission number ${index}.`,
    company: "Durable Plumbing",
  });
}

/** 10.x.y.z from a counter: every submission comes from its own address (per-IP limits). */
function clientIp(index: number, salt: number) {
  return `10.${salt}.${(index >> 8) & 255}.${index & 255}`;
}

/**
 * Sends `emails` at CONCURRENCY for at most `budgetMs`. With `kill`: once KILL_AFTER_ANSWERED
 * were answered 2xx (or the budget is spent), `kill` runs and no further submission starts.
 * Records what became of every submission started; returns how many were started.
 */
async function drive(
  server: SpawnedServer,
  emails: string[],
  salt: number,
  run: Run,
  options: { kill?: () => void; budgetMs: number },
) {
  let next = 0;
  let answered = 0;
  let killed = false;
  const stopAt = Date.now() + options.budgetMs;
  const killTimer = options.kill
    ? setTimeout(() => {
        if (killed) return;
        killed = true;
        options.kill?.();
      }, options.budgetMs)
    : undefined;
  async function worker() {
    while (!killed && next < emails.length && (options.kill || Date.now() < stopAt)) {
      const index = next++;
      const email = emails[index];
      try {
        const response = await server.fetch("/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": clientIp(index, salt) },
          body: submission(email, index),
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 200 && response.status < 300) {
          run.outcomes.set(email, "2xx");
          answered++;
          if (options.kill && !killed && answered >= KILL_AFTER_ANSWERED) {
            killed = true;
            options.kill();
          }
        } else {
          run.outcomes.set(email, "refused");
        }
      } catch {
        run.outcomes.set(email, "lost");
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearTimeout(killTimer);
  return next;
}

function summarize(engine: string, run: Run, rows: Map<string, number>, seconds: number, beforeKill: number) {
  const count = (outcome: Outcome) => [...run.outcomes.values()].filter((value) => value === outcome).length;
  const lost = [...run.outcomes].filter(([, outcome]) => outcome === "lost").map(([email]) => email);
  const storedLost = lost.filter((email) => rows.has(email)).length;
  console.log(
    `crash-under-load (${engine}): sent ${run.outcomes.size} (${beforeKill} before the SIGKILL), answered 2xx ${count("2xx")}, refused ${count("refused")}, ` +
      `cut off by the kill ${lost.length} (${storedLost} of them stored), rows found ${[...rows.values()].reduce((a, b) => a + b, 0)}, ` +
      `statuses ${JSON.stringify(Object.fromEntries(run.statuses))}, ${seconds.toFixed(1)} s`,
  );
}

function assertExactlyOnce(run: Run, rows: Map<string, number>) {
  const answered = [...run.outcomes].filter(([, outcome]) => outcome === "2xx").map(([email]) => email);
  const missing = answered.filter((email) => rows.get(email) !== 1);
  expect(missing.map((email) => `${email}: ${rows.get(email) ?? 0} rows`)).toEqual([]);
  // Nothing is stored twice, whatever its answer, and nothing refused is stored.
  expect([...rows].filter(([, count]) => count !== 1)).toEqual([]);
  const refused = [...run.outcomes].filter(([, outcome]) => outcome === "refused").map(([email]) => email);
  expect(refused.filter((email) => rows.has(email))).toEqual([]);
}

const postgres = postgresForTests();
afterAll(() => postgres?.close());

describeWhen(needsPostgres(postgres), "crash under load on PostgreSQL", () => {
  it("keeps every submission answered 2xx exactly once across a SIGKILL", async () => {
    const started = Date.now();
    const database = await scratchDatabase(postgres!.adminUrl, "crash");
    const env = { DATABASE_URL: database.url, LOG_LEVEL: "warn" };
    const tag = crypto.randomBytes(3).toString("hex");
    const emails = Array.from({ length: TOTAL }, (_, index) => `crash-${tag}-${index}@example.com`);
    const run: Run = { outcomes: new Map(), statuses: new Map() };
    let second: SpawnedServer | undefined;
    try {
      const first = await spawnServer({ env });
      const startedCount = await drive(first, emails, 1, run, {
        kill: () => first.child.kill("SIGKILL"),
        budgetMs: KILL_AFTER_MS,
      });
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(startedCount).toBeLessThan(TOTAL);

      second = await spawnServer({ env });
      await drive(second, emails.slice(startedCount), 2, run, { budgetMs: SECOND_PHASE_MS });

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const result = await client.query<{ email: string; count: number }>(
        "select email, count(*)::int as count from leads where email like $1 group by email",
        [`crash-${tag}-%`],
      );
      await client.end();
      const rows = new Map(result.rows.map((row) => [row.email, row.count]));
      summarize("PostgreSQL", run, rows, (Date.now() - started) / 1000, startedCount);
      assertExactlyOnce(run, rows);
      // Both runs did real work: answers before the kill and after the restart (a busy machine
      // answers fewer in the same time, so the floor is low).
      expect([...run.outcomes.values()].filter((value) => value === "2xx").length).toBeGreaterThan(20);
    } finally {
      await second?.dispose();
      await database.drop().catch(() => {});
    }
  }, 300_000);
});

describe("crash under load on the embedded PGlite", () => {
  it("after a SIGKILL, the folder opens again and holds every submission answered 2xx exactly once", async () => {
    const started = Date.now();
    const tag = crypto.randomBytes(3).toString("hex");
    const emails = Array.from({ length: TOTAL }, (_, index) => `crash-${tag}-${index}@example.com`);
    const run: Run = { outcomes: new Map(), statuses: new Map() };
    const first = await spawnServer({ database: "pglite", env: { LOG_LEVEL: "warn" } });
    const dataDir = first.env.DATA_DIR;
    let second: SpawnedServer | undefined;
    try {
      const startedCount = await drive(first, emails, 3, run, {
        kill: () => first.child.kill("SIGKILL"),
        budgetMs: KILL_AFTER_MS,
      });
      expect((await first.exited).signal).toBe("SIGKILL");

      second = await spawnServer({ database: "pglite", env: { DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
      await drive(second, emails.slice(startedCount), 4, run, { budgetMs: SECOND_PHASE_MS });
      expect((await second.kill("SIGTERM")).code).toBe(0);

      const database = await openDatabase({ dataDir });
      let rows: Map<string, number>;
      try {
        const result = await database.db.execute<{ email: string; count: number }>(
          sql`select email, count(*)::int as count from leads where email like ${`crash-${tag}-%`} group by email`,
        );
        rows = new Map(result.rows.map((row) => [row.email, row.count]));
      } finally {
        await database.close();
      }
      summarize("PGlite", run, rows, (Date.now() - started) / 1000, startedCount);
      assertExactlyOnce(run, rows);
      expect([...run.outcomes.values()].filter((value) => value === "2xx").length).toBeGreaterThan(20);
    } finally {
      await first.dispose();
      await second?.dispose();
    }
  }, 300_000);
});
