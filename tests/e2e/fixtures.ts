import fs from "node:fs";
import path from "node:path";
import { test as base, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { chromiumCpuSeconds } from "./cpu-probe";

/** Folder of the server under test: mails written by the outbox (no SMTP) land under it. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? "");

/**
 * Every page test fails on a console error or an uncaught page error, so broken
 * hydration or a CSP violation cannot go unnoticed.
 */
let ipCounter = 0;
/** A distinct client address per test (the server trusts X-Forwarded-For from loopback). */
export function uniqueIp() {
  ipCounter += 1;
  const n = (process.pid * 1000 + ipCounter) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const test = base.extend<{ consoleErrors: string[]; cpuLog: undefined }>({
  // With PW_CPU_LOG=<file>, one JSON line a test: the browser's and this runner's CPU seconds.
  cpuLog: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, info) => {
      const file = process.env.PW_CPU_LOG;
      if (!file) return use(undefined);
      const browser = chromiumCpuSeconds();
      const runner = process.cpuUsage();
      await use(undefined);
      const { user, system } = process.cpuUsage(runner);
      const line = {
        file: path.basename(info.file),
        title: info.title,
        chromium: +(chromiumCpuSeconds() - browser).toFixed(2),
        runner: +((user + system) / 1e6).toFixed(2),
      };
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    { auto: true },
  ],
  // Per-IP rate limits would otherwise couple unrelated tests that all come from 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": uniqueIp() });
  },
  /** The console errors of the test's page, for a test that expects some (allowFailedResponses). */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  // A public page's own scripts start after its first paint (ADR 0070), which can come after the
  // load event that goto waits for: a goto that waits for the load waits for them too, as a person
  // who reads before acting would. A press made before they run is tested on purpose, with the
  // scripts held (after-paint.spec.ts), after a goto that waits for less ("domcontentloaded").
  // The console is watched here, where a test asks for the page: a test that only sends requests
  // or opens contexts of its own then opens no page it never looks at.
  page: async ({ page, consoleErrors: errors }, use) => {
    // PW_CPU_SLOWDOWN=<factor> runs the page's main thread that many times slower (Chrome's own
    // CPU throttling), to rehearse a busy machine or a slow phone: a test that acts before the
    // screen shows what it waits for fails here first.
    const slowdown = Number(process.env.PW_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? "load";
      if (waitUntil === "load" || waitUntil === "networkidle") await pageScriptsSettled(page);
      return response;
    };
    // The suite's workers share one media library, and a test in the other worker may delete its
    // own image while a CMS screen here lists it; the browser then logs that thumbnail's 404.
    // Such a line counts unless the image is gone from the library when the test ends.
    const libraryMisses: { line: string; image: string }[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A page answered with an intended error status (a 404 screen) logs its own document load.
      const isOwnDocument = message.location().url === page.url();
      if (isOwnDocument && message.text().startsWith("Failed to load resource")) return;
      // The location names the resource (a failed load's text alone does not).
      const resource = message.location().url;
      const line = `${message.text()} (${resource})`;
      const inLibrary =
        /status of 404\b/.test(message.text()) &&
        /^\/media\/[\w-]+\.webp$/.test(URL.parse(resource)?.pathname ?? "") &&
        URL.parse(page.url())?.pathname.startsWith("/cms/");
      if (inLibrary) libraryMisses.push({ line, image: resource });
      else errors.push(line);
    });
    page.on("pageerror", (error) => {
      errors.push(error.message);
      // The stack names the source of an uncaught error (the message alone often does not).
      console.log(`pageerror on ${page.url()}: ${error.stack ?? error.message}`);
    });
    await use(page);
    for (const { line, image } of libraryMisses) {
      if ((await page.request.get(image)).status() !== 404) errors.push(line);
    }
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/**
 * Public pages load React only when the visitor starts on something that needs it (ADR 0019):
 * a field of a POST form or a control marked `data-hydrate`. Tests of React-enhanced behaviour
 * start it the way a visitor would, by focusing such a field (the page's first POST form, or the
 * given one), and wait for React.
 */
export async function hydrate(page: Page, field?: Locator) {
  const target =
    field ??
    // Visible only: a closed dialog's form (the order dialogs on /products) cannot take focus.
    page
      .locator(
        "form[method='post' i] input[required]:visible, form[method='post' i] textarea[required]:visible",
      )
      .first();
  if ((await target.count()) > 0) await target.focus();
  else await page.locator("[data-hydrate]").first().dispatchEvent("pointerdown");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until a public page's own scripts have run or failed (each inert tag is then marked
 * `data-settled`), where the head's script runs at all (not in a page without JavaScript).
 */
async function pageScriptsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        !("__earlyPresses" in window) ||
        !document.querySelector('script[type="text/x-after-paint"]:not([data-settled])'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => {
      // The page went on (a redirect, a test's own navigation): nothing to wait for there.
    });
}

/**
 * The expanded state the browser itself exposes to assistive technology for the element matching
 * `selector`: a `popovertarget` button has no aria-expanded attribute, Chromium computes it.
 */
export async function exposedExpanded(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value === true;
  } finally {
    await cdp.detach();
  }
}

/**
 * A field left clean after a successful send: empty, neither marked by us (aria-invalid) nor by
 * the browser's own validation (`:user-invalid`, its red outline).
 */
export async function expectClean(field: Locator) {
  await expect(field).toHaveValue("");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  expect(await field.evaluate((element) => element.matches(":user-invalid"))).toBe(false);
  expect(await field.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
}

/** A browser context without JavaScript, from its own client address. */
export async function noJsPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** True when the element is within the viewport's height (the page was scrolled to it). */
export function onScreen(page: Page, selector: string) {
  return page.locator(selector).evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

/**
 * The notification on screen with this text. Not `getByRole("status")`: with script, that is the
 * screen-reader announcement Radix removes after a second, which a busy test machine can miss.
 */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator(TOAST_ITEM).filter({ hasText: text });
}

const TOAST_ITEM = ".toast-viewport > li";

/**
 * Records the text of every notification the page shows from now on,
 * so a test can read a toast after it has timed out: on a busy machine the assertions before it
 * can outlast its five seconds on screen.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const seen = new WeakSet<Node>();
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    const take = (node: Node) => {
      if (!(node instanceof Element)) return;
      const items = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
      for (const item of items) {
        if (seen.has(item)) continue;
        seen.add(item);
        shown.push("");
        const index = shown.length - 1;
        // Its text may arrive after the element: keep the latest until it is taken away.
        const read = () => {
          const text = item.textContent?.trim() ?? "";
          if (text) shown[index] = text;
        };
        read();
        new MutationObserver(read).observe(item, { subtree: true, childList: true, characterData: true });
      }
    };
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) take(node);
    }).observe(document.body, { subtree: true, childList: true });
  }, TOAST_ITEM);
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.filter(Boolean));
}
