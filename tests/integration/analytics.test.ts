/**
 * Cookie-free analytics (ADR 0024): which requests count as page views, the daily
 * visitor hash, and the rollup of raw views into daily aggregates.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { analyticsSalts, pageViewDaily, pageViewRollups, pageViews, siteSettings } from "~/.server/db/schema";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { countedVisitor } from "~/.server/services/analytics/conversions";
import { flushPageViews, writeViews } from "~/.server/services/analytics/ingest";
import { type PendingView, pendingView } from "~/.server/services/analytics/page-view";
import { analyticsReport } from "~/.server/services/analytics/report";
import { addDays, runAnalyticsRollup } from "~/.server/services/analytics/rollup";
import { deleteSaltsBefore } from "~/.server/services/analytics/visitor-hash";
import { resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { createTestDatabase, useTestConfig } from "../helpers/db";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const address = "203.0.113.77";
const browser = {
  "user-agent": chrome,
  "sec-fetch-dest": "document",
  accept: "text/html",
  "x-forwarded-for": address,
};

let database: DatabaseHandle;
let base: string;
let server: import("node:http").Server;
let clientDir: string;

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  // Days here are UTC days, so the dates below read plainly; the site-zone days have their own test.
  await database.db.insert(siteSettings).values({ key: "time-zone", value: "UTC" });
  // A build folder with prerendered pages (one of them under /cms, which must never count) and an asset.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-analytics-client-"));
  for (const page of ["about", "cms", "services"]) {
    fs.mkdirSync(path.join(clientDir, page), { recursive: true });
    fs.writeFileSync(path.join(clientDir, page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app.js"), "console.log(1)");
  fs.writeFileSync(path.join(clientDir, "about.data"), "[]");
  const app = createApp({ config, logger: createLogger("silent"), clientDir });
  // Stand-ins for server-rendered pages (the page renderer is not part of this test app).
  app.get("/blog/:slug", (_req, res) => {
    res.type("html").send("<!doctype html><p>article</p>");
  });
  app.get("/missing", (_req, res) => {
    res.status(404).type("html").send("<!doctype html><p>not found</p>");
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await flushPageViews();
  await database.db.delete(pageViews);
  await database.db.delete(pageViewDaily);
  await database.db.delete(pageViewRollups);
  // Through the service, which forgets its cached copies too.
  await deleteSaltsBefore("9999-12-31", database.db);
});

async function visit(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + pathname, { headers: { ...browser, ...headers } });
  await response.arrayBuffer();
  return response;
}

async function counted() {
  await flushPageViews();
  return database.db.select().from(pageViews).orderBy(pageViews.id);
}

describe("which requests count", () => {
  it("counts a prerendered page and a server-rendered page once each, with their details", async () => {
    expect((await visit("/about")).headers.get("x-prerendered")).toBe("1");
    await visit("/blog/hello?utm_source=newsletter&utm_medium=email&utm_campaign=spring", {
      referer: "https://www.google.com/search?q=plumber",
      "user-agent": iphone,
    });
    const rows = await counted();
    expect(rows.map((row) => row.path)).toEqual(["/about", "/blog/hello"]);
    expect(rows[0]).toMatchObject({ entry: true, referrerHost: null, utmSource: null, device: "desktop" });
    expect(rows[1]).toMatchObject({
      entry: true,
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      device: "mobile",
    });
  });

  it("marks a view reached from another page of the site as not an entry", async () => {
    await visit("/services", { referer: `${base}/about` });
    const [row] = await counted();
    expect(row).toMatchObject({ path: "/services", entry: false, referrerHost: null });
  });

  it("does not count prefetches, bots, .data, assets, the CMS, previews, errors or API calls", async () => {
    await visit("/about", { "sec-purpose": "prefetch" });
    await visit("/about", { "sec-purpose": "prefetch;prerender" });
    await visit("/about", { purpose: "prefetch" });
    await visit("/about", {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await visit("/about", { "user-agent": "" });
    await visit("/about.data", { "sec-fetch-dest": "empty", accept: "*/*" });
    await visit("/about.data");
    await visit("/assets/app.js", { "sec-fetch-dest": "script", accept: "*/*" });
    await visit("/cms");
    await visit("/blog/draft?preview=token123");
    await visit("/missing");
    await visit("/api/blog/posts");
    await visit("/about", { "sec-fetch-dest": "iframe" });
    expect(await counted()).toEqual([]);
  });

  it("honours Do Not Track and Global Privacy Control", async () => {
    await visit("/about", { dnt: "1" });
    await visit("/about", { "sec-gpc": "1" });
    expect(await counted()).toEqual([]);
    await visit("/about", { dnt: "0" });
    expect(await counted()).toHaveLength(1);
  });

  it("sets no cookie and adds nothing to the page", async () => {
    const response = await visit("/about", { cookie: "hd_attr=x" });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await (await fetch(`${base}/about`, { headers: browser })).text()).toBe(
      "<!doctype html><title>about</title>",
    );
  });
});

