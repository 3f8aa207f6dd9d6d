/**
 * A visitor's search rewritten into a websearch_to_tsquery string the database always accepts
 * (33 hyphens would nest 33 NOTs and overflow its stack, a 500): words, quoted phrases, `-` and
 * `OR` survive, bounded by MAX_SEARCH_TERMS and MAX_PHRASE_WORDS; no word at all gives "".
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
