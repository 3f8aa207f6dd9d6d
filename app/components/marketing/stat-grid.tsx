import type { ResultStat } from "~/content/stats";
import { cn } from "~/lib/utils";

/** Four big numbers; `inverse` for dark sections. */
export function StatGrid({ stats, inverse = false }: { stats: readonly ResultStat[]; inverse?: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.number}
          data-testid="stat"
          className={cn(
            "flex flex-col rounded-(--radius-card) p-6",
            inverse ? "bg-white/10 ring-1 ring-white/15" : "border border-slate-200 bg-white shadow-card",
          )}
        >
          <dt className={cn("order-2 mt-2 font-semibold", inverse ? "text-white" : "text-ink")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "order-1 font-display text-4xl font-extrabold tracking-tight sm:text-5xl",
              inverse ? "text-ember-300" : "text-brand-700",
            )}
          >
            {stat.number}
            {stat.unit ? <span className="ml-1.5 text-2xl sm:text-3xl">{stat.unit}</span> : null}
          </dd>
          <dd
            className={cn("order-3 mt-2 text-sm leading-relaxed", inverse ? "text-brand-100" : "text-muted")}
          >
            {stat.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