describe("the visitor hash", () => {
  const view = (at: string, ip = address, userAgent = chrome): PendingView => {
    const made = pendingView({
      path: "/about",
      search: "",
      headers: { "user-agent": userAgent, host: "example.com" },
      ip,
      at: new Date(at),
    });
    if (!made) throw new Error("not a view");
    return made;
  };

  it("is the same within a day, differs across days and never stores the address", async () => {
    await writeViews([
      view("2026-03-01T08:00:00Z"),
      view("2026-03-01T20:00:00Z"),
      view("2026-03-01T09:00:00Z", "198.51.100.4"),
      view("2026-03-02T08:00:00Z"),
    ]);
    const rows = await database.db.select().from(pageViews).orderBy(pageViews.at);
    const [first, other, second, nextDay] = rows;
    expect(first.visitor).toBe(second.visitor);
    expect(other.visitor).not.toBe(first.visitor);
    expect(nextDay.visitor).not.toBe(first.visitor);
    expect(first.visitor).toMatch(/^[0-9a-f]{32}$/);
    const stored = JSON.stringify({
      rows,
      salts: await database.db.select().from(analyticsSalts),
    });
    expect(stored).not.toContain(address);
    expect(stored).not.toContain("198.51.100.4");
    expect(stored).not.toContain("Chrome/131");
  });

  it("gets one salt per day, deleted by the rollup once the day is over", async () => {
    await writeViews([view("2026-03-01T08:00:00Z"), view("2026-03-02T08:00:00Z")]);
    expect((await database.db.select().from(analyticsSalts)).map((row) => row.day).sort()).toEqual([
      "2026-03-01",
      "2026-03-02",
    ]);
    await runAnalyticsRollup({ retentionDays: 30, now: new Date("2026-03-02T12:00:00Z"), db: database.db });
    expect((await database.db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-03-02"]);
  });
});

describe("rollup and retention", () => {
  /** Views over five days from a few visitors, pages, sources and devices. */
  function generated(): PendingView[] {
    const views: PendingView[] = [];
    const pages = ["/", "/services", "/blog/a", "/contact"];
    const referrers = [
      undefined,
      "https://www.google.com/",
      "https://facebook.com/x",
      "http://localhost:3000/",
    ];
    for (let index = 0; index < 400; index += 1) {
      const day = `2026-03-0${1 + (index % 5)}`;
      const made = pendingView({
        path: pages[index % 4],
        search: index % 7 === 0 ? "utm_source=google&utm_medium=cpc&utm_campaign=spring" : "",
        headers: {
          "user-agent": index % 3 === 0 ? iphone : chrome,
          host: "localhost:3000",
          referer: referrers[index % 4],
        },
        ip: `10.0.0.${index % 13}`,
        at: new Date(`${day}T${String(index % 24).padStart(2, "0")}:00:00Z`),
      });
      if (made) views.push(made);
    }
    return views;
  }

  it("rolls finished days into aggregates that match the raw counts, idempotently", async () => {
    await writeViews(generated());
    const now = new Date("2026-03-05T12:00:00Z");
    const first = await runAnalyticsRollup({ retentionDays: 30, now, db: database.db });
    expect(first.rolledDays).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"]);
    const raw = await database.db.execute<{ dimension: string; views: number; visitors: number }>(sql`
      select 'page' as dimension, sum(views)::int as views, sum(visitors)::int as visitors from (
        select day, path, count(*) as views, count(distinct visitor) as visitors from page_views where day < '2026-03-05' group by day, path
      ) as pages
      union all
      select 'total', sum(views)::int, sum(visitors)::int from (
        select day, count(*) as views, count(distinct visitor) as visitors from page_views where day < '2026-03-05' group by day
      ) as days
      union all
      select 'entry', sum(views)::int, sum(visitors)::int from (
        select day, path, count(*) as views, count(distinct visitor) as visitors from page_views
        where day < '2026-03-05' and entry group by day, path
      ) as entries`);
    const aggregated = await database.db.execute<{ dimension: string; views: number; visitors: number }>(sql`
      select dimension, sum(views)::int as views, sum(visitors)::int as visitors from page_view_daily
      where dimension in ('page', 'total', 'entry') group by dimension`);
    const byDimension = (rows: { dimension: string; views: number; visitors: number }[]) =>
      Object.fromEntries(
        rows.map((row) => [row.dimension, { views: Number(row.views), visitors: Number(row.visitors) }]),
      );
    expect(byDimension(aggregated.rows)).toEqual(byDimension(raw.rows));
    expect(byDimension(raw.rows).total.views).toBe(320);

    // Running again (or on a second instance) changes nothing; a day rolled twice keeps its numbers.
    const before = await database.db
      .select()
      .from(pageViewDaily)
      .orderBy(pageViewDaily.day, pageViewDaily.dimension, pageViewDaily.key);
    expect((await runAnalyticsRollup({ retentionDays: 30, now, db: database.db })).rolledDays).toEqual([]);
    const { rollUpDay } = await import("~/.server/services/analytics/rollup");
    await rollUpDay("2026-03-02", database.db);
    expect(
      await database.db
        .select()
        .from(pageViewDaily)
        .orderBy(pageViewDaily.day, pageViewDaily.dimension, pageViewDaily.key),
    ).toEqual(before);
  });

  it("reports the same numbers from the aggregates as from the raw views", async () => {
    await writeViews(generated());
    const range = resolveAnalyticsRange(
      { range: "custom", from: "2026-03-01", to: "2026-03-05" },
      "2026-03-05",
    );
    const live = await analyticsReport(range, database.db);
    await runAnalyticsRollup({ retentionDays: 30, now: new Date("2026-03-05T12:00:00Z"), db: database.db });
    const rolled = await analyticsReport(range, database.db);
    expect(rolled.current).toEqual(live.current);
    expect(rolled.days).toEqual(live.days);
    expect(rolled.pages).toEqual(live.pages);
    expect(rolled.sources).toEqual(live.sources);
    expect(rolled.campaigns).toEqual(live.campaigns);
    expect(rolled.devices).toEqual(live.devices);
    expect(live.current.views).toBe(400);
    expect(live.sources.map((row) => row.key)).toEqual(
      expect.arrayContaining(["google", "google.com", "facebook.com", ""]),
    );
    expect(live.campaigns[0]).toMatchObject({ source: "google", medium: "cpc", campaign: "spring" });
  });

  it("deletes raw views past the retention once rolled up, and keeps the aggregates", async () => {
    await writeViews(generated());
    await runAnalyticsRollup({ retentionDays: 2, now: new Date("2026-03-05T12:00:00Z"), db: database.db });
    const days = await database.db
      .selectDistinct({ day: pageViews.day })
      .from(pageViews)
      .orderBy(pageViews.day);
    expect(days.map((row) => row.day)).toEqual(["2026-03-03", "2026-03-04", "2026-03-05"]);
    const totals = await database.db.select().from(pageViewDaily).where(sql`dimension = 'total'`);
    expect(totals.map((row) => row.day).sort()).toEqual([
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
    ]);
    expect(addDays("2026-03-05", -2)).toBe("2026-03-03");
  });
});

describe("CSV exports and configuration", () => {
  it("exports a table for the range, with formula cells defused; refuses bad input and strangers", async () => {
    const { createUser } = await import("~/.server/services/staff/auth");
    const { leads } = await import("~/.server/db/schema");
    await createUser("analytics-reader", "harbor-thistle-copper-64", {
      email: "analytics-reader@staff.example",
    });
    const login = await fetch(`${base}/api/cms/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "x-forwarded-for": "10.41.0.1",
      },
      body: JSON.stringify({ username: "analytics-reader", password: "harbor-thistle-copper-64" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    await visit("/blog/csv?utm_source=%3DHYPERLINK(%22x%22)&utm_campaign=fall");
    await database.db.insert(leads).values({
      kind: "contact",
      name: "Csv Lead",
      email: "csv@example.com",
      fingerprint: "csv-lead",
      page: "/about",
      utm: { source: '=HYPERLINK("x")', campaign: "fall" },
      // From the visit above: a counted visitor, so the lead is inside the source's rate.
      visitor: await countedVisitor({ ip: address, userAgent: chrome }, database.db),
    });
    await flushPageViews();

    const response = await fetch(`${base}/api/cms/analytics/sources.csv?range=7`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="analytics-sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Source,Visits,Visitors,Leads,Orders,Sign-ups,Conversion");
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",1,1,1,0,0,100.0%`);

    const pages = await fetch(
      `${base}/api/cms/analytics/pages.csv?range=custom&from=2020-01-01&to=2020-01-31`,
      {
        headers: { cookie },
      },
    );
    expect((await pages.text()).replace(/^\uFEFF/, "").trim()).toBe(
      "Page,Views,Visitors,Leads,Orders,Sign-ups,Conversion",
    );

    const badRange = await fetch(
      `${base}/api/cms/analytics/pages.csv?range=custom&from=2026-02-30&to=2026-03-01`,
      {
        headers: { cookie },
      },
    );
    expect(badRange.status).toBe(400);
    const reversed = await fetch(`${base}/api/cms/analytics/pages.csv?from=2026-03-02&to=2026-03-01`, {
      headers: { cookie },
    });
    expect(reversed.status).toBe(400);
    expect((await fetch(`${base}/api/cms/analytics/secrets.csv`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${base}/api/cms/analytics/pages.csv`)).status).toBe(401);
  });

  it("validates ANALYTICS_RAW_RETENTION_DAYS (default 30)", async () => {
    const { parseConfig } = await import("~/.server/config");
    expect(parseConfig({}).ANALYTICS_RAW_RETENTION_DAYS).toBe(30);
    expect(parseConfig({ ANALYTICS_RAW_RETENTION_DAYS: "90" }).ANALYTICS_RAW_RETENTION_DAYS).toBe(90);
    for (const bad of ["0", "abc", "1.5", "-3"]) {
      expect(() => parseConfig({ ANALYTICS_RAW_RETENTION_DAYS: bad })).toThrow(
        /ANALYTICS_RAW_RETENTION_DAYS/,
      );
    }
  });
});
