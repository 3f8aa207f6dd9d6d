/**
 * Whether anything on a page could start React Router (ADR 0070): the loader's rules (./on-intent.ts)
 * applied to the markup, outside the form islands. It errs on the side of the router.
 */
export function routerMayStart(html: string, islandNames: readonly string[]): boolean {
  const body = html.indexOf("<body");
  const islands = islandSpans(html, islandNames);
  const outsideIslands = (at: number) => at > body && !islands.some(([from, to]) => at >= from && at < to);
  for (const match of html.matchAll(NEEDS_ROUTER)) {
    const tag = match[0];
    const marked = /\s(?:data-hydrate|data-hydration-hold)[\s=>]|\srole="button"/i.test(tag);
    if (
      !marked &&
      /^<button\b/i.test(tag) &&
      /\s(?:type="(?:submit|reset)"|popovertarget=|commandfor=)/i.test(tag)
    )
      continue;
    if (!marked && /^<form\b/i.test(tag) && !/\smethod="post"/i.test(tag)) continue;
    if (outsideIslands(match.index)) return true;
  }
  return false;
}

/** Opening tags the loader could start React for (the button and form tags are checked further). */
const NEEDS_ROUTER =
  /<(?:button\b[^>]*|form\b[^>]*|[a-z][\w-]*\b[^>]*\s(?:data-hydrate|data-hydration-hold|role="button")(?:[\s=>][^>]*)?|input\b[^>]*\stype="button"[^>]*)>/gi;

/** Where each known island's frame opens and closes in the markup. */
function islandSpans(html: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const frame of html.matchAll(/<([a-z][\w-]*)\b[^>]*\sdata-island="([^"]*)"[^>]*>/gi)) {
    const [, element, name] = frame;
    if (!names.includes(name)) continue;
    const tags = new RegExp(`<(/?)${element}\\b[^>]*>`, "gi");
    tags.lastIndex = frame.index + frame[0].length;
    let depth = 1;
    for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) spans.push([frame.index, tag.index]);
    }
  }
  return spans;
}

/** A page the router cannot start on does without its context data and scroll-restoration script. */
export function withoutRouterScripts(html: string): string {
  return html.replace(ROUTER_SCRIPT, "");
}

const ROUTER_SCRIPT =
  /<script\b[^>]*>(?:window\.__reactRouterContext\b|\(\(storageKey\d*, restoreKey\) =>)[\s\S]*?<\/script>/g;
