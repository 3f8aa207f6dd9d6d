import { CsvExportLink } from "~/components/cms/inbox/csv-export-link";
import { Card } from "~/components/ui/card";
import type { AnalyticsReport } from "~/.server/services/analytics/report";
import { type AnalyticsTableName, analyticsTables } from "~/lib/analytics-tables";
import { cn } from "~/lib/utils";
import { DataTable } from "../kit";

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
  return (
    <Card className={cn("flex min-w-0 flex-col", className)} data-analytics-table={name}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">{definition.title}</h2>
          <p className="mt-0.5 text-xs text-muted">{definition.description}</p>
        </div>
        {rows.length ? (
          <CsvExportLink href={`/api/cms/analytics/${name}.csv`} query={report.range.query} />
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">Nothing in this range yet.</p>
      ) : (
        <div className="sm:overflow-x-auto">
          <DataTable
            stack
            caption={definition.title}
            rows={rows.slice(0, SHOWN_ROWS)}
            rowKey={(row, index) => `${index}-${definition.columns[0].cell(row)}`}
            columns={definition.columns.map((column, index) => ({
              ...column,
              // A long value (a path, a campaign) is cut short in its row's head, and wraps in a cell.
              className:
                index === 0
                  ? "max-w-56 truncate max-sm:max-w-none"
                  : "whitespace-nowrap text-ink-soft max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]",
              cell: (row: (typeof rows)[number]) =>
                index === 0 ? (
                  <span title={String(column.cell(row))}>{column.cell(row)}</span>
                ) : (
                  column.cell(row)
                ),
            }))}
          />
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
