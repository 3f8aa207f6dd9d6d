import type { Page, Route } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";
import { publicRoutes } from "./public-routes";

/**
 * A public page's own script (attribution, native behaviours, the loader that starts React) starts
 * after the first paint (ADR 0070): Lighthouse's simulated slow phone charges the largest paint
 * with every script that ran before it. A press made before the script runs keeps its effect, and
 * a page no intent could start the router on carries none of its payload.
 */

const PAGE_SCRIPT = /\/assets\/page-scripts-[\w-]+\.js$/;

/** Holds the page's script file until `release` is called. */
async function holdPageScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(PAGE_SCRIPT, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}

/** The quick-message page, freshly parsed (its script may not have run), its form filled in. */
async function filledQuickMessage(page: Page, who: string) {
  await page.goto("/quick-message", { waitUntil: "domcontentloaded" });
  const form = page.locator('form[data-form="quick-message"]');
  const tag = `${who.toLowerCase()}.${Date.now().toString(36)}`;
  await form.getByLabel("Name").fill(`${who} ${tag}`);
  await form.getByLabel("Email").fill(`${tag}@example.com`);
  await form.getByLabel("Message").fill(`${who}: sent before the page's script ran, or without it.`);
  return form;
}

test("the page's script is requested after the first paint", async ({ page }) => {
  for (const path of ["/", "/blog"]) {
    await page.goto(path, { waitUntil: "load" });
    const timing = await page.evaluate(async () => {
      const script = () =>
        performance.getEntriesByType("resource").find((entry) => /\/page-scripts-/.test(entry.name));
      for (let tries = 0; !script() && tries < 50; tries += 1)
        await new Promise((done) => setTimeout(done, 100));
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        script: script()?.startTime,
      };
    });
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.script, path).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
  }
});

test("'Purchase Now' pressed before the page's script runs opens the order dialog once it does", async ({
  page,
}) => {
  const script = await holdPageScript(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "Purchase Now: Business Pro" }).click();
  // Held, not followed to the checkout page; the press itself started the script's request.
  await expect.poll(script.requested).toBe(true);
  await expect(page).toHaveURL(/\/products$/);
  script.release();
  await expect(page.getByRole("dialog", { name: "Purchase Business Pro" })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
});

test("a filter chip chosen before the page's script runs is in the URL once it does", async ({ page }) => {
  const script = await holdPageScript(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  const filter = page.getByRole("radiogroup", { name: "Filter templates by category" });
  await filter
    .locator("label")
    .filter({ hasText: /^Retail$/ })
    .click();
  // CSS applies the choice at once; the URL waits for the script.
  await expect(page.locator("article[data-template]").filter({ visible: true })).toHaveCount(1);
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(script.requested).toBe(true);
  script.release();
  await expect(page).toHaveURL(/\/products\?category=retail$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});

test("a filled form sent before the page's script runs is sent through React, once", async ({ page }) => {
  const script = await holdPageScript(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST")
      posts.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
  });
  const form = await filledQuickMessage(page, "Early");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(script.requested).toBe(true);
  expect(posts, "nothing is sent while the script is held").toEqual([]);
  script.release();
  await expect(toastWith(page, "Message Sent")).toBeVisible({ timeout: 20_000 });
  expect(
    posts.filter((post) => post.startsWith("document")),
    "no native post",
  ).toEqual([]);
  expect(posts).toHaveLength(1);
});

test("an empty form's submit pressed before the page's script runs shows the spec's messages", async ({
  page,
}) => {
  const script = await holdPageScript(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.locator('form[data-form="contact"]');
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(script.requested).toBe(true);
  script.release();
  for (const message of ["Name is required", "Please provide some details"])
    await expect(form.getByText(message, { exact: true })).toBeVisible({ timeout: 20_000 });
});

test("when the page's script cannot load, a held link is followed and a held form is posted", async ({
  page,
  consoleErrors,
}) => {
  await page.route(PAGE_SCRIPT, (route) => route.abort());
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "Purchase Now: Business Pro" }).click();
  await expect(page).toHaveURL(/\/checkout\/business-pro$/);

  const form = await filledQuickMessage(page, "Native");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.resourceType() === "document",
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(new URL((await posted).url()).pathname).toBe("/quick-message");
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((line) => !/Failed to load resource|ERR_FAILED/.test(line)),
  );
});

test("no public page carries React Router's payload; its forms still take React on intent", async ({
  page,
  request,
}) => {
  const routes = await publicRoutes(request);
  const carrying: string[] = [];
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    if (/__reactRouterContext|id="hydration-boot"|__reactRouterManifest/.test(html)) carrying.push(path);
  }
  expect(carrying).toEqual([]);

  await page.goto("/blog");
  const box = page.locator('[data-newsletter="sidebar"]');
  await box.getByRole("textbox").focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
});
