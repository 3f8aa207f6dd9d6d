/**
 * The analytics figures of `npm run bench` (ADR 0024), on PGlite (and on PostgreSQL
 * when DATABASE_URL is set):
 *  - what counting adds to a page response: the request check the middleware runs before the
 *    page is answered, and the work after it is sent (bot filter, device, buffer), p50/p95;
 *  - the ingest rate of the write buffer's batches (views hashed and inserted per second);
 *  - the dashboard's queries over 1,000,000 generated views spread over 90 days: the whole
 *    rollup, then the whole report for 7, 30 and 90 days (finished days aggregated, today raw).
 * Run: node --import tsx scripts/bench-analytics.ts [--database pglite|postgres]
 */
import { EventEmitter } from "node:events";
import { performance } from "node:perf_hooks";
import type { Request, Response } from "express";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { parseConfig, setConfig } from "../app/.server/config";
import { openDatabase, setDatabase } from "../app/.server/db/client";
import { migrate } from "../app/.server/db/migrate";
import { createLogger } from "../app/.server/http/logger";
import { countPageViews } from "../app/.server/http/page-views";
import { flushPageViews, writeViews } from "../app/.server/services/analytics/ingest";
import { type PendingView, pendingView } from "../app/.server/services/analytics/page-view";
import { analyticsReport } from "../app/.server/services/analytics/report";
import { addDays, runAnalyticsRollup } from "../app/.server/services/analytics/rollup";
import { resolveAnalyticsRange } from "../app/lib/schemas/analytics";

const database = process.argv.includes("postgres") ? "postgres" : "pglite";
/**
 * Queries of one report: rolled-through, 2x (total + leads + orders + sign-ups), 7 groupings,
 * leads, orders, sign-ups (their landing pages and campaigns), confirmations by form.
 */
const QUERIES = 20;
const EVENTS = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 1_000_000);
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};
/**
 * Wall time, and the CPU time of this process: on PGlite the queries run here, so the CPU time is
 * their cost without the waiting a busy machine adds (on PostgreSQL it is only the client's share).
 */
async function medianOf5(work: () => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    await work();
    wall.push(performance.now() - began);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return `${ms(percentile(wall, 0.5))} wall | ${ms(percentile(cpu, 0.5))} CPU`;
}
const ms = (value: number) => `${value.toFixed(value < 1 ? 4 : 1)} ms`;

/**
 * The queries a piece of work sends, recorded at the driver (PGlite's or node-postgres's
 * `query`), each with a way to send it again by itself and a short label (its dimension, or
 * the table it reads).
 */
async function recordQueries(work: () => Promise<unknown>) {
  type Query = (this: unknown, ...args: unknown[]) => Promise<unknown>;
  const recorded: { label: string; run: () => Promise<unknown> }[] = [];
  const targets = [PGlite.prototype, pg.Pool.prototype] as unknown as Record<"query", Query>[];
  const originals = targets.map((target) => target.query);
  targets.forEach((target, index) => {
    const original = originals[index];
    target.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : String((args[0] as { text?: string }).text);
      const params = Array.isArray(args[1]) ? (args[1] as unknown[]) : [];
      const dimension = /dimension = \$(\d+)/.exec(text);
      const label = dimension
        ? `${params[Number(dimension[1]) - 1]}${text.includes("day::text") ? " by day" : ""}`
        : (/from "?(\w+)"?/.exec(text)?.[1] ?? text.slice(0, 40));
      recorded.push({ label, run: () => original.apply(this, args) });
      return original.apply(this, args);
    };
  });
  try {
    await work();
  } finally {
    targets.forEach((target, index) => {
      target.query = originals[index];
    });
  }
  return recorded;
}

