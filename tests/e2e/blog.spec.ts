import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDataDir, expect, test } from "./fixtures";
import { saveInEditor } from "./cms-helpers";

/**
 * How many published posts match a query, from the API: other suites (the CMS) may publish posts
 * on the same server, so counts are never hard-coded.
 */
async function apiCount(request: APIRequestContext, query = "") {
  const response = await request.get(`/api/blog/posts${query}`);
  expect(response.status()).toBe(200);
  return Number(response.headers()["x-total-count"]);
}

const SUCCESS = "Successfully subscribed! Check your email for confirmation.";

/**
 * Holds the browser's request for the page at `url` (a native navigation's document) until the
 * returned function is called.
 */
async function holdDocument(page: Page, url: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().resourceType() === "document") await held;
    await route.continue();
  });
  return release;
}
type Leaving = { postSkeletons: number; articleSkeletons: number; cards: number; status: string[] };
/**
 * What the page shows while the next one loads, recorded by the page itself as it is replaced:
 * Playwright does not look into a page whose navigation is under way.
 */
async function recordWhileLeaving(page: Page) {
  await page.evaluate(() => {
    window.addEventListener("pagehide", () => {
      const visible = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].filter((node) => node.checkVisibility()).length;
      const leaving: Leaving = {
        postSkeletons: visible("[data-post-skeleton]"),
        articleSkeletons: visible("[data-article-skeleton]"),
        cards: visible("[data-post-card]"),
        status: [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent ?? ""),
      };
      sessionStorage.setItem("leaving", JSON.stringify(leaving));
    });
  });
}
const whileLeaving = (page: Page): Promise<Leaving | null> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("leaving") ?? "null"));
/** True once React Router's bootstrap has run on the page (it registers the route modules). */
const routerStarted = (page: Page) => page.evaluate(() => "__reactRouterRouteModules" in window);
const cards = (page: Page) => page.locator("[data-post-card]");
const categoryChips = (page: Page) => page.getByRole("list", { name: "Filter by category" });
const tagChips = (page: Page) => page.getByRole("list", { name: "Filter by tag" });

