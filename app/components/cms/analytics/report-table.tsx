import { CsvExportLink } from "~/components/cms/inbox/csv-export-link";
import { Card } from "~/components/ui/card";
import type { AnalyticsReport } from "~/.server/services/analytics/report";
import { type AnalyticsTableName, analyticsTables } from "~/lib/analytics-tables";
import { cn } from "~/lib/utils";

/** Rows shown on screen; the CSV export has them all. */
const SHOWN_ROWS = 15;

/** One of the section's tables, with its CSV export for the same range. */
export function ReportTable({
  name,
  report,
  className,
}: {
  name: AnalyticsTableName;
  report: AnalyticsReport;
  className?: string;
}) {
  // Each table has its own row type; seen from here they are all "a table of its rows".
  const definition = analyticsTables[name] as (typeof analyticsTables)["pages"];
  const rows = definition.rows(report);
  const titleId = `analytics-${name}`;
  return (
    <Card className={cn("flex min-w-0 flex-col", className)} data-analytics-table={name}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {definition.title}
          </h2>
          <p className="mt-0.5 text-xs text-muted">{definition.description}</p>
        </div>
        {rows.length ? (
          <CsvExportLink href={`/api/cms/analytics/${name}.csv`} query={report.range.query} />
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">Nothing in this range yet.</p>
      ) : (
        // On a phone each row is a small card (its name, then "column: value" lines), so no column
        // hides past the edge; from sm up it is the table. The elements stay a table's, so screen
        // readers still announce row and column headers.
        <div className="sm:overflow-x-auto">
          <table className="w-full text-sm max-sm:block" aria-labelledby={titleId}>
            <thead className="max-sm:sr-only">
              <tr className="text-left text-xs text-muted">
                {definition.columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn(
                      "whitespace-nowrap px-3 py-2 font-semibold first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5",
                      column.numeric && "text-right",
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-sm:block">
              {rows.slice(0, SHOWN_ROWS).map((row, index) => (
                <tr
                  key={`${index}-${definition.columns[0].cell(row)}`}
                  className="max-sm:block max-sm:px-4 max-sm:py-3"
                >
                  {definition.columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="max-w-56 truncate py-2.5 pr-3 pl-4 text-left font-medium text-ink max-sm:block max-sm:max-w-none max-sm:p-0 max-sm:pb-1 sm:pl-5"
                        title={String(column.cell(row))}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        data-label={column.header}
                        className={cn(
                          "whitespace-nowrap px-3 py-2.5 text-ink-soft last:pr-4 sm:last:pr-5",
                          // A long value (a path, a campaign) wraps on a phone instead of pushing the card wider.
                          "max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:py-0.5 max-sm:text-right max-sm:whitespace-normal max-sm:last:pr-0 max-sm:[overflow-wrap:anywhere] max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']",
                          column.numeric && "text-right tabular-nums",
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN_ROWS ? (
            <p className="px-5 py-2 text-xs text-muted">
              Top {SHOWN_ROWS} of {rows.length}; the CSV has them all.
            </p>
          ) : null}
        </div>
      )}
    </Card>
  );
}
