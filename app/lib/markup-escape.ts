/**
 * The one escaper for hand-written markup (mail HTML, sitemap, RSS): the same five characters
 * (`&#39;` for the apostrophe, which old HTML mail readers know); XML 1.0's forbidden controls dropped.
 */
const sharedEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const MARKUP_SPECIALS = /[&<>"']/g;

function escapeMarkup(value: string, apostrophe: string): string {
  return value.replace(MARKUP_SPECIALS, (char) => (char === "'" ? apostrophe : sharedEscapes[char]));
}

/** Escapes user input for an HTML body (mail). */
export function escapeHtml(value: string): string {
  return escapeMarkup(value, "&#39;");
}

// C0 controls other than tab, LF and CR, and the two non-characters: XML 1.0 cannot carry them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing what XML forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for XML (sitemap, RSS), dropping characters XML 1.0 cannot carry. */
export function escapeXml(value: string): string {
  return escapeMarkup(value.replace(XML_FORBIDDEN, ""), "&apos;");
}
