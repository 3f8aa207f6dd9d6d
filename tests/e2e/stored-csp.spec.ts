import { expect, type Page, test } from "@playwright/test";

/**
 * Stored pages (the prerendered home, a blog article from the page cache) are the same bytes
 * for everyone, so their CSP names the page's own inline scripts by hash instead of a nonce
 * (ADR 0054). A script injected into such a page (here: appended to the served body, as a
 * compromised proxy or a stored markup bug would) must still be refused, while the page's own
 * scripts run and React still loads on intent. The plain test (not ./fixtures) because the
 * refused script logs the CSP violation this test expects.
 */

const INJECTED = "<script>window.__injected = true</script>";

async function visitInjected(page: Page, pathname: string) {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { __violations?: string[] };
      w.__violations = [...(w.__violations ?? []), event.effectiveDirective];
    });
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      // The body is re-sent decoded, with the served headers (the CSP among them).
      delete headers["content-encoding"];
      delete headers["content-length"];
      const body = (await response.text()).replace("</body>", `${INJECTED}</body>`);
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  const response = await page.goto(pathname, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  return { response, refused };
}

async function expectRefused(page: Page, refused: string[]) {
  expect(await page.content()).toContain(INJECTED);
  await expect
    .poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []))
    .toContain("script-src-elem");
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(refused.some((text) => /inline script/i.test(text))).toBe(true);
}

test("the prerendered home refuses an injected inline script; its own scripts run and React loads", async ({
  page,
}) => {
  const { response, refused } = await visitInjected(page, "/");
  const headers = response?.headers() ?? {};
  expect(headers["x-prerendered"]).toBe("1");
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
  await expectRefused(page, refused);

  // The page's own inline script ran (it marks the page once loaded), and its hydration loader's
  // module (inserted at run time, allowed by its hash) brings React on the first intent.
  await expect(page.locator("html")).toHaveAttribute("data-smooth-scroll", "");
  await page.locator('form[data-form="hero"] input[required]').first().focus();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
});

test("a blog article from the page cache refuses an injected inline script", async ({ page }) => {
  const listing = await (await page.request.get("/blog")).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(listing)?.[1];
  expect(article).toBeTruthy();
  // The first request fills the cache; the visit below is answered from it.
  await page.request.get(String(article));
  const { response, refused } = await visitInjected(page, String(article));
  const headers = response?.headers() ?? {};
  expect(headers["x-page-cache"]).toMatch(/^(hit|stale)$/);
  const scriptSrc = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
  await expectRefused(page, refused);
});
