import { cn } from "~/lib/utils";
import { ChartDataTable } from "./chart-data-table";
import { formatGrowth, type GrowthChartProps, growthSummary, niceMax } from "./chart-types";

/**
 * Horizontal bar chart drawn with CSS: real text labels that reflow on a phone, a role="img"
 * summary for screen readers and the values as a hidden table.
 */
export function GrowthBarChart({ title, measure, data, note, className }: GrowthChartProps) {
  const max = niceMax(data.map((item) => item.value));
  const top = Math.max(...data.map((item) => item.value));
  return (
    <figure
      className={cn(
        "relative rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card sm:p-8",
        className,
      )}
    >
      <figcaption className="font-display text-lg font-bold text-ink">{title}</figcaption>
      <div role="img" aria-label={growthSummary(measure, data)} className="mt-6 space-y-5">
        {data.map((item) => (
          <div key={item.label} className="grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
            <span className="text-sm font-semibold text-ink-soft">{item.label}</span>
            <div className="flex items-center gap-3">
              <div className="h-7 flex-1 overflow-hidden rounded-md bg-slate-100">
                <div
                  className={cn(
                    "h-full rounded-md bg-gradient-to-r",
                    item.value === top ? "from-ember-500 to-ember-600" : "from-brand-500 to-brand-700",
                  )}
                  style={{ width: `${Math.max(4, (item.value / max) * 100)}%` }}
                />
              </div>
              <span className="w-16 shrink-0 text-right font-display text-base font-extrabold text-ink">
                {formatGrowth(item.value)}
              </span>
            </div>
          </div>
        ))}
      </div>
      <ChartDataTable caption={title} valueHeading="Category" data={data} />
      {note ? <p className="mt-6 text-xs text-muted">{note}</p> : null}
    </figure>
  );
}
