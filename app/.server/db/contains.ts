import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";

/** Any of these columns contains the text, case-insensitive; LIKE's %, _ and \ match as typed. */
export function anyContains(text: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
