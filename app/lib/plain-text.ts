/**
 * The first paragraph of a post's markdown as plain text (the RSS description without an excerpt):
 * headings, lists, tables, quotes, code and rules skipped; links keep their text.
 */
export function firstParagraph(markdown: string, maxLength = 300): string {
  const blocks = markdown
    .replace(/\r\n?/g, "\n")
    .replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, "")
    .split(/\n\s*\n/);
  for (const block of blocks) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    if (/^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||(?:[-*_]\s*){3,}$|<!--)/.test(trimmed)) continue;
    const text = inlineText(trimmed);
    if (text) return truncate(text, maxLength);
  }
  return "";
}

function inlineText(block: string): string {
  return (
    block
      // Images say nothing in text; links keep their words.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
      .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
