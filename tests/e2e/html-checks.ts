/**
 * Accessibility rules a page's HTML decides by itself, checked over plain HTTP on every page.
 * The browser's axe sweep loads one page per template family at both widths (contrast, sizes,
 * what only layout shows); this is the check that every other page of the family is built the
 * same sound way: language, title, landmarks, headings, names of images, links, buttons and
 * fields, unique ids and references that point somewhere. Public pages run no script until a
 * visitor's intent (ADR 0019), so the served HTML is the page that is read.
 */

/** The text of an HTML fragment as read aloud: tags dropped, entities decoded, spaces folded. */
export function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const voidOrText = (html: string) =>
  html
    .replace(/<svg\b[\s\S]*?<\/svg>/gi, (svg) => (/\saria-label="[^"]*\S[^"]*"/.test(svg) ? " label " : ""))
    .replace(/<img\b[^>]*\salt="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]+>/g, "")
    .replace(/&[#\w]+;/g, "x")
    .trim();

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** Every problem found in one page's HTML, each naming the page and the element. */
export function htmlA11yProblems(path: string, html: string): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${path}: ${message}`);
  const body = html
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, "")
    .replace(/<template\b[\s\S]*?<\/template>/gi, "");

  if (!/<html\b[^>]*\slang="en(-US)?"/i.test(html)) fail("<html> without lang");
  if (!/<title>[^<]*\S[^<]*<\/title>/i.test(html)) fail("no title");
  if (!/<main\b[^>]*\sid="main"/i.test(body)) fail('no <main id="main">');
  if (!/<a\b[^>]*\shref="#main"/i.test(body)) fail("no skip link to #main");
  const h1 = body.match(/<h1\b/gi)?.length ?? 0;
  if (h1 !== 1) fail(`${h1} <h1> elements`);

  // Heading levels go down one at a time (h2 after h1, never h4 straight after h2).
  let level = 0;
  for (const match of body.matchAll(/<h([1-6])\b/gi)) {
    const next = Number(match[1]);
    if (level > 0 && next > level + 1) fail(`<h${next}> after <h${level}>`);
    level = next;
  }

  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? "");
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) fail(`id "${id}" twice`);
    seen.add(id);
  }
  for (const match of body.matchAll(/\saria-(?:labelledby|describedby|controls)="([^"]*)"/g))
    for (const id of (match[1] ?? "").split(/\s+/).filter(Boolean))
      if (!seen.has(id)) fail(`aria reference to missing id "${id}"`);
  for (const match of body.matchAll(/<label\b[^>]*\sfor="([^"]+)"/g))
    if (!seen.has(match[1] ?? "")) fail(`label for missing id "${match[1]}"`);

  for (const match of body.matchAll(/<img\b[^>]*>/gi))
    if (attr(match[0], "alt") === undefined) fail(`<img> without alt: ${match[0].slice(0, 120)}`);

  // An element hidden from assistive technology (a card's duplicate image link, out of the tab
  // order) needs no name of its own.
  const named = (tag: string, inner: string) =>
    attr(tag, "aria-hidden") === "true" ||
    Boolean(attr(tag, "aria-label")?.trim() || attr(tag, "aria-labelledby") || attr(tag, "title")) ||
    voidOrText(inner) !== "";
  for (const match of body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi))
    if (/\shref=/.test(match[1] ?? "") && !named(match[0], match[2] ?? ""))
      fail(`link without a name: ${match[0].slice(0, 120)}`);
  for (const match of body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi))
    if (!named(match[0], match[2] ?? "")) fail(`button without a name: ${match[0].slice(0, 120)}`);

  // Every field has a name: a <label for>, a wrapping <label>, or an ARIA label.
  const labelled = new Set(
    [...body.matchAll(/<label\b[^>]*\sfor="([^"]+)"/g)].map((match) => match[1] ?? ""),
  );
  const wrapped = new Set<string>();
  for (const label of body.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/gi))
    for (const field of (label[1] ?? "").matchAll(/<(?:input|select|textarea)\b[^>]*>/gi))
      wrapped.add(field[0]);
  for (const match of body.matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
    const tag = match[0];
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if (["hidden", "submit", "button", "reset", "image"].includes(type)) continue;
    const id = attr(tag, "id");
    const ok =
      (id !== undefined && labelled.has(id)) ||
      wrapped.has(tag) ||
      Boolean(attr(tag, "aria-label")?.trim() || attr(tag, "aria-labelledby") || attr(tag, "title"));
    if (!ok) fail(`field without a label: ${tag.slice(0, 120)}`);
  }
  return problems;
}

/**
 * One page per template family: the pages under one parent (`/case-studies/x`, `/projects/x`,
 * `/product/x`, `/blog/x`, `/checkout/x`) are one route module with other content, so the first
 * stands for the rest; every other page is a family of its own.
 */
export function onePerFamily(paths: string[]): string[] {
  const families = new Set<string>();
  return paths.filter((path) => {
    const segments = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
    const family = segments.length > 1 ? segments.slice(0, -1).join("/") : path;
    if (families.has(family)) return false;
    families.add(family);
    return true;
  });
}
