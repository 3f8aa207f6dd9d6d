import { type DemoBlock, demoNav, demoPagePath, demoSites, findDemoPage } from "../../app/content/demos";
import { demoPaths } from "../../app/content/prerender";
import { templates } from "../../app/content/templates";
import { axeViolationsAtBothWidths } from "./axe";
import { expect, test, uniqueIp } from "./fixtures";
import { htmlA11yProblems, textOf } from "./html-checks";

/**
 * Live template demos (ADR 0020): every template's demo home and inner pages answer 200,
 * stay out of search (meta robots, X-Robots-Tag, sitemap), carry their own heading and navigation,
 * are reached from 'View Live Demo', load no scripts at load, and pass axe at both widths.
 */

function headingOf(path: string): string {
  const [, , id, slug] = path.split("/");
  const found = findDemoPage(id, slug);
  if (!found) throw new Error(`no demo content for ${path}`);
  const first = found.page.blocks[0] as DemoBlock;
  if (first.kind !== "hero" && first.kind !== "pageHeader")
    throw new Error(`${path} starts without a heading`);
  return first.title;
}

test("every template has a demo with a home page and at least two inner pages", () => {
  for (const template of templates) {
    const pages = demoPaths.filter((path) => path.startsWith(`/demos/${template.id}`));
    expect(pages, template.id).toContain(`/demos/${template.id}`);
    expect(pages.length, template.id).toBeGreaterThanOrEqual(3);
  }
});

// Over HTTP: the demos run no script at load (below), so the served HTML is the page as shown.
test("every demo page answers 200, noindex in meta and header, with its own heading and no agency chrome", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of demoPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-robots-tag"], path).toBe("noindex");
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
      textOf(match[1] ?? ""),
    );
    expect(headings, path).toEqual([headingOf(path)]);
    // The agency's header and footer are not there; the demo bar leads back to the template.
    const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
      href: match[1]?.match(/\shref="([^"]*)"/)?.[1],
      name: textOf(match[2] ?? ""),
    }));
    expect(
      links.filter((link) => link.name === "Get Free Quote"),
      path,
    ).toEqual([]);
    const id = path.split("/")[2] ?? "";
    expect(
      links.filter((link) => link.name === "Back to template"),
      path,
    ).toEqual([{ href: `/product/${id}`, name: "Back to template" }]);
    // Every drawing has a size and a text alternative.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const match of main.matchAll(/<svg\b[^>]*\srole="img"[^>]*>/g)) {
      expect(match[0], path).toMatch(/\swidth="\d+"/);
      expect(match[0], path).toMatch(/\sheight="\d+"/);
      expect(match[0], path).toMatch(/\saria-label="[^"]*\S[^"]*"/);
    }
    problems.push(...htmlA11yProblems(path, html));
  }
  expect(problems).toEqual([]);
});

test("the demos load no scripts before the visitor interacts (no module preloads, inert bootstrap)", async ({
  request,
}) => {
  for (const path of demoPaths.slice(0, 4)) {
    const response = await request.get(path);
    expect(response.headers()["x-prerendered"], path).toBe("1");
    const html = await response.text();
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).not.toMatch(/<script[^>]*type="module"[^>]*src=/);
  }
});

/** The links of the element `<tag aria-label="label">` in a page's HTML: href, name, marked current. */
function linksIn(html: string, tag: string, label: string) {
  const open = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].find(
    (match) => textOf(match[0].match(/\saria-label="([^"]*)"/)?.[1] ?? "") === label,
  );
  if (open?.index === undefined) return undefined;
  const inner = html.slice(open.index, html.indexOf(`</${tag}>`, open.index));
  return [...inner.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: match[1]?.match(/\shref="([^"]*)"/)?.[1],
    name: textOf(match[2] ?? ""),
    current: /\saria-current="page"/.test(match[1] ?? ""),
  }));
}

// Over HTTP: the demos run no script (above), so their navigation is plain links in the served
// HTML; one demo is walked by clicks in the browser below.
test("every demo page's navigation links each page of its demo, marking its own", async ({ request }) => {
  for (const site of Object.values(demoSites)) {
    const nav = demoNav(site);
    for (const current of nav) {
      const path = demoPagePath(site.templateId, current.slug);
      const html = await (await request.get(path)).text();
      expect(linksIn(html, "nav", `${site.business.name} pages`), path).toEqual(
        nav.map((item) => ({
          href: demoPagePath(site.templateId, item.slug),
          name: item.label,
          current: item.slug === current.slug,
        })),
      );
    }
  }
});

