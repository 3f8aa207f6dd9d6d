import { expect, test } from "./fixtures";
import { publicRoutes } from "./public-routes";

/**
 * A page's own HTML, decoded: the stylesheet, artwork, icon sprite and scripts it links are not
 * counted. Every public page is held to 60 KB (ADR 0053), /reviews' 48 cards included.
 */
const HTML_BUDGET = 60 * 1024;

test("no public page sends more than 60 KB of decoded HTML", async ({ request }) => {
  const over: string[] = [];
  for (const path of await publicRoutes(request)) {
    const response = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status(), path).toBe(200);
    // Playwright hands back the body decoded, whatever the server compressed it with.
    const bytes = (await response.body()).length;
    if (bytes > HTML_BUDGET) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB`);
  }
  expect(over, "pages over 60 KB").toEqual([]);
});
