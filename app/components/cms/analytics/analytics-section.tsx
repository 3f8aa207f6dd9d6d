import { ArrowDownRight, ArrowUpRight, Eye, MousePointerClick, Percent, Users } from "lucide-react";
import type { AnalyticsReport, Totals } from "~/.server/services/analytics/report";
import { formatRate } from "~/lib/analytics-tables";
import { cn } from "~/lib/utils";
import { RangeBar } from "./range-bar";
import { ReportTable } from "./report-table";
import { TrafficChart } from "./traffic-chart";
import { dayLabel, StatCard } from "../kit";

/** "+12% vs previous period", "new", or "no change". */
function change(current: number, previous: number) {
  if (current === previous) return { text: "no change", up: undefined };
  if (previous === 0) return { text: "new this period", up: true };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${percent > 0 ? "+" : ""}${percent}% vs previous period`, up: current > previous };
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;

const conversionsOf = (totals: Totals) => totals.leads + totals.orders + totals.confirmations;

/** The Analytics section: range controls, headline figures, the daily chart and every table. */
export function AnalyticsSection({
  report,
  today,
  note = null,
}: {
  report: AnalyticsReport;
  today: string;
  /** Why the range shown is not the one the address asked for. */
  note?: string | null;
}) {
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
          const delta = change(card.value, card.before);
          return (
            <li key={card.label}>
              <StatCard label={card.label} icon={card.icon} value={card.value.toLocaleString("en-US")}>
                <Delta up={delta.up}>{delta.text}</Delta>
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
        {plural(notCounted.signups, "newsletter confirmation")} (Do Not Track or Global Privacy Control, bots,
        signed-in staff, or no page view). They are in no rate.
      </p>
      <TrafficChart days={report.days} summary={summary} csvQuery={range.query} />
      <div className="grid gap-6 xl:grid-cols-2">
        <ReportTable name="landings" report={report} className="xl:col-span-2" />
        <ReportTable name="paths" report={report} className="xl:col-span-2" />
        <ReportTable name="pages" report={report} className="xl:col-span-2" />
        <ReportTable name="sources" report={report} className="xl:col-span-2" />
        <ReportTable name="campaigns" report={report} className="xl:col-span-2" />
        <ReportTable name="referrers" report={report} />
        <ReportTable name="devices" report={report} />
        <ReportTable name="newsletter" report={report} />
      </div>
    </div>
  );
}

function Delta({ up, children }: { up: boolean | undefined; children: React.ReactNode }) {
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        "flex items-center gap-1 text-xs font-semibold",
        up === undefined ? "text-muted" : up ? "text-emerald-700" : "text-danger-600",
      )}
    >
      {up === undefined ? null : <Arrow className="size-3.5" aria-hidden />}
      {children}
    </span>
  );
}
