/**
 * Comments and test titles state the rule or the reason itself. The issue tracker and the work
 * sessions are not in the repository, so a pointer to a numbered issue or session tells a reader
 * nothing: this scans the sources for such references so they do not come back. A reference
 * broken over two comment lines (the word at a line's end, the number on the next) counts too.
 * The decision records (docs/decisions) are held to the same rule and must be numbered without a
 * gap. This file is the one exception: its examples must spell such references out.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const roots = ["app", "tests", "scripts", "server.ts"];
const thisFile = path.relative(process.cwd(), import.meta.filename);
const extensions = new Set([".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".css", ".py", ".sh"]);

/** "issue 27", "issues 14", "issue #23", "issue-9", "Issue 25.10", "session 21" (any capitalization). */
const reference = /\b(?:issues?[\s#-]*\d+|sessions?[\s-]+\d+)/gi;

/** Joins a comment's continuation lines, so a reference split over two lines reads as one. */
const joinCommentLines = (text: string) => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, " ");

function sourceFiles(entry: string): string[] {
  const stat = fs.statSync(entry);
  if (stat.isFile()) return extensions.has(path.extname(entry)) ? [entry] : [];
  return fs
    .readdirSync(entry)
    .filter((name) => name !== "node_modules" && !name.startsWith("."))
    .flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** Every reference in `text`, as "file: ...context...". */
function trackerReferences(file: string, text: string): string[] {
  const joined = joinCommentLines(text);
  return [...joined.matchAll(reference)].map((match) => {
    const at = match.index ?? 0;
    return `${file}: …${joined.slice(Math.max(0, at - 40), at + 40)}…`;
  });
}

describe("no tracker or session references in code and tests", () => {
  it("finds references, also across a comment's line break", () => {
    expect(trackerReferences("a.ts", "// The lease is short (issue 25.10).")).toHaveLength(1);
    expect(trackerReferences("a.ts", "/**\n * Two-step sign-in (Issue\n * 26.4): a code.\n */")).toHaveLength(
      1,
    );
    expect(trackerReferences("a.ts", "// as agreed in session 21")).toHaveLength(1);
    expect(trackerReferences("a.ts", 'describe("two tabs (issue #23)", () => {});')).toHaveLength(1);
    expect(trackerReferences("a.ts", "// The session ends; the form token is issued once.")).toHaveLength(0);
  });

  it("are absent from app/, tests/, scripts/ and server.ts", () => {
    const found = roots
      .filter((root) => fs.existsSync(root))
      .flatMap(sourceFiles)
      .filter((file) => file !== thisFile)
      .flatMap((file) => trackerReferences(file, fs.readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("are absent from the decision records, which are numbered 0001 onwards without a gap or a repeat", () => {
    const folder = "docs/decisions";
    const records = fs.readdirSync(folder).filter((name) => name.endsWith(".md"));
    const numbers = records.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const found = records.flatMap((name) =>
      trackerReferences(name, fs.readFileSync(path.join(folder, name), "utf8")),
    );
    expect(found).toEqual([]);
  });
});
