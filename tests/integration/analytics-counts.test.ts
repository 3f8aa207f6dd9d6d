/**
 * What the Analytics figures may count: rates from counted visits only (a conversion from a
 * visit that was not counted is on its own line), staff are not visitors, one client cannot
 * inflate the views or fill the campaign table, and days are the site's calendar days.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { leads, pageViewDaily, pageViewRollups, pageViews } from "~/.server/db/schema";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { countedVisitor } from "~/.server/services/analytics/conversions";
import { flushPageViews } from "~/.server/services/analytics/ingest";
import { analyticsReport } from "~/.server/services/analytics/report";
import { deleteSaltsBefore } from "~/.server/services/analytics/visitor-hash";
import { dateKey } from "~/lib/date-time";
import { resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { waitFor } from "../helpers/smtp";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const page = { "user-agent": chrome, "sec-fetch-dest": "document", accept: "text/html" };

let database: DatabaseHandle;
let base: string;
let server: import("node:http").Server;
let clientDir: string;
let lastIp = 0;
const nextIp = () => {
  lastIp += 1;
  return `198.51.${100 + Math.floor(lastIp / 250)}.${lastIp % 250}`;
};

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-analytics-counts-"));
  fs.mkdirSync(path.join(clientDir, "about"), { recursive: true });
  fs.writeFileSync(path.join(clientDir, "about", "index.html"), "<!doctype html><title>about</title>");
  const app = createApp({ config, logger: createLogger("silent"), clientDir });
  app.get("/blog/:slug", (_req, res) => {
    res.type("html").send("<!doctype html><p>article</p>");
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
  await database.db.delete(leads);
  await deleteSaltsBefore("9999-12-31", database.db);
});

async function visit(pathname: string, headers: Record<string, string>) {
  const response = await fetch(base + pathname, { headers: { ...page, ...headers } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
}

type View = typeof pageViews.$inferSelect;

/**
 * The views written once the counter's after-response work is done: polled until at least
 * `least` (of those `matching`) are in, as a busy machine may do that work late. First a moment
 * in which a view that must not be counted would show up too.
 */
async function counted(least = 0, matching: (view: View) => boolean = () => true) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  let views: View[] = [];
  await waitFor(async () => {
    await flushPageViews();
    views = await database.db.select().from(pageViews).orderBy(pageViews.id);
    return views.filter(matching).length >= least;
  }, 20_000);
  return views;
}

const todaysReport = () => {
  const today = dateKey(new Date(), "America/Chicago");
  return analyticsReport(
    resolveAnalyticsRange({ range: "custom", from: today, to: today }, today),
    database.db,
  );
};

async function leadFrom(ip: string, campaign: string, email: string) {
  await database.db.insert(leads).values({
    kind: "contact",
    name: "Lead",
    email,
    fingerprint: email,
    page: "/blog/offer",
    landing: `/blog/offer?utm_source=mail&utm_medium=email&utm_campaign=${campaign}`,
    utm: { source: "mail", medium: "email", campaign },
    visitor: await countedVisitor({ ip, userAgent: chrome }, database.db),
  });
}

describe("rates from the same visits", () => {
  it("puts a lead from a Global Privacy Control visit on its own line, and keeps every rate within 100%", async () => {
    const private_ = nextIp();
    const counted_ = nextIp();
    await visit("/blog/offer?utm_source=mail&utm_medium=email&utm_campaign=gpc", {
      "x-forwarded-for": private_,
      "sec-gpc": "1",
    });
    await visit("/blog/offer?utm_source=mail&utm_medium=email&utm_campaign=open", {
      "x-forwarded-for": counted_,
    });
    expect(await counted(1)).toHaveLength(1);
    await leadFrom(private_, "gpc", "gpc@example.com");
    // One counted visitor sends two leads: one converting visitor, not 200%.
    await leadFrom(counted_, "open", "open-1@example.com");
    await leadFrom(counted_, "open", "open-2@example.com");

    const report = await todaysReport();
    expect(report.current).toMatchObject({
      visitors: 1,
      leads: 2,
      conversionRate: 1,
      notCounted: { leads: 1, orders: 0, signups: 0 },
    });
    expect(report.campaigns.map((row) => row.campaign)).toEqual(["open"]);
    expect(report.campaigns[0]).toMatchObject({ visitors: 1, leads: 2, conversionRate: 1 });
    const rates = [...report.pages, ...report.landings, ...report.sources, ...report.campaigns].map(
      (row) => row.conversionRate ?? 0,
    );
    expect(Math.max(...rates)).toBeLessThanOrEqual(1);
    expect(report.landings.every((row) => (row.leadRate ?? 0) <= 1)).toBe(true);
    // The path table lists every conversion, the one not counted too.
    expect(report.paths.reduce((sum, row) => sum + row.leads, 0)).toBe(3);
  });
});

