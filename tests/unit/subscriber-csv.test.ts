import { describe, expect, it } from "vitest";
import { parseCsv, SubscriberImportError } from "~/.server/services/newsletter/subscriber-import";

describe("reading a subscriber CSV", () => {
  it("names the line each record starts on, across quoted line breaks and blank lines", () => {
    const csv =
      '\uFEFFemail,name\r\na@example.com,"Al\r\nBert"\r\n\r\nb@example.com,"Bo ""B"""\r\nc@example.com';
    expect(parseCsv(csv)).toEqual([
      { line: 1, cells: ["email", "name"] },
      { line: 2, cells: ["a@example.com", "Al\r\nBert"] },
      { line: 5, cells: ["b@example.com", 'Bo "B"'] },
      { line: 6, cells: ["c@example.com"] },
    ]);
  });

  it("reads a semicolon file as a comma-decimal spreadsheet saves it, and skips rows of blanks", () => {
    expect(parseCsv("email;name\n  ;  \nd@example.com;Di\n")).toEqual([
      { line: 1, cells: ["email", "name"] },
      { line: 3, cells: ["d@example.com", "Di"] },
    ]);
  });

  it("refuses a file whose quote never closes, naming no row as imported", () => {
    expect(() => parseCsv('email,name\ne@example.com,"Eve\n')).toThrow(SubscriberImportError);
  });
});
