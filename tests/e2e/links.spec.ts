import { expect, test } from "./fixtures";

/**
 * Crawls the site from the home page: every internal link (<a href>, same origin, without its
 * #fragment; mailto: and tel: skipped) found on every page reached must answer neither 404
 * nor 5xx. Pages are fetched over HTTP (no browser) and their links parsed from the HTML.
 */
const maxPages = 2000;
const concurrency = 6;

function decodeEntities(value: string) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The href of every <a> element in an HTML document. */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    hrefs.push(decodeEntities(match[1] ?? match[2] ?? ""));
  }
  return hrefs;
}

test("no internal link on any page answers 404 or 5xx", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const queue: string[] = ["/"];
  const seen = new Set<string>(["/"]);
  const foundOn = new Map<string, Set<string>>([["/", new Set(["(start)"])]]);
  const failures: { path: string; status: number; pages: string[] }[] = [];
  let visited = 0;

  async function visit(path: string) {
    const response = await request.get(path, { maxRedirects: 5 });
    const status = response.status();
    if (status === 404 || status >= 500) {
      failures.push({ path, status, pages: [...(foundOn.get(path) ?? [])] });
      return;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
    const html = await response.text();
    for (const href of anchorHrefs(html)) {
      const trimmed = href.trim();
      if (!trimmed || trimmed.startsWith("#") || /^(mailto|tel|javascript|sms):/i.test(trimmed)) continue;
      const url = new URL(trimmed, new URL(path, origin));
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      if (!foundOn.has(target)) foundOn.set(target, new Set());
      foundOn.get(target)?.add(path);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  // Breadth-first, a few requests at a time.
  while (queue.length > 0 && visited < maxPages) {
    const batch = queue.splice(0, Math.min(concurrency, maxPages - visited));
    visited += batch.length;
    await Promise.all(batch.map(visit));
  }

  const report = failures
    .map((failure) => `${failure.status} ${failure.path}  <- linked from ${failure.pages.join(", ")}`)
    .join("\n");
  expect(visited, "the crawl reached more than the home page").toBeGreaterThan(10);
  expect(queue.length, `crawl stopped at ${maxPages} pages`).toBe(0);
  expect(failures, `broken internal links:\n${report}`).toEqual([]);
});
