import type { Response } from "express";

/** Sends CSV text as a download named `{name}-{today}.csv`. */
export function sendCsv(res: Response, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
    "X-Content-Type-Options": "nosniff",
  });
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  res.send(`\uFEFF${csv}`);
}
