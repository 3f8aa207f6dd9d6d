import { Router } from "express";
import { analyticsTableNames, analyticsTables } from "~/lib/analytics-tables";
import { toCsv } from "~/lib/csv";
import { analyticsRangeSchema, resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { dateKey } from "~/lib/date-time";
import { analyticsReport } from "../../services/analytics/report";
import { getSiteSettings } from "../../services/settings";
import { allow, cmsApiGuards } from "../guards";
import { sendCsv } from "../csv-response";
import { handle, parseInput, sendJsonError } from "../errors";
import { route } from "../methods";

/**
 * CSV exports of the Analytics section's tables, for the range in the query string (the same
 * parameters as the section's address). Guarded like every /api/cms path.
 */
export const router = Router();

route(router, "/cms/analytics/:table.csv", {
  get: [
    ...cmsApiGuards,
    allow("analytics.view"),
    handle(async (req, res) => {
      const name = analyticsTableNames.find((table) => table === req.params.table);
      if (!name) return sendJsonError(res, 404, "Not found");
      const input = parseInput(analyticsRangeSchema, req.query);
      const range = resolveAnalyticsRange(input, dateKey(new Date(), (await getSiteSettings()).timeZone));
      // Each table has its own row type; seen from here they are all "a table of its rows".
      const table = analyticsTables[name] as (typeof analyticsTables)["pages"];
      const csv = toCsv(
        table.rows(await analyticsReport(range)),
        table.columns.map((column) => ({ header: column.header, value: column.cell })),
      );
      await sendCsv(res, `analytics-${name}-${range.from}-to-${range.to}`, csv);
    }),
  ],
});
