import type { BrowserContext } from "@playwright/test";
import { uniqueIp } from "./fixtures";

/** A time as the CMS writes it for staff: in the site's zone (America/Chicago), with its abbreviation. */
export const CENTRAL_TIME = /\b(?:CST|CDT)$/;

/**
 * The texts of `selector` on a CMS page as the server wrote them (its HTML shown without script) and
 * as they read once hydrated in a browser set to another zone (Tokyo): staff times must not change.
 */
export async function textsBeforeAndAfterHydration(
  signedIn: BrowserContext,
  baseURL: string,
  path: string,
  selector: string,
) {
  const browser = signedIn.browser();
  if (!browser) throw new Error("no browser");
  const storageState = await signedIn.storageState();
  const headers = { "x-forwarded-for": uniqueIp() };
  const noScript = await browser.newContext({
    baseURL,
    storageState,
    javaScriptEnabled: false,
    extraHTTPHeaders: headers,
  });
  const tokyo = await browser.newContext({
    baseURL,
    storageState,
    timezoneId: "Asia/Tokyo",
    extraHTTPHeaders: headers,
  });
  try {
    // One response read twice: the hydrated page, and its HTML as the server sent it shown without
    // script. Two separate loads would differ whenever another test adds an event in between.
    const live = await tokyo.newPage();
    const response = await live.goto(path);
    if (!response) throw new Error(`no response for ${path}`);
    const html = await response.text();
    await live.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await live.locator(selector).first().waitFor();
    const hydrated = await live.locator(selector).allTextContents();
    const plain = await noScript.newPage();
    await plain.route(new URL(path, baseURL).href, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await plain.goto(path);
    await plain.locator(selector).first().waitFor();
    const server = await plain.locator(selector).allTextContents();
    return { server, hydrated };
  } finally {
    await noScript.close();
    await tokyo.close();
  }
}
