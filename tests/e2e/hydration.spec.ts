import type { Page, Request } from "@playwright/test";
import {
  BOOT_SCRIPT_ID,
  HYDRATED_EVENT,
  hydrateOnIntentScript,
  REACT_LISTENING_ATTRIBUTE,
} from "../../app/lib/hydration/on-intent";
import { expect, hydrate, test } from "./fixtures";

/**
 * Hydration on need (ADR 0019, amending 0018): a public page costs no JavaScript until the
 * visitor starts on something that needs React (a POST form's field, a `data-hydrate` control, a
 * button with no native behaviour); an early press on such a control waits for React instead of
 * being lost; if the scripts cannot load, the browser's own behaviour takes over.
 */

/** The scripts a page requests beyond its own small one (attribution, native behaviours, the loader: ADR 0065). */
function moduleScripts(page: Page) {
  const requested: string[] = [];
  page.on("request", (request: Request) => {
    if (/\/assets\/page-scripts-[^/]+\.js$/.test(request.url())) return;
    if (request.resourceType() === "script" || /\/assets\/.+\.js$/.test(request.url()))
      requested.push(request.url());
  });
  return requested;
}

test("reading, scrolling and keyboard browsing load no script; starting on a form loads React", async ({
  page,
}) => {
  const scripts = moduleScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.mouse.move(40, 40);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press("Tab");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);

  // A lead form shows its inline errors and toasts through React: focusing it starts the load.
  await page.locator('form[data-form="hero"] input[required]').first().focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.length).toBeGreaterThan(0);
});

test("the phone menu opens and closes at the first tap without loading React", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = moduleScripts(page);
  await page.goto("/about");
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  expect(scripts).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
});

test("FAQ items toggle at the first tap without loading React", async ({ page }) => {
  const scripts = moduleScripts(page);
  await page.goto("/");
  const items = page.locator("#faq details");
  await items.nth(1).locator("summary").click();
  await items.nth(2).locator("summary").click();
  await expect(items.nth(1)).toHaveJSProperty("open", true);
  await expect(items.nth(2)).toHaveJSProperty("open", true);
  await expect(items.nth(2).locator("summary + *")).toBeVisible();
  expect(scripts).toEqual([]);
});

test("arrow keys switch the template tabs without loading React", async ({ page }) => {
  const scripts = moduleScripts(page);
  await page.goto("/product/business-pro");
  const tabs = page.getByRole("radiogroup", { name: "Template details" }).getByRole("radio");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toBeChecked();
  await expect(page.getByRole("region", { name: "Specifications" })).toBeVisible();
  expect(scripts).toEqual([]);
});

