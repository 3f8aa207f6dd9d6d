import type { ResultStat } from "~/content/stats";
import { cn } from "~/lib/utils";

/** Four big numbers; `inverse` for dark sections. Their parts are styled by `.stat-list` in app.css. */
export function StatGrid({ stats, inverse = false }: { stats: readonly ResultStat[]; inverse?: boolean }) {
  return (
    <dl
      className={cn(
        "stat-list mt-12 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4",
        inverse && "stat-list-dark",
      )}
    >
      {stats.map((stat) => (
        <div key={stat.number} data-testid="stat">
          <dt>{stat.label}</dt>
          <dd>
            {stat.number}
            {stat.unit ? <span>{stat.unit}</span> : null}
          </dd>
          <dd>{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}
