import { ArrowRight, Eye, MousePointerClick, Percent, Users } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { Totals } from "~/.server/services/analytics/report";
import { formatRate } from "~/lib/analytics-tables";

/** The overview's analytics summary: the last 30 days at a glance, and the way to the section. */
export function AnalyticsSummary({ totals }: { totals: Totals }) {
  const figures = [
    { label: "Visitors", value: totals.visitors.toLocaleString("en-US"), icon: Users },
    { label: "Page views", value: totals.views.toLocaleString("en-US"), icon: Eye },
    {
      label: "Conversions",
      value: String(totals.leads + totals.orders + totals.confirmations),
      icon: MousePointerClick,
    },
    { label: "Conversion rate", value: formatRate(totals.conversionRate), icon: Percent },
  ];
  return (
    <Card data-testid="analytics-summary">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div>
          <h2 className="text-lg font-bold text-ink">Site analytics</h2>
          <p className="text-xs text-muted">Last 30 days, counted without cookies</p>
        </div>
        <Link
          to="/cms/analytics"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          Open analytics
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-px bg-slate-100 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col gap-1 bg-white px-4 py-4 sm:px-6">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-ink-soft">
              <figure.icon className="size-3.5 text-brand-700" aria-hidden />
              {figure.label}
            </dt>
            <dd className="font-display text-2xl font-extrabold text-ink">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
