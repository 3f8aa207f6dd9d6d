import type { Response } from "express";
import { dateKey } from "~/lib/date-time";
import { getSiteSettings } from "../services/settings";

/**
 * Sends CSV text as a download named `{name}-{today}.csv`, today in the site's time zone (the
 * cells keep ISO 8601 times).
 */
export async function sendCsv(res: Response, name: string, csv: string) {
  const date = dateKey(new Date(), (await getSiteSettings()).timeZone);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
    "X-Content-Type-Options": "nosniff",
  });
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  res.send(`\uFEFF${csv}`);
}
