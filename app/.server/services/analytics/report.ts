import { and, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import { dateKey, zonedDayRange } from "~/lib/date-time";
import type { AnalyticsRange } from "~/lib/schemas/analytics";
import { getConfig } from "../../config";
import { getDb, type Db } from "../../db/client";
import { type AnalyticsDimension, leads, newsletterSubscribers, orders } from "../../db/schema";
import { getSiteSettings } from "../settings";
import { rawGroups } from "./dimensions";
import { referrerHostOf } from "./page-view";
import { addDays, rolledThrough } from "./rollup";

type Period = { from: string; to: string };
type Grouped = { key: string; views: number; visitors: number };

/** Views and visitors by a dimension's key (or by day): rolled-up days plus the raw views of the rest. */
async function grouped(
  db: Db,
  through: string | null,
  dimension: AnalyticsDimension,
  period: Period,
  byDay = false,
): Promise<Grouped[]> {
  const parts: SQL[] = [];
  const rolledTo = through && through < period.to ? through : period.to;
  if (through && through >= period.from) {
    parts.push(sql`select day, key, views, visitors from page_view_daily
      where dimension = ${dimension} and day between ${period.from} and ${rolledTo}`);
  }
  const rawFrom = through && through >= period.from ? addDays(through, 1) : period.from;
  if (rawFrom <= period.to) {
    parts.push(
      sql`select day, key, views, visitors from (${rawGroups(dimension, rawFrom, period.to)}) as raw`,
    );
  }
  if (parts.length === 0) return [];
  const key = byDay ? sql`day::text` : sql`key`;
  const result = await db.execute<Grouped>(sql`select ${key} as key, sum(views)::int as views,
    sum(visitors)::int as visitors from (${sql.join(parts, sql` union all `)}) as rows
    group by 1 order by 3 desc, 2 desc, 1 limit 500`);
  return result.rows.map((row) => ({
    key: String(row.key),
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

type Conversion = {
  kind: "lead" | "order" | "signup";
  day: string;
  /** The page a lead or order was sent from; null for a newsletter sign-up (it names its form). */
  page: string | null;
  /** The visit's landing page, without its query. */
  landing: string;
  source: string;
  campaign: string | null;
  /** The counted visitor it came from; null when its visit was not counted (never in a rate). */
  visitor: string | null;
  /** The form a newsletter sign-up came from; null for a lead or an order. */
  form: string | null;
};

type AttributedRow = {
  at: Date | null;
  page?: string | null;
  landing: string | null;
  referrer: string | null;
  utm: Partial<Record<string, string>> | null | undefined;
  visitor: string | null;
  form?: string | null;
};

const UNKNOWN_PAGE = "(unknown)";
const pathOnly = (value: string | null | undefined) => (value ?? "").split("?")[0] || UNKNOWN_PAGE;

/** Leads (not spam), orders and newsletter confirmations of a period, with their page and attribution. */
async function conversions(db: Db, period: Period, timeZone: string): Promise<Conversion[]> {
  // The range's instants: [from 00:00, the day after `to` 00:00), in the site's zone.
  const { start, end } = zonedDayRange(period.from, period.to, timeZone);
  const ownHost = new URL(getConfig().PUBLIC_URL).host;
  const attribution = (table: typeof leads | typeof orders | typeof newsletterSubscribers) => ({
    landing: table.landing,
    referrer: table.referrer,
    utm: table.utm,
    visitor: table.visitor,
  });
  const [leadRows, orderRows, signupRows] = await Promise.all([
    db
      .select({ at: leads.receivedAt, page: leads.page, ...attribution(leads) })
      .from(leads)
      .where(and(gte(leads.receivedAt, start), lt(leads.receivedAt, end), sql`not ${leads.isSpam}`)),
    db
      .select({ at: orders.createdAt, page: orders.page, ...attribution(orders) })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end))),
    db
      .select({
        at: newsletterSubscribers.confirmedAt,
        form: newsletterSubscribers.source,
        ...attribution(newsletterSubscribers),
      })
      .from(newsletterSubscribers)
      .where(
        and(
          isNotNull(newsletterSubscribers.confirmedAt),
          gte(newsletterSubscribers.confirmedAt, start),
          lt(newsletterSubscribers.confirmedAt, end),
        ),
      ),
  ]);
  const toConversion =
    (kind: Conversion["kind"]) =>
    (row: AttributedRow): Conversion => ({
      kind,
      day: row.at ? dateKey(row.at, timeZone) : "",
      page: kind === "signup" ? null : pathOnly(row.page),
      landing: pathOnly(row.landing),
      source: row.utm?.source || referrerHostOf(row.referrer ?? undefined, ownHost) || "",
      campaign:
        row.utm?.source || row.utm?.medium || row.utm?.campaign
          ? JSON.stringify([row.utm?.source ?? null, row.utm?.medium ?? null, row.utm?.campaign ?? null])
          : null,
      visitor: row.visitor,
      form: row.form ?? null,
    });
  return [
    ...leadRows.map(toConversion("lead")),
    ...orderRows.map(toConversion("order")),
    ...signupRows.map(toConversion("signup")),
  ];
}

export type Totals = Awaited<ReturnType<typeof totalsOf>>;

/** Converting visitors over visitors, capped at 100% (a visit across midnight converts on another day). */
const rate = (converting: number, visitors: number) =>
  visitors > 0 ? Math.min(converting, visitors) / visitors : null;
/** The distinct counted visitors among conversions. */
const convertingVisitors = (items: Conversion[]) =>
  new Set(items.flatMap((item) => (item.visitor ? [item.visitor] : []))).size;
const isCounted = (item: Conversion) => item.visitor !== null;

type Counts = { leads: number; orders: number; signups: number };
const add = (row: Counts, item: Conversion) => {
  row[`${item.kind}s`] += 1;
};
const countsOf = (items: Conversion[]): Counts => {
  const counts = { leads: 0, orders: 0, signups: 0 };
  for (const item of items) add(counts, item);
  return counts;
};
const converted = (row: Counts) => row.leads + row.orders + row.signups;

async function totalsOf(db: Db, through: string | null, period: Period, timeZone: string) {
  const [[total], items] = await Promise.all([
    grouped(db, through, "total", period),
    conversions(db, period, timeZone),
  ]);
  const views = total?.views ?? 0;
  const visitors = total?.visitors ?? 0;
  const counted = items.filter(isCounted);
  const counts = countsOf(counted);
  return {
    views,
    visitors,
    /** Leads, orders and newsletter confirmations from counted visits. */
    leads: counts.leads,
    orders: counts.orders,
    confirmations: counts.signups,
    /** Counted visitors who converted / visitors, or null without visitors. */
    conversionRate: rate(convertingVisitors(counted), visitors),
    /** Conversions from visits that were not counted: shown on their own line, in no rate. */
    notCounted: countsOf(items.filter((item) => !isCounted(item))),
  };
}

/** Traffic rows joined with the conversions of their key; `byConversions` puts those that brought some first. */
function joinConversions(
  traffic: Grouped[],
  items: Conversion[],
  keyOf: (item: Conversion) => string | null,
  byConversions = false,
) {
  const empty = (key: string) => ({ key, views: 0, visitors: 0, leads: 0, orders: 0, signups: 0 });
  const rows = new Map<string, Counts & Grouped>(
    traffic.map((row) => [row.key, { ...empty(row.key), ...row }]),
  );
  const visitorsOf = new Map<string, { all: Set<string>; leads: Set<string> }>();
  // Only conversions of counted visits: the others have no visits in these rows to be a share of.
  for (const item of items.filter(isCounted)) {
    const key = keyOf(item);
    if (key === null) continue;
    const row = rows.get(key) ?? empty(key);
    add(row, item);
    rows.set(key, row);
    const sets = visitorsOf.get(key) ?? { all: new Set<string>(), leads: new Set<string>() };
    sets.all.add(item.visitor as string);
    if (item.kind === "lead") sets.leads.add(item.visitor as string);
    visitorsOf.set(key, sets);
  }
  return [...rows.values()]
    .map((row) => {
      // The distinct counted visitors behind the row's conversions (and behind its leads alone).
      const converting = visitorsOf.get(row.key)?.all.size ?? 0;
      const leadVisitors = visitorsOf.get(row.key)?.leads.size ?? 0;
      return { ...row, converting, leadVisitors, conversionRate: rate(converting, row.visitors) };
    })
    .sort(
      (a, b) =>
        (byConversions ? converted(b) - converted(a) : 0) ||
        b.views - a.views ||
        converted(b) - converted(a) ||
        a.key.localeCompare(b.key),
    );
}

/** Conversions by landing page and the page they were sent from (a newsletter form names its form). */
function conversionPaths(items: Conversion[]) {
  const rows = new Map<string, Counts & { landing: string; sentFrom: string }>();
  for (const item of items) {
    const sentFrom = item.page ?? "newsletter";
    const key = JSON.stringify([item.landing, sentFrom]);
    const row = rows.get(key) ?? { landing: item.landing, sentFrom, leads: 0, orders: 0, signups: 0 };
    add(row, item);
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      converted(b) - converted(a) ||
      a.landing.localeCompare(b.landing) ||
      a.sentFrom.localeCompare(b.sentFrom),
  );
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

/** Everything the Analytics section shows for a range, with the previous period's totals. */
export async function analyticsReport(range: AnalyticsRange, db: Db = getDb()) {
  const [through, { timeZone }] = await Promise.all([rolledThrough(db), getSiteSettings(db)]);
  const tables = ["page", "entry", "source", "referrer", "campaign", "device"] as const;
  const [current, previous, series, items, [pages, entries, sources, referrers, campaigns, devices]] =
    await Promise.all([
      totalsOf(db, through, range, timeZone),
      totalsOf(db, through, range.previous, timeZone),
      grouped(db, through, "total", range, true),
      conversions(db, range, timeZone),
      Promise.all(tables.map((dimension) => grouped(db, through, dimension, range))),
    ]);
  const byDay = new Map(series.map((row) => [row.key, row]));
  const conversionsByDay = new Map<string, number>();
  for (const item of items.filter(isCounted))
    conversionsByDay.set(item.day, (conversionsByDay.get(item.day) ?? 0) + 1);
  const days: { day: string; views: number; visitors: number; conversions: number }[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const { views = 0, visitors = 0 } = byDay.get(day) ?? {};
    days.push({ day, views, visitors, conversions: conversionsByDay.get(day) ?? 0 });
  }
  // Newsletter confirmations by the form they were signed up from.
  const newsletter = new Map<string, number>();
  for (const { kind, form } of items)
    if (kind === "signup") newsletter.set(form ?? "", (newsletter.get(form ?? "") ?? 0) + 1);
  return {
    range,
    timeZone,
    current,
    previous,
    days,
    pages: joinConversions(pages, items, (item) => item.page),
    // Entry views are the visits that landed on a page: the landing table's traffic.
    landings: joinConversions(entries, items, (item) => item.landing, true).map(
      // Visits that started here and brought a lead, per visit that started here.
      (row) => ({ ...row, leadRate: rate(row.leadVisitors, row.views) }),
    ),
    paths: conversionPaths(items),
    sources: joinConversions(sources, items, (item) => item.source, true),
    referrers: referrers
      .filter((row) => row.key !== "")
      .map((row) => ({ host: row.key, visits: row.views, visitors: row.visitors })),
    campaigns: joinConversions(
      // PostgreSQL writes its JSON key with spaces; the same array as JSON.stringify writes it.
      campaigns.map((row) => ({ ...row, key: JSON.stringify(JSON.parse(row.key)) })),
      items,
      (item) => item.campaign,
      true,
    ).map((row) => {
      const [source, medium, campaign] = JSON.parse(row.key) as (string | null)[];
      return { ...row, source: source ?? "", medium: medium ?? "", campaign: campaign ?? "" };
    }),
    devices: devices.map((row) => ({ device: row.key, views: row.views, visitors: row.visitors })),
    newsletter: [...newsletter]
      .map(([form, count]) => ({ form, confirmations: count }))
      .sort((a, b) => b.confirmations - a.confirmations),
  };
}

/** The totals of one range alone (the CMS overview's summary). */
export async function analyticsTotals(range: Period, db: Db = getDb()) {
  const [through, { timeZone }] = await Promise.all([rolledThrough(db), getSiteSettings(db)]);
  return totalsOf(db, through, range, timeZone);
}