describe("staff are not visitors", () => {
  it("does not count a page read with a signed-in staff session, and counts the same page without it", async () => {
    const { createUser } = await import("~/.server/services/staff/auth");
    await createUser("counts-reader", "harbor-thistle-copper-64", { email: "counts-reader@staff.example" });
    const login = await fetch(`${base}/api/cms/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "x-forwarded-for": "10.42.0.1",
      },
      body: JSON.stringify({ username: "counts-reader", password: "harbor-thistle-copper-64" }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    await visit("/about", { cookie, "x-forwarded-for": "10.42.0.1" });
    await visit("/blog/staff-read", { cookie, "x-forwarded-for": "10.42.0.1" });
    expect(await counted()).toHaveLength(0);
    // A stale or made-up session cookie is an ordinary visitor.
    await visit("/about", {
      cookie: `${cookie.split("=")[0]}=${"x".repeat(43)}`,
      "x-forwarded-for": nextIp(),
    });
    expect(await counted(1)).toHaveLength(1);
  });
});

describe("caps on what one client can add", () => {
  it("counts 3,000 views from one client only up to the per-visitor cap", async () => {
    const ip = nextIp();
    const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);
    const firstMinute = minuteOf(new Date());
    for (let batch = 0; batch < 30; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, () => visit("/about", { "x-forwarded-for": ip })));
    }
    const minutes = minuteOf(new Date()) - firstMinute + 1;
    const rows = await counted(1);
    expect(rows.length).toBeGreaterThan(0);
    // At most the per-minute cap (20) in each clock minute; a busy machine takes more minutes.
    const perMinute = new Map<number, number>();
    for (const row of rows) perMinute.set(minuteOf(row.at), (perMinute.get(minuteOf(row.at)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(20 * minutes);
  }, 120_000);

  it("keeps real campaigns in the table when one client makes up hundreds of them", async () => {
    const flooder = nextIp();
    for (let batch = 0; batch < 6; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          visit(`/blog/offer?utm_source=x&utm_campaign=fake-${batch}-${index}`, {
            // A new browser each time: the per-visitor cap alone would not stop this.
            "user-agent": `${chrome} Flood/${batch}.${index}`,
            "x-forwarded-for": flooder,
          }),
        ),
      );
    }
    for (let visitor = 0; visitor < 3; visitor += 1) {
      await visit("/blog/offer?utm_source=mail&utm_medium=email&utm_campaign=real", {
        "x-forwarded-for": nextIp(),
      });
    }
    await counted(3, (view) => view.utmCampaign === "real");
    const report = await todaysReport();
    const fake = report.campaigns.filter((row) => row.campaign.startsWith("fake-"));
    expect(fake.length).toBeLessThanOrEqual(50);
    expect(report.campaigns[0]).toMatchObject({ campaign: "real", visitors: 3 });
  }, 120_000);
});

describe("the site's calendar days", () => {
  it("files a view at 03:00 UTC under the previous day in Chicago", async () => {
    const { writeViews } = await import("~/.server/services/analytics/ingest");
    await writeViews(
      [
        {
          at: new Date("2026-03-02T03:00:00Z"),
          path: "/about",
          ip: nextIp(),
          userAgent: chrome,
          entry: true,
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          device: "desktop",
        },
      ],
      database.db,
    );
    const [row] = await database.db.select().from(pageViews);
    expect(row.day).toBe("2026-03-01");
  });
});
