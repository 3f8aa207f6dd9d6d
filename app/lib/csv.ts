import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell starting with = + - @ (or their fullwidth forms) as a formula, also
 * after leading blanks or controls. Such cells, and any starting with a tab or carriage return,
 * get a leading single quote.
 */
const FORMULA = /^(?:[\s\p{Cc}\p{Zs}\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/u;

export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA.test(text) ? `'${text}` : text;
}

/** CSV text (RFC 4180 quoting, CRLF line ends, a header row), every cell neutralized. */
export function toCsv<Row>(rows: Row[], columns: { header: string; value(row: Row): unknown }[]): string {
  const records = rows.map((row) => columns.map((column) => neutralizeCell(column.value(row))));
  return stringify([columns.map((column) => column.header), ...records], {
    record_delimiter: "windows",
  });
}