test("a demo's navigation moves between its pages", async ({ page }) => {
  const site = demoSites["restaurant-delight"];
  await page.goto(demoPagePath(site.templateId, ""));
  const nav = page.getByRole("navigation", { name: `${site.business.name} pages` });
  for (const item of [...demoNav(site).slice(1), demoNav(site)[0]!]) {
    await nav.getByRole("link", { name: item.label, exact: true }).click();
    const path = demoPagePath(site.templateId, item.slug);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(path));
    await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

test("'View Live Demo' on every template page links its demo, to open in a new tab", async ({ request }) => {
  for (const template of templates) {
    const html = await (await request.get(`/product/${template.id}`)).text();
    const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
      .filter((match) => /View Live Demo/.test(textOf(match[2] ?? "")))
      .map((match) => ({
        href: match[1]?.match(/\shref="([^"]*)"/)?.[1],
        target: match[1]?.match(/\starget="([^"]*)"/)?.[1],
        noopener: /\srel="[^"]*\bnoopener\b/.test(match[1] ?? ""),
      }));
    expect(links, template.id).toEqual([{ href: `/demos/${template.id}`, target: "_blank", noopener: true }]);
  }
});

test("'View Live Demo' opens the demo in a new tab", async ({ page, context }) => {
  const template = templates[0]!;
  await page.goto(`/product/${template.id}`);
  const [demo] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: /View Live Demo/ }).click(),
  ]);
  await demo.waitForLoadState();
  expect(new URL(demo.url()).pathname).toBe(`/demos/${template.id}`);
  await expect(demo.getByRole("heading", { level: 1 })).toHaveText(headingOf(`/demos/${template.id}`));
  await demo.close();
});

test("an unknown demo or demo page answers 404 with the not-found screen, noindex", async ({ page }) => {
  for (const path of ["/demos/space-station", "/demos/business-pro/menu", "/demos/business-pro/about/team"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), path).toBeVisible();
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
  }
});

test("a trailing slash moves to the demo's one URL", async ({ request }) => {
  const response = await request.get("/demos/wellness-spa/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/demos/wellness-spa");
});

test("the demos are not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/product/business-pro");
  expect(sitemap).not.toContain("/demos/");
});

test("a demo form sends nothing: no form element, and its button only says it is a demo", async ({
  page,
}) => {
  await page.goto("/demos/restaurant-delight/visit");
  await expect(page.locator("form")).toHaveCount(0);
  const note = page.getByText("This is a demo: nothing was sent.");
  await expect(note).toBeHidden();
  await page.getByLabel("Name", { exact: true }).fill("Test Guest");
  await page.getByRole("link", { name: "Request table" }).click();
  await expect(note).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});

/**
 * The demo pages axe scans in the browser: each demo has its own palette, and its pages are built
 * from a few kinds of block, so per demo its home, then the inner pages that add a kind of block
 * its earlier picks lack (most new kinds first). Every demo page's HTML is checked over HTTP above.
 */
function demoSweep(): string[] {
  const picked: string[] = [];
  for (const template of templates) {
    const pages = demoPaths.filter(
      (path) => path === `/demos/${template.id}` || path.startsWith(`/demos/${template.id}/`),
    );
    const kinds = (path: string) =>
      (findDemoPage(template.id, path.split("/")[3])?.page.blocks ?? []).map((block) => block.kind);
    const covered = new Set<string>();
    let next: string | undefined = `/demos/${template.id}`;
    while (next) {
      picked.push(next);
      for (const kind of kinds(next)) covered.add(kind);
      const fresh = (path: string) => kinds(path).filter((kind) => !covered.has(kind)).length;
      next = pages
        .filter((path) => !picked.includes(path) && fresh(path) > 0)
        .sort((a, b) => fresh(b) - fresh(a))[0];
    }
  }
  return picked;
}

test.describe("axe: zero WCAG 2.2 AA violations on the demos", () => {
  test.describe.configure({ mode: "parallel" });
  // Each page is loaded once and scanned at 1280 px, then at 390 px; two halves of the list.
  for (const half of [0, 1]) {
    test(`each demo's kinds of page at 1280 and 390 px, part ${half + 1} of 2`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
      const page = await context.newPage();
      const found: string[] = [];
      const sweep = demoSweep();
      expect(sweep.length).toBeGreaterThanOrEqual(templates.length * 2);
      try {
        for (const path of sweep.filter((_, index) => index % 2 === half)) {
          found.push(...(await axeViolationsAtBothWidths(page, path)));
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    });
  }
});
