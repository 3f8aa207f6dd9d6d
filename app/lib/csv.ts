import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet treats a cell starting with = + - @ (or a tab or carriage return before one) as
 * a formula. Such cells get a leading single quote, so an exported lead can never run
 * `=HYPERLINK(...)` in the reader's spreadsheet.
 */
export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV text (RFC 4180 quoting, CRLF line ends, a header row), every cell neutralized. */
export function toCsv<Row>(rows: Row[], columns: { header: string; value(row: Row): unknown }[]): string {
  const records = rows.map((row) => columns.map((column) => neutralizeCell(column.value(row))));
  return stringify([columns.map((column) => column.header), ...records], {
    record_delimiter: "windows",
  });
}
