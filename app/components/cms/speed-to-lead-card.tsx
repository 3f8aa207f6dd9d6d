import { Timer } from "lucide-react";
import { Card } from "~/components/ui/card";
import { CardHead, DataTable, dayLabel } from "./kit";
import type { SpeedToLeadWeek } from "~/.server/services/leads/speed-to-lead";
import { formatMinutes } from "~/lib/speed-to-lead";

const share = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);

/** Speed to lead by week, newest first: median first response, share answered in a business hour. */
export function SpeedToLeadCard({ weeks }: { weeks: SpeedToLeadWeek[] }) {
  const rows = [...weeks].reverse();
  const current = rows[0];
  return (
    <Card data-testid="speed-to-lead">
      <CardHead icon={Timer} title="Speed to lead" note="First response: a status past New, or a note" />
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
        <DataTable
          className="mt-2"
          caption="Speed to lead by week"
          rows={rows}
          rowKey={(row) => row.week}
          rowProps={(row) => ({ "data-week": row.week })}
          columns={[
            { header: "Week of", cell: (row) => dayLabel(row.week) },
            { header: "Leads", numeric: true, cell: (row) => row.leads },
            { header: "Answered", numeric: true, cell: (row) => row.answered },
            {
              header: "Median first response",
              numeric: true,
              cell: (row) => (row.medianMinutes === null ? "–" : formatMinutes(row.medianMinutes)),
            },
            { header: "Within 1 business hour", numeric: true, cell: (row) => share(row.withinBusinessHour) },
          ]}
        />
      </div>
    </Card>
  );
}
