import http from "node:http";
import type { Page } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";

/**
 * What a visit's scripts cost as a browser receives them: every script file the page requested,
 * at the size the server sends it with `accept-encoding: br` (the build's stored brotli copies).
 *
 * The ceilings are today's figures with a little room, so that a change which adds script to
 * these visits fails here and has to say why. The goal is 100 KB for every visit. A public form
 * hydrates as an island, React and the form without the router (ADRs 0058, 0063); a page that hydrates
 * with React Router spends 95 KB on React and the router before any of its own code (ADR 0055,
 * docs/benchmarks.md "Script per visit").
 */
/**
 * Each includes the page's own script file (3 KB: attribution, native behaviours, the loader),
 * which every page carried inline in its HTML before ADR 0065, and on the blog's pages the blog's
 * own (1.3 KB: its loading skeletons, ADR 0068).
 */
const FORM_VISIT_MAX_KB = 83;
/** A visit that shows a notification also loads its view (Radix Toast, ~11 KB) when it shows. */
const NOTIFIED_FORM_VISIT_MAX_KB = 95;
const SIGN_IN_MAX_KB = 71;

function scriptsOf(page: Page) {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  });
  return urls;
}

function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

async function kilobytes(urls: Set<string>) {
  const sizes = await Promise.all([...urls].map(brotliBytes));
  // The files and their sizes in the report, for docs/benchmarks.md's figures.
  const files = [...urls].map((url, index) => `${new URL(url).pathname} ${(sizes[index] / 1024).toFixed(1)}`);
  test.info().annotations.push({ type: "scripts", description: files.join(", ") });
  const total = sizes.reduce((sum, size) => sum + size, 0) / 1024;
  test.info().annotations.push({ type: "total KB", description: total.toFixed(1) });
  return total;
}

/** True once React Router's bootstrap has run on the page (it registers the route modules). */
function routerStarted(page: Page) {
  return page.evaluate(() => "__reactRouterRouteModules" in window);
}

test("the hero-form visit: read the home page, then type in the form until React has taken over", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/");
  const form = page.locator('form[data-form="hero"]');
  await form.getByLabel("Your name").pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByLabel("Email address").pressSequentially("jane@example.com");
  // The form's own check, in the browser: the spec's message for the field still empty.
  await form.getByRole("button", { name: "Get My Free Plan" }).click();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The form hydrated on its own: the router never started.
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the contact-form visit: the contact page, typing in its form, the form's own check", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/contact");
  const form = page.locator('form[data-form="contact"]');
  await form.getByLabel("Your name").pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByLabel(/^Email\W*$/).pressSequentially("jane@example.com");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the quick-message visit: its page, typing in its form, the browser's own check", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/quick-message");
  const form = page.locator('form[data-form="quick-message"]');
  await form.getByLabel(/^Name\W*$/).pressSequentially("Jane Smith");
  await expect(form).toHaveAttribute("data-ready", "true");
  // This form leaves its three required fields to the browser's checks (spec 5).
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel(/^Email\W*$/)).toBeFocused();
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the quick-contact widget visit: the templates page, its form, the spec's notification", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/products");
  await page.getByRole("button", { name: "Quick contact options" }).click();
  await page.getByRole("button", { name: /Send Message/ }).click();
  const form = page.getByRole("dialog", { name: "Quick Message" });
  await form.getByLabel("Name", { exact: true }).pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = toastWith(page, "Error");
  await expect(toast.first()).toContainText("Please fill out all fields");
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(NOTIFIED_FORM_VISIT_MAX_KB);
});

test("the CMS sign-in page: load, type, the form's own check", async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto("/cms/login");
  await page.getByLabel("Username").pressSequentially("admin");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The form hydrated on its own: the router never started.
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(SIGN_IN_MAX_KB);
});

test("the newsletter visit: the blog, the sidebar box, the spec's success text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/blog");
  const box = page.locator('[data-newsletter="sidebar"]');
  await box
    .getByRole("textbox", { name: "Email address" })
    .pressSequentially(`budget-${Date.now()}@plumbing.example`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Successfully subscribed! Check your email for confirmation.",
  );
  await page.waitForLoadState("networkidle");
  // The box hydrated on its own: the router never started.
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the article newsletter visit: an article, its box left empty, the browser's own check", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/blog/google-ads-for-hvac-companies");
  const box = page.locator('[data-newsletter="article"]');
  const email = box.getByRole("textbox", { name: "Email address" });
  await email.focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the blog reading visit: a category chip, a search, an article, each followed with the mouse", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/blog");
  await page
    .getByRole("list", { name: "Filter by category" })
    .getByRole("link", { name: "Local SEO" })
    .click();
  await expect(page).toHaveURL(/\/blog\?category=Local\+SEO$/);
  await page.getByRole("searchbox", { name: "Search articles" }).fill("reviews");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Results for “reviews”" })).toBeVisible();
  const card = page.locator("[data-post-card]").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link", { name: /Read Full Article/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.waitForLoadState("networkidle");
  // Each step was the browser's own navigation, with the skeletons from the page's own script.
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the custom-quote visit: its page, typing in its form, the form's own check", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/custom-quote");
  const form = page.locator('form[data-form="custom-quote"]');
  await form.getByLabel("Your name").pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByRole("button", { name: "Request My Quote" }).click();
  await expect(form.getByText("Business name is required", { exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the order visit: the templates page, 'Purchase Now', typing in the dialog's form, its own check", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/products");
  await page.getByRole("link", { name: "Purchase Now: Realty Finder" }).click();
  const dialog = page.getByRole("dialog", { name: "Purchase Realty Finder" });
  await dialog.getByLabel("Full name").pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(dialog.getByText("Please agree to be contacted about your order")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});

test("the checkout visit: a template's checkout page, typing in its form, its own check", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto("/checkout/business-pro");
  const form = page.getByRole("form", { name: "Order Business Pro" });
  await form.getByLabel("Full name").pressSequentially("Jane Smith");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await form.getByRole("button", { name: "Place Order" }).click();
  await expect(form.getByText("Please agree to be contacted about your order")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await routerStarted(page)).toBe(false);
  expect(scripts.size).toBeGreaterThan(0);
  expect(await kilobytes(scripts)).toBeLessThanOrEqual(FORM_VISIT_MAX_KB);
});
