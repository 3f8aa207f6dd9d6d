import { diffLines, diffWordsWithSpace } from "diff";
import { revisionFieldLabels } from "~/content/cms-labels";
import type { PostFields } from "~/lib/schemas/post";

/**
 * A readable comparison of two versions of a post's fields: words for one-line fields, lines for
 * the markdown body. Server only (the `diff` package stays out of the browser bundle).
 */

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };
export type FieldDiff = {
  field: string;
  label: string;
  /** "words": parts run inline; "lines": each part is whole lines. */
  mode: "words" | "lines";
  parts: DiffPart[];
};

type Comparable = Omit<PostFields, "authorId">;

const fieldLabels = Object.entries(revisionFieldLabels) as [keyof Comparable, string][];

const asText = (value: Comparable[keyof Comparable]) =>
  Array.isArray(value) ? value.join(", ") : (value ?? "");

function partsOf(changes: { added?: boolean; removed?: boolean; value: string }[]): DiffPart[] {
  return changes.map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

/** The fields that differ, in the editor's order (unchanged ones left out); dates via `formatDate`. */
export function diffPostFields(
  before: Comparable,
  after: Comparable,
  formatDate: (iso: string) => string = (iso) => iso,
): { changed: FieldDiff[]; unchanged: string[] } {
  const changed: FieldDiff[] = [];
  const unchanged: string[] = [];
  for (const [field, label] of fieldLabels) {
    let old = asText(before[field]);
    let now = asText(after[field]);
    if (field === "publishedAt") {
      old = old && formatDate(old);
      now = now && formatDate(now);
    }
    if (old === now) {
      unchanged.push(label);
      continue;
    }
    const mode = field === "content" ? "lines" : "words";
    const changes =
      mode === "lines"
        ? diffLines(withFinalNewline(old), withFinalNewline(now))
        : diffWordsWithSpace(old, now);
    changed.push({ field, label, mode, parts: partsOf(changes) });
  }
  return { changed, unchanged };
}

/** So a last line that only gained a newline is not shown as changed. */
const withFinalNewline = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);
