import { analyticsReport, type Totals } from "~/.server/services/analytics/report";
import { getSiteSettings } from "~/.server/services/settings";
import { speedToLead } from "~/.server/services/leads/speed-to-lead";
import { requirePermission } from "~/.server/http/guards";
import { ArrowDownRight, ArrowUpRight, Eye, MousePointerClick, Percent, Users } from "lucide-react";
import { formatRate } from "~/lib/analytics-tables";
import { cn } from "~/lib/utils";
import { RangeBar } from "~/components/cms/analytics/range-bar";
import { ReportTable } from "~/components/cms/analytics/report-table";
import { TrafficChart } from "~/components/cms/analytics/traffic-chart";
import { dayLabel, StatCard } from "~/components/cms/kit";
import { SpeedToLeadCard } from "~/components/cms/speed-to-lead-card";
import { cmsMeta } from "~/lib/meta";
import { dateKey } from "~/lib/date-time";
import { analyticsRangeSchema, RANGE_FALLBACK_NOTE, resolveAnalyticsRange } from "~/lib/schemas/analytics";
import type { Route } from "./+types/cms.analytics";

export const meta = cmsMeta("Analytics · CMS", "Staff dashboard: site analytics.");

/** `?range=7|30|90` or `?range=custom&from=…&to=…`; an unknown range shows the default with a note. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "analytics.view");
  const parsed = analyticsRangeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const today = dateKey(new Date(), (await getSiteSettings()).timeZone);
  const note = parsed.success ? null : RANGE_FALLBACK_NOTE;
  const [report, speed] = await Promise.all([
    analyticsReport(resolveAnalyticsRange(parsed.success ? parsed.data : {}, today)),
    // Weekly figures of how fast leads are answered: counts and times, no lead's details.
    speedToLead({ weeks: 12 }),
  ]);
  return { report, today, note, speedToLead: speed };
}

/** "+12% vs previous period", "new", or "no change". */
function change(current: number, previous: number) {
  if (current === previous) return { text: "no change", up: undefined };
  if (previous === 0) return { text: "new this period", up: true };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${percent > 0 ? "+" : ""}${percent}% vs previous period`, up: current > previous };
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;

/** The tables in their order; the first five span the page's width. */
const tableNames = [
  "landings",
  "paths",
  "pages",
  "sources",
  "campaigns",
  "referrers",
  "devices",
  "newsletter",
] as const;

const conversionsOf = (totals: Totals) => totals.leads + totals.orders + totals.confirmations;

/** The Analytics section: range controls, headline figures, the daily chart and every table. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { report, today, note } = loaderData;
  const { range, current, previous, timeZone } = report;
  const { notCounted } = current;
  const cards = [
    { label: "Visitors", icon: Users, value: current.visitors, before: previous.visitors },
    { label: "Page views", icon: Eye, value: current.views, before: previous.views },
    {
      label: "Conversions",
      icon: MousePointerClick,
      value: conversionsOf(current),
      before: conversionsOf(previous),
    },
  ];
  const summary = `Visitors and views per day from ${dayLabel(range.from, "numeric")} to ${dayLabel(range.to, "numeric")}: ${plural(current.visitors, "visitor")}, ${plural(current.views, "view")}.`;
  return (
    <div className="grid gap-6">
      <div className="grid gap-6">
        <RangeBar range={range} today={today} />
        {note ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
            data-testid="range-note"
          >
            {note}
          </p>
        ) : null}
        <p className="-mt-2 text-sm text-muted" data-testid="range-days">
          {dayLabel(range.from, "numeric")} – {dayLabel(range.to, "numeric")} ({range.days} days, {timeZone}{" "}
          time), compared with {dayLabel(range.previous.from, "numeric")} –{" "}
          {dayLabel(range.previous.to, "numeric")}.
        </p>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Totals for the range">
          {cards.map((card) => {
            const { up, text } = change(card.value, card.before);
            const Arrow = up ? ArrowUpRight : ArrowDownRight;
            return (
              <li key={card.label}>
                <StatCard label={card.label} icon={card.icon} value={card.value.toLocaleString("en-US")}>
                  <span
                    className={cn(
                      "flex items-center gap-1 text-xs font-semibold",
                      up === undefined ? "text-muted" : up ? "text-emerald-700" : "text-danger-600",
                    )}
                  >
                    {up === undefined ? null : <Arrow className="size-3.5" aria-hidden />}
                    {text}
                  </span>
                </StatCard>
              </li>
            );
          })}
          <li>
            <StatCard label="Conversion rate" icon={Percent} value={formatRate(current.conversionRate)}>
              <span className="text-xs text-muted">previous {formatRate(previous.conversionRate)}</span>
            </StatCard>
          </li>
        </ul>
        <p className="-mt-2 text-xs text-muted" data-testid="conversion-breakdown">
          {current.leads} lead{current.leads === 1 ? "" : "s"}, {current.orders} template order
          {current.orders === 1 ? "" : "s"} and {current.confirmations} newsletter confirmation
          {current.confirmations === 1 ? "" : "s"} from counted visits. Visitors are counted per day without
          cookies; one person on two days counts twice. A rate is the share of visitors who converted.
        </p>
        <p className="-mt-4 text-xs text-muted" data-testid="not-counted">
          From visits not counted: {plural(notCounted.leads, "lead")},{" "}
          {plural(notCounted.orders, "template order")} and{" "}
          {plural(notCounted.signups, "newsletter confirmation")} (Do Not Track or Global Privacy Control,
          bots, signed-in staff, or no page view). They are in no rate.
        </p>
        <TrafficChart days={report.days} summary={summary} csvQuery={range.query} />
        <div className="grid gap-6 xl:grid-cols-2">
          {tableNames.map((name, index) => (
            <ReportTable
              key={name}
              name={name}
              report={report}
              className={index < 5 ? "xl:col-span-2" : undefined}
            />
          ))}
        </div>
      </div>
      <SpeedToLeadCard weeks={loaderData.speedToLead} />
    </div>
  );
}
