import type { AnalyticsReport } from "~/.server/services/analytics/report";

/**
 * The Analytics section's tables, defined once for the screen and for their CSV exports (the
 * same columns, the same cell texts; app/lib/csv.ts defuses the cells of the file).
 */
export type AnalyticsColumn<Row> = { header: string; cell(row: Row): string | number; numeric?: boolean };
export type AnalyticsTable<Row> = {
  title: string;
  description: string;
  rows(report: AnalyticsReport): Row[];
  columns: AnalyticsColumn<Row>[];
};

export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;
}

/** An empty source key is a visit without referrer or UTM source. */
export const sourceLabel = (key: string) => key || "(direct)";

type Converting = {
  views: number;
  visitors: number;
  leads: number;
  orders: number;
  conversionRate: number | null;
};
const conversionColumns = <Row extends Converting>(viewsHeader: string): AnalyticsColumn<Row>[] => [
  { header: viewsHeader, cell: (row) => row.views, numeric: true },
  { header: "Visitors", cell: (row) => row.visitors, numeric: true },
  { header: "Leads", cell: (row) => row.leads, numeric: true },
  { header: "Orders", cell: (row) => row.orders, numeric: true },
  { header: "Conversion", cell: (row) => formatRate(row.conversionRate), numeric: true },
];

const table = <Row>(definition: AnalyticsTable<Row>) => definition;

export const analyticsTables = {
  days: table({
    title: "Visitors and views by day",
    description: "Conversions are leads, template orders and newsletter confirmations.",
    rows: (report) => report.days,
    columns: [
      { header: "Day", cell: (row) => row.day },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
      { header: "Views", cell: (row) => row.views, numeric: true },
      { header: "Conversions", cell: (row) => row.conversions, numeric: true },
    ],
  }),
  pages: table<AnalyticsReport["pages"][number]>({
    title: "Top pages",
    description: "Views of each page, and the leads and orders sent from it.",
    rows: (report) => report.pages,
    columns: [{ header: "Page", cell: (row) => row.key }, ...conversionColumns("Views")],
  }),
  entries: table({
    title: "Entry pages",
    description: "Where visits start: views not reached from another page of the site.",
    rows: (report) => report.entries,
    columns: [
      { header: "Entry page", cell: (row) => row.path },
      { header: "Entries", cell: (row) => row.entries, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
    ],
  }),
  sources: table<AnalyticsReport["sources"][number]>({
    title: "Sources",
    description:
      "The UTM source, else the referring site, of each visit; leads and orders by the same source.",
    rows: (report) => report.sources,
    columns: [{ header: "Source", cell: (row) => sourceLabel(row.key) }, ...conversionColumns("Visits")],
  }),
  campaigns: table<AnalyticsReport["campaigns"][number]>({
    title: "Campaigns",
    description: "Visits that arrived with UTM tags, and the leads and orders carrying the same tags.",
    rows: (report) => report.campaigns,
    columns: [
      { header: "UTM source", cell: (row) => row.source || "—" },
      { header: "UTM medium", cell: (row) => row.medium || "—" },
      { header: "UTM campaign", cell: (row) => row.campaign || "—" },
      ...conversionColumns("Visits"),
    ],
  }),
  referrers: table({
    title: "Referring sites",
    description: "Other sites that linked a visitor here.",
    rows: (report) => report.referrers,
    columns: [
      { header: "Referrer", cell: (row) => row.host },
      { header: "Visits", cell: (row) => row.visits, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
    ],
  }),
  devices: table({
    title: "Devices",
    description: "From the browser's user agent.",
    rows: (report) => report.devices,
    columns: [
      { header: "Device", cell: (row) => row.device.charAt(0).toUpperCase() + row.device.slice(1) },
      { header: "Views", cell: (row) => row.views, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
    ],
  }),
  newsletter: table({
    title: "Newsletter confirmations",
    description: "By the form they were signed up from (sign-ups record no page or referrer).",
    rows: (report) => report.newsletter,
    columns: [
      { header: "Form", cell: (row) => row.form || "(unknown)" },
      { header: "Confirmations", cell: (row) => row.confirmations, numeric: true },
    ],
  }),
};

export type AnalyticsTableName = keyof typeof analyticsTables;
export const analyticsTableNames = Object.keys(analyticsTables) as AnalyticsTableName[];
