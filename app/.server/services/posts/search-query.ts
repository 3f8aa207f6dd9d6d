/**
 * A visitor's blog search, rewritten into a websearch_to_tsquery string the database always
 * accepts. PostgreSQL's own websearch parser refuses some inputs outright: 33 hyphens nest 33
 * NOT operators and overflow its 32-deep stack ("tsquery stack too small", a 500). So the raw text
 * never reaches it; only what this builds does:
 * - words are runs of letters, digits and combining marks; any other character separates them,
 *   and a word joined by punctuation (`pay-per-click`, `o'brien`) becomes a quoted phrase;
 * - `"quoted phrases"` stay phrases, a leading `-` (however many) excludes one term, and `OR`
 *   between two terms stays an OR; every other operator character is dropped;
 * - at most MAX_SEARCH_TERMS terms and MAX_PHRASE_WORDS words per phrase, so the parsed tree
 *   stays shallow whatever was typed.
 * Text with no word at all gives "" (websearch_to_tsquery's empty query, which matches nothing).
 */
export const MAX_SEARCH_TERMS = 16;
export const MAX_PHRASE_WORDS = 8;

const TOKEN = /(-*)"([^"]*)"?|(\S+)/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

type Term = { negated: boolean; words: string[] };

export function websearchText(input: string): string {
  const parts: string[] = [];
  let terms = 0;
  let pendingOr = false;
  for (const match of input.matchAll(TOKEN)) {
    if (terms >= MAX_SEARCH_TERMS) break;
    const [, quoteDashes, quoted, bare] = match;
    if (bare === "OR") {
      pendingOr = terms > 0;
      continue;
    }
    const term: Term =
      quoted !== undefined
        ? { negated: (quoteDashes ?? "").length > 0, words: quoted.match(WORD) ?? [] }
        : { negated: /^-/.test(bare ?? ""), words: (bare ?? "").match(WORD) ?? [] };
    if (term.words.length === 0) continue;
    if (pendingOr && !term.negated) parts.push("OR");
    pendingOr = false;
    const words = term.words.slice(0, MAX_PHRASE_WORDS);
    const text = words.length === 1 ? words[0] : `"${words.join(" ")}"`;
    parts.push(term.negated ? `-${text}` : text);
    terms += 1;
  }
  return parts.join(" ");
}
