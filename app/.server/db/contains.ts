import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";

/**
 * "Any of these columns contains the text", case-insensitive: the search of the inbox, the media
 * library and the post list. LIKE's own characters in the text (%, _ and \) are matched as typed.
 */
export function anyContains(text: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
