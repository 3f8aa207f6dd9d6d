import { CsvExportLink } from "~/components/cms/inbox/csv-export-link";
import { Card } from "~/components/ui/card";
import { DataTable, dayLabel } from "../kit";

type Day = { day: string; views: number; visitors: number; conversions: number };

/** A round top for the value axis: 1, 2 or 5 times a power of ten. */
function niceTop(value: number) {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Visitors and views per day as server-drawn SVG that stretches to any width; the labels are HTML
 * (legible on a phone); screen readers get a summary and the numbers as a table.
 */
export function TrafficChart({
  days,
  summary,
  csvQuery,
}: {
  days: Day[];
  summary: string;
  csvQuery: string;
}) {
  const top = niceTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const width = 100;
  const height = 40;
  const x = (index: number) => (days.length === 1 ? width / 2 : (index / (days.length - 1)) * width);
  const y = (value: number) => height - (value / top) * height;
  const line = (pick: (day: Day) => number) =>
    days.map((day, index) => `${x(index)},${y(pick(day))}`).join(" ");
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1].filter(
    (index, position, all) => all.indexOf(index) === position,
  );
  return (
    <Card className="p-4 sm:p-6" data-analytics-table="days">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">Visitors and views</h2>
        <CsvExportLink href="/api/cms/analytics/days.csv" query={csvQuery} />
        <ul className="flex w-full gap-4 text-xs font-semibold text-ink-soft" aria-hidden>
          <li className="flex items-center gap-1.5">
            <span className="h-1 w-4 rounded bg-brand-700" /> Visitors
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-1 w-4 rounded bg-ember-500" /> Views
          </li>
        </ul>
      </div>
      <div className="mt-4 grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex h-44 flex-col justify-between text-right text-xs text-muted sm:h-60" aria-hidden>
          <span>{top.toLocaleString("en-US")}</span>
          <span>{(top / 2).toLocaleString("en-US")}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-44 w-full overflow-visible sm:h-60"
        >
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              x1="0"
              x2={width}
              y1={height * share}
              y2={height * share}
              stroke="#e2e8f0"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polygon
            points={`0,${height} ${line((day) => day.visitors)} ${width},${height}`}
            fill="#3372f6"
            fillOpacity="0.12"
          />
          <polyline
            points={line((day) => day.views)}
            fill="none"
            stroke="#f97316"
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={line((day) => day.visitors)}
            fill="none"
            stroke="#1d54e0"
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="col-start-2 mt-2 flex justify-between text-xs text-muted" aria-hidden>
          {labelled.map((index) => (
            <span key={index}>{dayLabel(days[index].day)}</span>
          ))}
        </div>
      </div>
      <div className="sr-only">
        <DataTable
          caption="Visitors, views and conversions by day"
          rows={days}
          rowKey={(day) => day.day}
          columns={[
            { header: "Day", cell: (day) => dayLabel(day.day) },
            { header: "Visitors", cell: (day) => day.visitors },
            { header: "Views", cell: (day) => day.views },
            { header: "Conversions", cell: (day) => day.conversions },
          ]}
        />
      </div>
    </Card>
  );
}