test.describe("Marketing Hub listing", () => {
  test("is titled Marketing Hub, links its RSS feed and paginates after 12 articles", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketing Hub");
    await expect(page).toHaveTitle(/Marketing Hub/);
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute("href");
    expect(feedHref).toBe("/blog/rss.xml");
    const feed = await request.get(feedHref ?? "");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain("/blog/local-seo-checklist-for-plumbers</link>");

    const total = await apiCount(request);
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first.getByRole("link", { name: /Read Full Article/ })).toHaveAttribute("href", /^\/blog\//);
    await expect(first.locator("img")).toHaveAttribute("width", "1200");
    await expect(first.locator("img")).toHaveAttribute("alt", /.+/);
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));
    await expect(pagination.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("category and tag badges toggle, live in the URL, and the back button restores them", async ({
    page,
    request,
  }) => {
    const paidAds = await apiCount(request, "?category=Paid%20Ads");
    const paidAdsHvac = await apiCount(request, "?category=Paid%20Ads&tag=hvac");
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(0);
    const all = await cards(page).count();

    await categoryChips(page).getByRole("link", { name: "Paid Ads" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Paid\+Ads$/);
    await expect(categoryChips(page).getByRole("link", { name: "Paid Ads" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(cards(page)).toHaveCount(paidAds);
    for (const card of await cards(page).all()) await expect(card).toContainText("Paid Ads");
    await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();

    await tagChips(page).getByRole("link", { name: "#hvac" }).click();
    await expect(page).toHaveURL(/category=Paid\+Ads&tag=hvac$/);
    await expect(cards(page)).toHaveCount(paidAdsHvac);
    await expect(cards(page).filter({ hasText: "Google Ads for HVAC Companies" })).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=Paid\+Ads$/);
    await expect(cards(page)).toHaveCount(paidAds);

    // A second click on the selected badge deselects it.
    await categoryChips(page).getByRole("link", { name: "Paid Ads" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(all);
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(0);

    // Explore Topics sets the category filter.
    await page
      .getByRole("complementary", { name: "Blog sidebar" })
      .getByRole("link", { name: /Web Design/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=Web\+Design$/);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the search box searches the articles, ranked, and keeps the other filters", async ({ page }) => {
    await page.goto("/blog?tag=reviews");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("negative reviews");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=negative\+reviews&tag=reviews$/);
    await expect(page.getByRole("heading", { name: "Results for “negative reviews”" })).toBeVisible();
    await expect(cards(page).first()).toContainText("How to Respond to Negative Reviews");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("negative reviews");
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?tag=reviews$/);
  });

  test("shows 6 skeleton cards while the next list loads", async ({ page, request }) => {
    const localSeo = await apiCount(request, "?category=Local%20SEO");
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(12);
    await recordWhileLeaving(page);
    const release = await holdDocument(page, /\/blog\?category=Local\+SEO$/);
    await categoryChips(page).getByRole("link", { name: "Local SEO" }).click({ noWaitAfter: true });
    release();
    await expect(page).toHaveURL(/\/blog\?category=Local\+SEO$/);
    await expect(cards(page)).toHaveCount(Math.min(12, localSeo));
    await expect(page.locator("[data-post-skeleton]")).toHaveCount(0);
    const shown = await whileLeaving(page);
    expect(shown).toMatchObject({ postSkeletons: 6, cards: 0 });
    expect(shown?.status).toContain("Loading articles...");
    // The browser navigated: the router never started.
    expect(await routerStarted(page)).toBe(false);
  });

  test("shows the skeleton cards while a search loads too, and Back shows the list again", async ({
    page,
  }) => {
    await page.goto("/blog");
    await recordWhileLeaving(page);
    const release = await holdDocument(page, /\/blog\?q=reviews$/);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("reviews");
    await page.getByRole("button", { name: "Search" }).click({ noWaitAfter: true });
    release();
    await expect(page.getByRole("heading", { name: "Results for “reviews”" })).toBeVisible();
    expect(await whileLeaving(page)).toMatchObject({ postSkeletons: 6, cards: 0 });
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator("[data-post-skeleton]")).toHaveCount(0);
    await expect(page.getByText(/^\d+ articles/)).toBeVisible();
  });

  test("a page restored from the back/forward cache shows its list, not the skeleton", async ({ page }) => {
    // The goto waits for the page's scripts too (fixtures.ts): the blog's has seen the click below.
    await page.goto("/blog");
    const count = page.getByText(/^\d+ articles/);
    await expect(count).toBeVisible();
    // The page as the cache keeps it once the visitor has left: the skeleton shown (the click's
    // navigation is cancelled here after the page's own script has seen it), then the browser's
    // pageshow of a restored page.
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await tagChips(page).getByRole("link").first().click();
    await expect(page.locator("[data-post-skeleton]")).toHaveCount(6);
    await expect(count).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect(page.locator("[data-post-skeleton]")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
    await expect(count).toBeVisible();
    await expect(page.getByRole("region", { name: /Latest articles/ })).not.toHaveAttribute(
      "aria-busy",
      "true",
    );
  });

  test("a click that opens a new tab, or a link to this page's own part, shows no skeleton", async ({
    page,
    context,
  }) => {
    await page.goto("/blog");
    const chip = categoryChips(page).getByRole("link", { name: "Local SEO" });
    // Pressed again if no tab opens: one CI run on a starved machine saw none within the minute,
    // and what this test asserts is the page left behind, not the browser's tab.
    await expect(async () => {
      const opened = context.waitForEvent("page", { timeout: 10_000 });
      await chip.click({ modifiers: ["ControlOrMeta"] });
      await (await opened).close();
    }).toPass({ timeout: 40_000 });
    await chip.click({ button: "middle" });
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog#/);
    await expect(page.locator("[data-post-skeleton], [data-article-skeleton]")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
  });

  test("with no results shows 'No articles found' and 'Clear All Filters'", async ({ page }) => {
    await page.goto("/blog?q=zzqxv%20nonexistent");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("sidebar shows the stats and links to /contact and /services", async ({ page, request }) => {
    const total = await apiCount(request);
    await page.goto("/blog");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await expect(sidebar).toContainText(`${total}+ articles`);
    await expect(sidebar).toContainText("100+ expert tips");
    await expect(sidebar.getByRole("link", { name: /Get Free Consultation/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(sidebar.getByRole("link", { name: "View Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });
});

test.describe("blog article", () => {
  test("shows the article with breadcrumb, meta, content, tags, CTA and related posts", async ({ page }) => {
    const response = await page.goto("/blog/local-seo-checklist-for-plumbers");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Local SEO Checklist Every Plumber Needs",
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(crumbs).toContainText("The Local SEO Checklist Every Plumber Needs");
    const header = page.locator("article > header");
    await expect(header.getByText("Maria Delgado", { exact: true })).toBeVisible();
    await expect(header.getByText(/Local SEO Director at Hearthstone Digital/)).toBeVisible();
    await expect(header.locator("time")).toHaveText("September 15, 2026");
    await expect(header.getByText("5 min read")).toBeVisible();
    const image = page.locator("figure img");
    await expect(image).toHaveAttribute("src", "/blog/local-seo-checklist-for-plumbers.svg");
    await expect(image).toHaveAttribute("height", "630");
    await expect(
      page.getByRole("heading", { level: 2, name: "1. Claim and verify your Google Business Profile" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "#plumbing" })).toHaveAttribute("href", "/blog?tag=plumbing");
    await expect(page.getByRole("link", { name: /Get Free Consultation/ })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "View Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const related = page.getByRole("region", { name: "Related Articles" }).locator("[data-post-card]");
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const hrefs = await related
      .getByRole("link", { name: /Read Full Article/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).not.toContain("/blog/local-seo-checklist-for-plumbers");
    await related
      .first()
      .getByRole("link", { name: /Read Full Article/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  });

  test("share buttons open a 600x400 popup carrying the page URL", async ({ page, context, baseURL }) => {
    await context.route(/(twitter|facebook|linkedin)\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>share</title>" }),
    );
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { __shareCalls: unknown[][] }).__shareCalls = calls;
      const original = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return original(...args);
      };
    });
    await page.goto("/blog/local-seo-checklist-for-plumbers");
    const pageUrl = `${baseURL}/blog/local-seo-checklist-for-plumbers`;

    for (const [name, host] of [
      ["Twitter", "twitter.com"],
      ["Facebook", "facebook.com"],
      ["LinkedIn", "linkedin.com"],
    ] as const) {
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("link", { name: `Share on ${name}` }).click();
      const popup = await popupPromise;
      const url = new URL(popup.url());
      expect(url.hostname).toContain(host);
      expect(popup.url()).toContain(encodeURIComponent(pageUrl));
      if (name === "Twitter") {
        expect(url.searchParams.get("text")).toBe(
          "Check out this article: The Local SEO Checklist Every Plumber Needs",
        );
      }
      await popup.close();
    }
    const calls = await page.evaluate(
      () => (window as unknown as { __shareCalls: unknown[][] }).__shareCalls,
    );
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(String(call[2])).toMatch(/width=600,height=400/);
    // The article page stays where it was.
    await expect(page).toHaveURL(/\/blog\/local-seo-checklist-for-plumbers$/);
  });

  test("shows an article skeleton while the article loads", async ({ page }) => {
    await page.goto("/blog");
    const card = cards(page).first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    const href = (await card.getByRole("link", { name: /Read Full Article/ }).getAttribute("href")) ?? "";
    await recordWhileLeaving(page);
    const release = await holdDocument(page, new RegExp(`${href}$`));
    await card.getByRole("link", { name: /Read Full Article/ }).click({ noWaitAfter: true });
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("[data-article-skeleton]")).toHaveCount(0);
    const shown = await whileLeaving(page);
    expect(shown).toMatchObject({ articleSkeletons: 1 });
    expect(shown?.status).toContain("Loading article...");
    expect(await routerStarted(page)).toBe(false);
  });

  test("an article followed before the blog's script has run shows the skeleton once it does", async ({
    page,
  }) => {
    // The script starts after the first paint (ADR 0070); here it arrives after the click.
    let releaseScript: () => void = () => {};
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/assets\/blog-scripts-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const card = cards(page).first();
    const href = (await card.getByRole("link", { name: /Read Full Article/ }).getAttribute("href")) ?? "";
    await recordWhileLeaving(page);
    // Playwright cannot look into a page whose navigation is under way: the page reports the
    // skeleton's appearance with a request of its own.
    let reportShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => {
      reportShown = resolve;
    });
    await page.route("**/skeleton-shown", (route) => {
      reportShown();
      return route.fulfill({ status: 204 });
    });
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("[data-article-skeleton]")) return;
        observer.disconnect();
        void fetch("/skeleton-shown");
      }).observe(document.body, { childList: true, subtree: true });
    });
    const release = await holdDocument(page, new RegExp(`${href}$`));
    await card.getByRole("link", { name: /Read Full Article/ }).click({ noWaitAfter: true });
    releaseScript();
    await shown;
    release();
    await page.waitForURL(new RegExp(`${href}$`));
    expect(await whileLeaving(page)).toMatchObject({ articleSkeletons: 1 });
  });

  test("an article's related article shows the skeleton too", async ({ page }) => {
    await page.goto("/blog/local-seo-checklist-for-plumbers");
    const related = page.locator("[data-post-card]").first();
    const href = (await related.getByRole("link", { name: /Read Full Article/ }).getAttribute("href")) ?? "";
    await recordWhileLeaving(page);
    const release = await holdDocument(page, new RegExp(`${href}$`));
    await related.getByRole("link", { name: /Read Full Article/ }).click({ noWaitAfter: true });
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("[data-article-skeleton]")).toHaveCount(0);
    expect(await whileLeaving(page)).toMatchObject({ articleSkeletons: 1 });
  });

  test("an unknown article answers 404 with 'Article Not Found' and 'Back to Blog'", async ({ page }) => {
    const response = await page.goto("/blog/this-article-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText(/does not exist or has been moved/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marketing Hub");
  });
});

test.describe("the blog never starts the router", () => {
  /** Whether the hydrate-on-intent loader has added React Router's bootstrap (it does so at the intent). */
  const bootAdded = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("script[type='module']")].some((script) =>
        script.textContent?.includes("__reactRouterRouteModules"),
      ),
    );

  test("not a touch or a mouse press on a link, nor a focus in the search; the box takes its island", async ({
    page,
  }) => {
    await page.goto("/blog");
    const link = cards(page).first().getByRole("link").first();
    await link.dispatchEvent("pointerdown", { pointerType: "touch" });
    await link.dispatchEvent("pointerdown", { pointerType: "mouse" });
    await page.getByRole("searchbox", { name: "Search articles" }).focus();
    expect(await bootAdded(page)).toBe(false);
    // The box loads React and itself only.
    await page.locator('[data-newsletter="sidebar"]').getByRole("textbox").focus();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await bootAdded(page)).toBe(false);
    expect(await routerStarted(page)).toBe(false);
  });
});

test.describe("newsletter forms", () => {
  test("sidebar form: busy label, green success, field cleared", async ({ page }) => {
    await page.goto("/blog");
    const form = page.locator('[data-newsletter="sidebar"]');
    const email = form.getByRole("textbox", { name: "Email address" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/blog/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await email.fill("sidebar-reader@plumbing.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    const message = form.getByRole("status");
    await expect(message).toHaveText(SUCCESS);
    await expect(message).toHaveClass(/text-success-600/);
    await expect(email).toHaveValue("");
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("sidebar form: server message, fallback and network error in red", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    const form = page.locator('[data-newsletter="sidebar"]');
    const email = form.getByRole("textbox", { name: "Email address" });
    const message = form.getByRole("status");

    await page.route("**/api/blog/newsletter", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: '{"message":"Too many subscription attempts. Please try again later."}',
      }),
    );
    await email.fill("someone@hvac.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toHaveText("Too many subscription attempts. Please try again later.");
    await expect(message).toHaveClass(/text-danger-600/);
    await expect(email).toHaveValue("someone@hvac.example");

    await page.unroute("**/api/blog/newsletter");
    await page.route("**/api/blog/newsletter", (route) => route.fulfill({ status: 500, body: "oops" }));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toHaveText("Failed to subscribe. Please try again.");

    await page.unroute("**/api/blog/newsletter");
    await page.route("**/api/blog/newsletter", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(message).toHaveText("An error occurred. Please try again.");
    await expect(message).toHaveClass(/text-danger-600/);
    // The browser logs the three failed requests this test provoked; nothing else may be logged.
    const provoked =
      /Failed to load resource: (the server responded with a status of (429|500)|net::ERR_FAILED)/;
    expect(consoleErrors.filter((text) => provoked.test(text))).toHaveLength(3);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !provoked.test(text)));
  });

  test("article form: '...' while busy, then the success text", async ({ page }) => {
    await page.goto("/blog/google-ads-for-hvac-companies");
    const form = page.locator('[data-newsletter="article"]');
    await expect(form.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/blog/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    const email = form.getByRole("textbox", { name: "Email address" });
    await email.fill("article-reader@roofing.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "..." })).toBeDisabled();
    release();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    await expect(email).toHaveValue("");
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page, and the mailed link confirms only after pressing the button", async ({
    page,
  }) => {
    const address = `nojs-${Date.now()}@electric.example`;
    await page.goto("/blog/how-to-get-more-google-reviews");
    const form = page.locator('[data-newsletter="article"]');
    await form.getByRole("textbox", { name: "Email address" }).fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-get-more-google-reviews#newsletter-form$/);
    await expect(page.locator('[data-newsletter="article"]').getByRole("status")).toHaveText(SUCCESS);
    await expect(page.locator('[data-newsletter="article"]').getByRole("textbox")).toHaveValue("");

    // The confirmation mail (written as .eml without SMTP) carries the links and the one-click header.
    const mailDir = path.join(e2eDataDir, "mail");
    let eml = "";
    await expect
      .poll(
        () => {
          if (!fs.existsSync(mailDir)) return false;
          for (const file of fs
            .readdirSync(mailDir)
            .filter((name) => name.includes("newsletter-confirm") && name.endsWith(".eml"))) {
            const text = fs.readFileSync(path.join(mailDir, file), "utf8");
            if (text.includes(address)) {
              eml = text;
              return true;
            }
          }
          return false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const decoded = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const headers = decoded.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(/List-Unsubscribe: <http[^>]+\/newsletter\/unsubscribe\?token=[\w-]+>/);
    expect(decoded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const confirmUrl = decoded.match(/https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
    expect(confirmUrl).toBeTruthy();

    await page.goto(new URL(confirmUrl ?? "").pathname + new URL(confirmUrl ?? "").search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");

    // The unsubscribe link shows a button too; an RFC 8058 one-click POST also works.
    const unsubscribeUrl = new URL(headers.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? "http://invalid/");
    await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    const oneClick = await page.request.post(unsubscribeUrl.pathname + unsubscribeUrl.search, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
  });

  test("the sidebar form shows the server's message for a bad address", async ({ page }) => {
    await page.goto("/blog");
    const form = page.locator('[data-newsletter="sidebar"]');
    // The browser accepts an address without a dot in the domain; the server does not.
    await form.getByRole("textbox", { name: "Email address" }).fill("owner@localhost");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const message = page.locator('[data-newsletter="sidebar"]').getByRole("status");
    await expect(message).toHaveText("Please enter a valid email address");
    await expect(message).toHaveClass(/text-danger-600/);
  });
});

test.describe("previews and old slugs", () => {
  const origin = () => `http://localhost:${process.env.E2E_PORT}`;

  async function signInByApi(request: APIRequestContext) {
    const response = await request.post("/api/cms/login", {
      data: { username: "demo", password: "hearth-studio-2026" },
      headers: { origin: origin() },
    });
    expect(response.status()).toBe(200);
  }

  async function createPost(request: APIRequestContext, body: Record<string, unknown>) {
    const response = await request.post("/api/cms/blog/posts", { data: body, headers: { origin: origin() } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; slug: string };
  }

  test("a signed-in editor sees a draft at its real address under a preview banner; a visitor gets 404", async ({
    page,
    browser,
  }) => {
    const slug = `e2e-draft-${Date.now()}`;
    await signInByApi(page.request);
    await createPost(page.request, {
      slug,
      title: "An unpublished e2e draft",
      content: "Words the public must not read yet.",
      author: "E2E Editor",
      isPublished: false,
    });

    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("Preview: not published")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An unpublished e2e draft");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Edit in the CMS" })).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const notFound = await visitorPage.goto(`/blog/${slug}`);
    expect(notFound?.status()).toBe(404);
    await expect(visitorPage.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(visitorPage.getByText("Preview: not published")).toHaveCount(0);
    await visitor.close();
  });

  test("a link to a renamed article lands on its new address", async ({ page, browser }) => {
    const stamp = Date.now();
    const editor = await browser.newContext();
    await signInByApi(editor.request);
    const post = {
      slug: `e2e-before-${stamp}`,
      title: `Renamed e2e article zq${stamp}`,
      content: "An article whose address changes.",
      author: "E2E Editor",
      isPublished: true,
    };
    const created = await createPost(editor.request, post);

    // The listing was rendered while the article still had its old slug.
    await page.goto(`/blog?search=zq${stamp}`);
    const card = page.getByRole("link", { name: new RegExp(`Renamed e2e article zq${stamp}`) }).first();
    await expect(card).toHaveAttribute("href", `/blog/${post.slug}`);

    await saveInEditor(editor.request, origin(), created.id, { ...post, slug: `e2e-after-${stamp}` });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/blog/e2e-after-${stamp}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await editor.close();
  });
});