test("a later page in the session does not load React until it is needed there", async ({ page }) => {
  await page.goto("/");
  await hydrate(page);
  // A full page load: React would cost its download (cached) and its hydration again.
  const scripts = moduleScripts(page);
  await page.goto("/services", { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
});

test("when the scripts cannot load, an early submit still posts the form natively", async ({
  page,
  consoleErrors,
}) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/quick-message");
  const form = page.locator('form[data-form="quick-message"]');
  await form.getByLabel("Name").fill("Sam Native");
  await form.getByLabel("Email").fill("sam.native@example.com");
  await form.getByLabel("Message").fill("Sent while our scripts were blocked.");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.resourceType() === "document",
  );
  await form.getByRole("button", { name: "Send Message" }).click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe("/quick-message");
  await page.waitForLoadState("load");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
  // The blocked module scripts are logged by Chromium; nothing else may be.
  const unexpected = consoleErrors.filter(
    (line) => !/Failed to load resource|ERR_FAILED|Failed to fetch dynamically imported module/.test(line),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("the templates page shows the quick-contact widget after 1 s without waiting for React", async ({
  page,
}) => {
  const scripts = moduleScripts(page);
  await page.goto("/products");
  const toggle = page.getByRole("button", { name: "Quick contact options" });
  await expect(toggle).toBeVisible({ timeout: 3000 });
  await toggle.click();
  await expect(page.getByRole("dialog", { name: "Questions about a template?" })).toBeVisible();
  expect(scripts).toEqual([]);
});

/**
 * Keeps the "React is ready" signal from the loader until `release`: the moment between React
 * listening on a root and that signal, which a busy CPU stretches (a second press came from it).
 */
async function holdReadySignal(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { releaseReady?: boolean };
    window.addEventListener(
      "hearth:hydrated",
      (event) => {
        if (!w.releaseReady) event.stopImmediatePropagation();
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => {
      (window as unknown as { releaseReady?: boolean }).releaseReady = true;
      window.dispatchEvent(new Event("hearth:hydrated"));
    });
}

test("a submit React answered while it was still getting ready is sent once, not again when it is ready", async ({
  page,
  consoleErrors,
}) => {
  const release = await holdReadySignal(page);
  let sent = 0;
  await page.route("**/api/blog/newsletter", (route) => {
    sent += 1;
    // A refusal keeps the address in the field, so a second submit could go out unnoticed.
    return route.fulfill({
      status: 429,
      contentType: "application/json",
      body: '{"message":"Too many subscription attempts. Please try again later."}',
    });
  });
  await page.goto("/blog");
  const box = page.locator('[data-newsletter="sidebar"]');
  await box.getByRole("textbox", { name: "Email address" }).fill("once@hvac.example");
  // React runs the island (its own signal is set) while the loader has not heard so yet.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText("Too many subscription attempts. Please try again later.");
  await release();
  // Long enough for a held copy of the submit to be made again.
  await page.waitForTimeout(1_000);
  expect(sent).toBe(1);
  // The browser logs the refusal the route made.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/status of 429/.test(text)),
  );
});

/**
 * A page the router hydrates (entry.client.tsx marks `<html>` as React starts listening on the
 * document): the loader's own script on a page whose boot script plays React's part. A press
 * after the mark is React's alone; without the mark the loader holds it and presses again once
 * React is ready, the double press the mark prevents.
 */
async function pressesOnRouterPage(page: Page, marksDocument: boolean) {
  const react = `document.getElementById("go").addEventListener("click", () => { window.presses = (window.presses || 0) + 1; });${
    marksDocument ? `document.documentElement.setAttribute("${REACT_LISTENING_ATTRIBUTE}", "");` : ""
  }window.reactRan = true;`;
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Router page</title></head><body><main><button id="go" type="button">Go</button></main><script type="text/x-hydration-boot" id="${BOOT_SCRIPT_ID}">${react}</script><script>${hydrateOnIntentScript()}</script></body></html>`,
  );
  // Focusing a React-only button is an intent: the loader starts the router's boot script.
  await page.locator("#go").focus();
  await page.waitForFunction(() => (window as unknown as { reactRan?: boolean }).reactRan === true);
  await page.locator("#go").click();
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), HYDRATED_EVENT);
  // Long enough for a held copy of the press to be made again.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { presses?: number }).presses ?? 0);
}

test("on a router page, a press made after React listens on the document is answered once", async ({
  page,
}) => {
  expect(await pressesOnRouterPage(page, true)).toBe(1);
  // A fresh window: the content a page is given keeps its window's state.
  expect(await pressesOnRouterPage(await page.context().newPage(), false)).toBe(2);
});

/**
 * A submit pressed after React listens on the document but before its render has set noValidate
 * on the form: the browser's own check stops an empty form, so React never hears of it. The
 * loader's page, with a boot script playing React's part (its submit handler and its mark), a
 * required field and the ready signal sent once "React" has set noValidate.
 */
async function submitsOnRouterPage(page: Page, value: string) {
  const react = `document.querySelector("form").addEventListener("submit", (event) => { event.preventDefault(); window.submits = (window.submits || 0) + 1; });document.documentElement.setAttribute("${REACT_LISTENING_ATTRIBUTE}", "");window.reactRan = true;`;
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Router form</title></head><body><main><form method="post" action="/contact"><label>Name <input name="name" required></label><button>Send</button></form></main><script type="text/x-hydration-boot" id="${BOOT_SCRIPT_ID}">${react}</script><script>${hydrateOnIntentScript()}</script></body></html>`,
  );
  // Focusing the POST form's field is an intent: the loader starts the router's boot script.
  await page.getByLabel("Name").fill(value);
  await page.waitForFunction(() => (window as unknown as { reactRan?: boolean }).reactRan === true);
  await page.getByRole("button", { name: "Send" }).click();
  await page.evaluate((name) => {
    (document.querySelector("form") as HTMLFormElement).noValidate = true;
    window.dispatchEvent(new Event(name));
  }, HYDRATED_EVENT);
  // Long enough for a held copy of the submit to be made again.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { submits?: number }).submits ?? 0);
}

test("a submit the browser's own check stopped while React got ready reaches React once it is ready", async ({
  page,
}) => {
  // Empty: the browser stopped it, and React shows its messages once it is ready.
  expect(await submitsOnRouterPage(page, "")).toBe(1);
  // Filled: React answered it at once, and it is not made again.
  expect(await submitsOnRouterPage(await page.context().newPage(), "Pat")).toBe(1);
});
