/**
 * The production build draws icons as `<use>` of one sprite file (ADR 0057), whose request would
 * end before the first paint and be charged to it. A rendered page therefore carries the symbols
 * of the icons it shows in a hidden `<svg>` at the top of its body, and its `<use>` elements name
 * those (`#i-name`). Icons drawn after hydration still use the sprite file.
 */

declare const __ICON_SPRITE__: string | undefined;
declare const __ICON_SYMBOLS__: Record<string, string> | undefined;

// Defined by scripts/vite-icon-sprite.ts in the production build only (dev and tests draw inline trees).
const sprite = typeof __ICON_SPRITE__ === "string" ? __ICON_SPRITE__ : "";
const symbols = typeof __ICON_SYMBOLS__ === "object" ? __ICON_SYMBOLS__ : {};
const useOfSprite = sprite
  ? new RegExp(`<use href="${sprite.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}#([\\w-]+)"></use>`, "g")
  : undefined;

/** The page with its icons drawn from symbols in the page instead of the sprite file. */
export function drawIconsFromPage(html: string): string {
  if (!useOfSprite || !html.includes(sprite)) return html;
  const used = new Set<string>();
  const rewritten = html.replace(useOfSprite, (use, name: string) => {
    if (!Object.hasOwn(symbols, name)) return use;
    used.add(name);
    // Self-closing: in SVG the parser takes it as the empty element it is, in fewer bytes.
    return `<use href="#i-${name}"/>`;
  });
  const body = /<body\b[^>]*>/.exec(rewritten);
  if (!body || used.size === 0) return html;
  const at = body.index + body[0].length;
  const defs = [...used].map((name) => symbols[name]).join("");
  return `${rewritten.slice(0, at)}<svg style="display:none">${defs}</svg>${rewritten.slice(at)}`;
}
