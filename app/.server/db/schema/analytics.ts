import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Cookie-free site analytics (ADR 0024). One row per counted page view, kept for
 * ANALYTICS_RAW_RETENTION_DAYS, then only the daily aggregates below remain.
 * `visitor` is a hash of the day's salt, the address and the user agent: it tells two views of
 * one day apart from two visitors, and means nothing once the day's salt is deleted.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The site's calendar day of `at` (Settings' time zone): the salt's day and the rollup's unit. */
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    /** True when the view did not come from another page of the site (no own-site referrer). */
    entry: boolean("entry").notNull(),
    /** Host of an external referrer, without "www."; null for direct visits and own pages. */
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<DeviceClass>().notNull(),
  },
  // By visitor within a day too: a conversion looks up whether its visitor was counted.
  (table) => [index("page_views_day_visitor_idx").on(table.day, table.visitor)],
);

export type DeviceClass = "desktop" | "mobile" | "tablet";

/** The aggregates' dimensions; `total` has the empty key. */
export const analyticsDimensions = [
  "total",
  "page",
  "entry",
  "source",
  "referrer",
  "campaign",
  "device",
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/**
 * Daily aggregates, kept for good. Visitors are distinct hashes within the day and the
 * dimension's key, so they add up across days (a visitor of two days counts twice: the hash
 * cannot link days, by design) but not across keys, which is why `total` is its own row.
 */
export const pageViewDaily = pgTable(
  "page_view_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<AnalyticsDimension>().notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.key] }),
    index("page_view_daily_dimension_day_idx").on(table.dimension, table.day),
  ],
);

/** Days whose raw views are rolled into page_view_daily (a day is rolled once it is over). */
export const pageViewRollups = pgTable("page_view_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The day's random salt for the visitor hash, shared by every instance. Deleted once the day is
 * over, after which no hash of that day can be recomputed from an address.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