async function main() {
  setConfig(
    parseConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", PUBLIC_URL: "https://www.example.com" }),
  );
  const url = process.env.DATABASE_URL;
  if (database === "postgres" && !url) throw new Error("DATABASE_URL is not set");
  const handle =
    database === "postgres"
      ? await openDatabase({ databaseUrl: url as string })
      : await openDatabase({ dataDir: undefined });
  setDatabase(handle);
  await migrate(handle);
  const db = handle.db;
  await db.execute(sql`truncate page_views, page_view_daily, page_view_rollups, analytics_salts`);
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  log(`\nAnalytics (${database === "postgres" ? "PostgreSQL" : "PGlite"})`);

  // 1. The cost per response: the middleware's request check, then the finish handler.
  const middleware = countPageViews(createLogger("silent"));
  const before: number[] = [];
  const after: number[] = [];
  for (let index = 0; index < 30_000; index += 1) {
    const req = {
      method: "GET",
      path: "/services",
      originalUrl: index % 5 === 0 ? "/services?utm_source=google&utm_medium=cpc" : "/services",
      headers: {
        "user-agent": chrome,
        "sec-fetch-dest": "document",
        accept: "text/html",
        referer: "https://www.google.com/",
        host: "www.example.com",
      },
      ip: `10.0.${(index >> 8) & 255}.${index & 255}`,
    } as unknown as Request;
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      getHeader: () => "text/html; charset=utf-8",
    }) as unknown as Response;
    let start = performance.now();
    middleware(req, res, () => {});
    before.push(performance.now() - start);
    start = performance.now();
    res.emit("finish");
    after.push(performance.now() - start);
    // Let the buffer's writes run, as they do between requests.
    if (index % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await flushPageViews();
  const sum = before.map((value, index) => value + after[index]);
  log(
    `| counting, before the response (request check) | p50 ${ms(percentile(before, 0.5))} | p95 ${ms(percentile(before, 0.95))} |`,
  );
  log(
    `| counting, after the response (bot filter, buffer) | p50 ${ms(percentile(after, 0.5))} | p95 ${ms(percentile(after, 0.95))} |`,
  );
  log(`| counting, both together | p50 ${ms(percentile(sum, 0.5))} | p95 ${ms(percentile(sum, 0.95))} |`);

  // 2. Ingest: batches of 500 views, hashed and inserted.
  const views: PendingView[] = [];
  for (let index = 0; index < 50_000; index += 1) {
    const view = pendingView({
      path: ["/", "/services", "/blog/a", "/contact"][index % 4],
      search: index % 7 === 0 ? "utm_source=google&utm_medium=cpc&utm_campaign=spring" : "",
      headers: {
        "user-agent": chrome,
        host: "www.example.com",
        referer: index % 3 ? undefined : "https://bing.com/",
      },
      ip: `10.1.${(index >> 8) & 255}.${index & 255}`,
    });
    if (view) views.push(view);
  }
  let start = performance.now();
  for (let index = 0; index < views.length; index += 500)
    await writeViews(views.slice(index, index + 500), db);
  const ingestSeconds = (performance.now() - start) / 1000;
  log(
    `| ingest (batches of 500) | ${Math.round(views.length / ingestSeconds).toLocaleString("en-US")} views/s |`,
  );

  // 3. 1,000,000 views over 90 days (today included), and some leads to join.
  await db.execute(sql`truncate page_views, page_view_daily, page_view_rollups`);
  const today = new Date().toISOString().slice(0, 10);
  const first = addDays(today, -89);
  start = performance.now();
  await db.execute(sql`insert into page_views (at, day, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device)
    select d::date + (n % 86400) * interval '1 second', d::date,
      case when n % 9 = 0 then '/blog/post-' || (n % 60)
        else (array['/', '/services', '/results', '/portfolio', '/about', '/reviews', '/products', '/contact'])[1 + n % 8] end,
      md5((n % 4000)::text || d::text), n % 3 <> 0,
      (array[null, 'google.com', 'facebook.com', 'bing.com', null, 'nextdoor.com'])[1 + n % 6],
      case when n % 11 = 0 then (array['google', 'newsletter', 'facebook'])[1 + n % 3] end,
      case when n % 11 = 0 then (array['cpc', 'email', 'social'])[1 + n % 3] end,
      case when n % 11 = 0 then 'campaign-' || (n % 12) end,
      (array['desktop', 'mobile', 'mobile', 'tablet'])[1 + n % 4]
    from generate_series(0, ${EVENTS - 1}) as n,
      lateral (select ${first}::date + (n % 90) as d) as days`);
  await db.execute(sql`insert into leads (kind, name, email, fingerprint, page, landing, referrer, utm, received_at)
    select 'contact', 'Bench', 'bench' || n || '@example.com', md5(n::text), '/contact',
      (array['/', '/services', '/results', '/blog/post-' || (n % 60)])[1 + n % 4],
      case when n % 2 = 0 then 'https://www.google.com/' end,
      case when n % 3 = 0 then jsonb_build_object('source', 'google', 'medium', 'cpc', 'campaign', 'campaign-' || (n % 12)) end,
      now() - (n % 90) * interval '1 day'
    from generate_series(1, 3000) as n`);
  // Confirmed newsletter sign-ups with their landing page and campaign (ADR 0035).
  await db.execute(sql`insert into newsletter_subscribers (email, status, unsubscribe_token_hash, source,
      landing, utm, confirmed_at)
    select 'reader' || n || '@example.com', 'confirmed', md5(n::text), 'article', '/blog/post-' || (n % 60),
      case when n % 3 = 0 then jsonb_build_object('source', 'newsletter', 'medium', 'email') end,
      now() - (n % 90) * interval '1 day'
    from generate_series(1, 1000) as n on conflict do nothing`);
  if (handle.kind === "postgres") await db.execute(sql`analyze`);
  log(`| generate ${EVENTS.toLocaleString("en-US")} views over 90 days | ${ms(performance.now() - start)} |`);

  start = performance.now();
  const { rolledDays } = await runAnalyticsRollup({ retentionDays: 3650, db });
  log(
    `| rollup of ${rolledDays.length} finished days (${EVENTS.toLocaleString("en-US")} views) | ${ms(performance.now() - start)} |`,
  );
  // The dashboard as staff see it: finished days from the aggregates, today's views raw.
  for (const days of ["7", "30", "90"] as const) {
    const range = resolveAnalyticsRange({ range: days }, today);
    await analyticsReport(range, db); // warm-up
    const cost = await medianOf5(() => analyticsReport(range, db));
    log(`| dashboard, ${days} days: the whole report (${QUERIES} queries), median of 5 | ${cost} |`);
  }
  // Each of the report's queries alone (each <= 200 ms): one report's queries are
  // recorded at the driver, then each is run again by itself, median of 5, one after another.
  for (const days of ["7", "90"] as const) {
    const range = resolveAnalyticsRange({ range: days }, today);
    const queries = await recordQueries(() => analyticsReport(range, db));
    const timed: { label: string; wall: number; cpu: number }[] = [];
    for (const query of queries) {
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const began = performance.now();
        const cpuBefore = process.cpuUsage();
        await query.run();
        wall.push(performance.now() - began);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
      }
      timed.push({ label: query.label, wall: percentile(wall, 0.5), cpu: percentile(cpu, 0.5) });
    }
    timed.sort((a, b) => b.wall - a.wall);
    log(
      `| dashboard, ${days} days: each of the ${timed.length} queries alone, median of 5: slowest | ${ms(timed[0].wall)} wall, ${ms(timed[0].cpu)} CPU (${timed[0].label}) |`,
    );
    log(
      `| dashboard, ${days} days: each query alone, all ${timed.length} | ${timed.map((query) => `${query.label} ${query.wall.toFixed(0)}/${query.cpu.toFixed(0)}`).join(", ")} (ms wall/CPU) |`,
    );
  }
  await handle.close();
}

await main();
