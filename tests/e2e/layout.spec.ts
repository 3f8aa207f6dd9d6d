import { expect, test } from "./fixtures";
import { readShifts, recordShifts } from "./layout-shifts";

const headerLinks = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Results", "/results"],
  ["Portfolio", "/portfolio"],
  ["About", "/about"],
  ["Reviews", "/reviews"],
  ["Blog", "/blog"],
] as const;

test.describe("shared layout", () => {
  test("header links go to their pages and highlight the active one", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of headerLinks) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current", "page");
  });

  test("Blog stays highlighted on an article page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto("/blog/local-seo-checklist-for-plumbers");
    expect(response?.status()).toBeLessThan(500);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("Get Free Quote targets #contact at home and /#contact elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");
    await page.goto("/about");
    await expect(header.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");
  });

  test("footer has the spec's links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/",
      "/#services",
      "/results",
      "/portfolio",
      "/about",
      "/reviews",
      "/#contact",
      "/privacy-policy",
      "/terms-of-service",
      "/sitemap",
      "/quick-message",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("mobile menu opens and closes at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    // Escape closes it, and so does following a link (in-page ones included).
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "Results" }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(menu).toBeHidden();
  });

  test("arriving at /#contact from another page lands 80 px below the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect
      .poll(async () => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test("a fresh load of /#contact lands 80 px below the top once the web fonts have reflowed the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // Slow font responses: the browser finds the target before the fonts change line breaks above it.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto("/#contact");
    await expect
      .poll(async () => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test("on a slow link the heroes stay put while the rest of the page arrives", async ({ page }) => {
    // About 12 KB/s after 150 ms: the browser paints the hero before the end of its last column
    // has arrived, as a phone on a poor connection does. What it painted must not move.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 12 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await recordShifts(page);
    await page.setViewportSize({ width: 1280, height: 844 });
    for (const path of ["/", "/case-studies/houston-plumbing-pros", "/projects/sunrise-plumbing"]) {
      await page.goto(path, { timeout: 60_000 });
      const { total, report } = await readShifts(page);
      expect(total, `${path} at 1280 px on a slow link:\n${report}`).toBeLessThan(0.005);
    }
  });

  test("the linked stylesheet and the artwork files survive hydration unchanged", async ({ page }) => {
    await page.goto("/");
    const art = await page
      .locator("img[data-art]")
      .evaluateAll((images) => images.map((image) => image.outerHTML));
    expect(art.length).toBeGreaterThan(0);
    // A lead form field loads React (ADR 0019).
    await page.locator("form[method=post] input:visible").first().focus();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    await expect(page.locator("link[rel=stylesheet]")).toHaveCount(1);
    expect(await page.locator("style[data-href]").count()).toBe(0);
    // Hydration kept the server's <img> tags: no artwork drawn again inline.
    expect(
      await page.locator("img[data-art]").evaluateAll((images) => images.map((image) => image.outerHTML)),
    ).toEqual(art);
    const font = await page
      .getByRole("heading", { level: 1 })
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain("Plus Jakarta Sans Variable");
  });

  test("an in-page anchor scrolls to its target with the 80 px offset", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { scrollSteps: number }).scrollSteps = 0;
      addEventListener("scroll", () => (window as unknown as { scrollSteps: number }).scrollSteps++);
    });
    await page.getByRole("contentinfo").locator('a[href="/#services"]').click();
    await expect
      .poll(async () =>
        page.locator("#services").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(80);
    // Smoothly: the page passes through several positions on the way, not one jump.
    const steps = await page.evaluate(() => (window as unknown as { scrollSteps: number }).scrollSteps);
    expect(steps).toBeGreaterThan(3);
  });
});

test.describe("not found", () => {
  test("unknown paths answer 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "View Templates" })).toHaveAttribute("href", "/products");
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("every page has a title, a description and a favicon", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Hearthstone Digital/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    expect((await request.get("/favicon.svg")).status()).toBe(200);
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });
});

test.describe("web fonts after the first paint", () => {
  test("with script, no font is asked for before the page's largest text is painted; then both load", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: { lcp: number[]; fonts: number[] } = { lcp: [], fonts: [] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp.push(entry.startTime);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name.endsWith(".woff2")) seen.fonts.push((entry as PerformanceResourceTiming).fetchStart);
      }).observe({ type: "resource", buffered: true });
    });
    await page.goto("/");
    await expect(page.locator("style#web-fonts")).toHaveAttribute("media", "all");
    await page.waitForFunction(
      () => (window as unknown as { seen: { fonts: number[] } }).seen.fonts.length >= 2,
    );
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { lcp: number[]; fonts: number[] } }).seen,
    );
    expect(seen.lcp.length).toBeGreaterThan(0);
    expect(Math.min(...seen.fonts)).toBeGreaterThanOrEqual(Math.min(...seen.lcp));
  });

  test("without script, the fonts load from the page's <noscript> link", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.startsWith("Inter") && face.status === "loaded",
          );
        }),
      )
      .toBe(true);
    await context.close();
  });
});
