import { Timer } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { SpeedToLeadWeek } from "~/lib/schemas/inbox";
import { formatMinutes } from "~/lib/speed-to-lead";

const weekLabel = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const share = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);

/**
 * Speed to lead, week by week (newest first): the median time from a lead's arrival to its first
 * response (a status past New, or a note), and the share of the week's leads answered within one
 * business hour (Settings' opening hours, the site's time zone).
 */
export function SpeedToLeadCard({ weeks }: { weeks: SpeedToLeadWeek[] }) {
  const rows = [...weeks].reverse();
  const current = rows[0];
  return (
    <Card data-testid="speed-to-lead">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
          <Timer className="size-5 text-brand-700" aria-hidden />
          Speed to lead
        </h2>
        <span className="text-xs text-muted">First response: a status past New, or a note</span>
      </div>
      {current ? (
        <p className="px-4 pt-4 text-sm text-ink-soft sm:px-6">
          This week: median first response{" "}
          <strong className="text-ink" data-testid="speed-median">
            {current.medianMinutes === null ? "none yet" : formatMinutes(current.medianMinutes)}
          </strong>
          , <strong className="text-ink">{share(current.withinBusinessHour)}</strong> of {current.leads} lead
          {current.leads === 1 ? "" : "s"} answered within one business hour.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Speed to lead by week</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="px-4 py-2 font-semibold sm:px-6">
                Week of
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Leads
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Answered
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Median first response
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold sm:px-6">
                Within 1 business hour
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.week} data-week={row.week}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-ink sm:px-6">
                  {weekLabel(row.week)}
                </th>
                <td className="px-2 py-2.5 text-right tabular-nums">{row.leads}</td>
                <td className="px-2 py-2.5 text-right tabular-nums">{row.answered}</td>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {row.medianMinutes === null ? "–" : formatMinutes(row.medianMinutes)}
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums sm:px-6">
                  {share(row.withinBusinessHour)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
