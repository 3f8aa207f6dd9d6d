/**
 * ADR 0077: a backdrop filter makes the browser redraw the whole frame, blur and all, at every
 * change beneath it, down to a focused field's blinking caret. Dialogs and the CMS go without; the
 * public header, which a measured focused field under it does not make dearer, is the one place
 * that keeps its blur. A new one is measured first and then named here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const allowed = new Set(["app/components/layout/header.tsx"]);
const backdropFilter = /backdrop-blur|backdrop-filter\s*:/;

function styledFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styledFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

describe("backdrop filters", () => {
  it("the pattern finds the Tailwind utility and the CSS property, not a word about blur", () => {
    expect(backdropFilter.test('className="bg-ink/60 backdrop-blur-sm"')).toBe(true);
    expect(backdropFilter.test("::backdrop { backdrop-filter: blur(4px); }")).toBe(true);
    expect(backdropFilter.test("/* A plain dim, no blur */ background: black;")).toBe(false);
  });

  it("are used only where ADR 0077 allows them", () => {
    const found = styledFiles("app")
      .filter((file) => !allowed.has(file.split(path.sep).join("/")))
      .filter((file) => backdropFilter.test(fs.readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});
