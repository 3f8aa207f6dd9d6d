import { expect, test } from "./fixtures";

/**
 * Before the first paint a page requests its stylesheet and nothing else of its own: Lighthouse's
 * simulated slow phone link charges every request that ended before the paint to the largest
 * paint (docs/benchmarks.md, "LCP"). The icons are drawn from symbols in the page, so they are
 * whole when the sprite file cannot be had at all, and the web manifest is linked once the page
 * is on screen, by the page's own script, or at once in a browser without script.
 */

const SPRITE = /\/assets\/icons-[\w-]+\.svg$/;

/** The icons of the first screen and the width of what each one draws (0: nothing drawn). */
const firstScreenIcons = () =>
  [...document.querySelectorAll<SVGSVGElement>("svg.lucide")]
    .filter((svg) => {
      const box = svg.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    })
    .map((svg) => ({
      label: svg.closest("a,button,li,p,div")?.textContent?.trim().slice(0, 40) ?? "",
      drawn: svg.querySelector("use")?.getBBox().width ?? 0,
    }));

test("the first screen's icons are drawn with the sprite file blocked, and the manifest is linked after load", async ({
  page,
  request,
}) => {
  const spriteRequests: string[] = [];
  await page.route(SPRITE, (route) => {
    spriteRequests.push(route.request().url());
    return route.abort();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "load" });

  // The header's menu button and the hero's checks, at least.
  const icons = await page.evaluate(firstScreenIcons);
  expect(icons.length).toBeGreaterThanOrEqual(4);
  for (const icon of icons) expect(icon.drawn, `icon near "${icon.label}"`).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Menu" }).locator("svg.lucide use").first()).toHaveAttribute(
    "href",
    /^#i-/,
  );
  expect(spriteRequests, "the page asked for no sprite file").toEqual([]);

  // Linked once the first paint is on screen (the fonts' script), and served.
  const manifest = page.locator('head link[rel="manifest"]');
  await expect(manifest).toHaveCount(1);
  const href = await manifest.getAttribute("href");
  const served = await request.get(String(href));
  expect(served.status()).toBe(200);
  expect((await served.json()).name).toBeTruthy();
});

test("without script, the icons are drawn and the manifest is linked", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.route(SPRITE, (route) => route.abort());
  await page.goto("/", { waitUntil: "load" });
  const icons = await page.evaluate(firstScreenIcons);
  expect(icons.length).toBeGreaterThanOrEqual(4);
  for (const icon of icons) expect(icon.drawn, `icon near "${icon.label}"`).toBeGreaterThan(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  await context.close();
});
