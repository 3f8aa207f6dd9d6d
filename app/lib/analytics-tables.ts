import type { AnalyticsReport } from "~/.server/services/analytics/report";
import { analyticsTableCopy } from "~/content/cms-labels";

/** The Analytics section's tables, defined once for the screen and its CSV exports (app/lib/csv.ts). */
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

type Counted = { leads: number; orders: number; signups: number };
type Converting = Counted & { views: number; visitors: number; conversionRate: number | null };
const countColumns = <Row extends Counted>(): AnalyticsColumn<Row>[] => [
  { header: "Leads", cell: (row) => row.leads, numeric: true },
  { header: "Orders", cell: (row) => row.orders, numeric: true },
  { header: "Sign-ups", cell: (row) => row.signups, numeric: true },
];
const conversionColumns = <Row extends Converting>(viewsHeader: string): AnalyticsColumn<Row>[] => [
  { header: viewsHeader, cell: (row) => row.views, numeric: true },
  { header: "Visitors", cell: (row) => row.visitors, numeric: true },
  ...countColumns<Row>(),
  { header: "Conversion", cell: (row) => formatRate(row.conversionRate), numeric: true },
];

const table = <Row>(definition: AnalyticsTable<Row>) => definition;

export const analyticsTables = {
  days: table({
    ...analyticsTableCopy.days,
    rows: (report) => report.days,
    columns: [
      { header: "Day", cell: (row) => row.day },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
      { header: "Views", cell: (row) => row.views, numeric: true },
      { header: "Conversions", cell: (row) => row.conversions, numeric: true },
    ],
  }),
  pages: table<AnalyticsReport["pages"][number]>({
    ...analyticsTableCopy.pages,
    rows: (report) => report.pages,
    columns: [{ header: "Page", cell: (row) => row.key }, ...conversionColumns("Views")],
  }),
  landings: table<AnalyticsReport["landings"][number]>({
    ...analyticsTableCopy.landings,
    rows: (report) => report.landings,
    columns: [
      { header: "Landing page", cell: (row) => row.key },
      { header: "Visits", cell: (row) => row.views, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
      ...countColumns<AnalyticsReport["landings"][number]>(),
      { header: "Lead rate", cell: (row) => formatRate(row.leadRate), numeric: true },
    ],
  }),
  paths: table<AnalyticsReport["paths"][number]>({
    ...analyticsTableCopy.paths,
    rows: (report) => report.paths,
    columns: [
      { header: "Landing page", cell: (row) => row.landing },
      { header: "Sent from", cell: (row) => row.sentFrom },
      ...countColumns<AnalyticsReport["paths"][number]>(),
    ],
  }),
  sources: table<AnalyticsReport["sources"][number]>({
    ...analyticsTableCopy.sources,
    rows: (report) => report.sources,
    columns: [{ header: "Source", cell: (row) => sourceLabel(row.key) }, ...conversionColumns("Visits")],
  }),
  campaigns: table<AnalyticsReport["campaigns"][number]>({
    ...analyticsTableCopy.campaigns,
    rows: (report) => report.campaigns,
    columns: [
      { header: "UTM source", cell: (row) => row.source || "—" },
      { header: "UTM medium", cell: (row) => row.medium || "—" },
      { header: "UTM campaign", cell: (row) => row.campaign || "—" },
      ...conversionColumns("Visits"),
    ],
  }),
  referrers: table({
    ...analyticsTableCopy.referrers,
    rows: (report) => report.referrers,
    columns: [
      { header: "Referrer", cell: (row) => row.host },
      { header: "Visits", cell: (row) => row.visits, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
    ],
  }),
  devices: table({
    ...analyticsTableCopy.devices,
    rows: (report) => report.devices,
    columns: [
      { header: "Device", cell: (row) => row.device.charAt(0).toUpperCase() + row.device.slice(1) },
      { header: "Views", cell: (row) => row.views, numeric: true },
      { header: "Visitors", cell: (row) => row.visitors, numeric: true },
    ],
  }),
  newsletter: table({
    ...analyticsTableCopy.newsletter,
    rows: (report) => report.newsletter,
    columns: [
      { header: "Form", cell: (row) => row.form || "(unknown)" },
      { header: "Confirmations", cell: (row) => row.confirmations, numeric: true },
    ],
  }),
};

export type AnalyticsTableName = keyof typeof analyticsTables;
export const analyticsTableNames = Object.keys(analyticsTables) as AnalyticsTableName[];
