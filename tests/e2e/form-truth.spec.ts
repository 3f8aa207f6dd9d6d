import fs from "node:fs";
import path from "node:path";
import { e2eDataDir, expect, hydrate, test, toastWith, uniqueIp } from "./fixtures";
import { publicRoutes } from "./public-routes";

/**
 * The lead forms tell the truth: no public page sets a cookie, yet a lead still carries the
 * page its visit landed on and its campaign (with and without script). That a successful send
 * leaves a clean form, not one marked in red, is checked where each quick-message send is
 * (forms.spec.ts for the page, shop.spec.ts for the widget).
 */

/** The staff notification about `email` (DATA_DIR/mail .eml, quoted-printable undone). */
async function staffMailAbout(email: string): Promise<string> {
  const dir = path.join(e2eDataDir, "mail");
  let found = "";
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return "";
        for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".eml"))) {
          const text = fs
            .readFileSync(path.join(dir, file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          if (
            new RegExp(`^Reply-To: <?${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}>?\\r?$`, "mi").test(text)
          ) {
            found = text;
          }
        }
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return found;
}

test.describe("no cookie on public pages", () => {
  test("no public page's response sets one, a campaign's first page and a form's answer included", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // As a browser opens a visit's first page: a document, with a Referer from elsewhere.
    const firstPage = {
      accept: "text/html,application/xhtml+xml",
      "sec-fetch-dest": "document",
      "sec-fetch-mode": "navigate",
      referer: "https://www.google.com/",
      "x-forwarded-for": uniqueIp(),
    };
    const routes = await publicRoutes(request);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of [...routes, "/no-such-page", "/?utm_source=google&utm_campaign=spring"]) {
      const response = await request.get(route, { headers: firstPage, maxRedirects: 0 });
      expect(response.status(), route).toBeLessThan(500);
      expect(response.headers()["set-cookie"], route).toBeUndefined();
    }
    // A lead form's answer without script (the page action) sets none either.
    const html = await (await request.get("/quick-message", { headers: firstPage })).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const answer = await request.post("/quick-message", {
      headers: { ...firstPage, origin: baseURL ?? "" },
      form: {
        name: "Cookie Free",
        email: `cookie.free.${Date.now()}@example.com`,
        message: "Hi.",
        formToken,
      },
    });
    expect(answer.status()).toBeLessThan(400);
    expect(answer.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("a lead carries its landing page and campaign, without a cookie", () => {
  test("with script: landed on a campaign link, sent from another page", async ({ page }) => {
    const campaign = `spring${Date.now().toString(36)}`;
    const who = person("landed");
    await page.goto(`/services?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
    await page.goto("/quick-message");
    const form = page.locator('form[data-form="quick-message"]');
    await hydrate(page);
    await expect(form).toHaveAttribute("data-ready", "true");
    await form.getByLabel("Name").fill(who.name);
    await form.getByLabel("Email").fill(who.email);
    await form.getByLabel("Message").fill("Found you through an ad.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toastWith(page, "Message Sent")).toBeVisible();
    const mail = await staffMailAbout(who.email);
    expect(mail).toContain(
      `Landing page: /services?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
    );
    expect(mail).toContain(`Campaign: utm_source=google, utm_medium=cpc, utm_campaign=${campaign}`);
    expect(mail).toContain("Page: /quick-message");
    expect(await page.context().cookies()).toEqual([]);
  });

  test("with script, a form sent before React loads (the hidden field the page's inline script fills)", async ({
    page,
  }) => {
    const campaign = `early${Date.now().toString(36)}`;
    await page.goto(`/?utm_source=mailer&utm_campaign=${campaign}`);
    await page.goto("/contact");
    // No tap yet: React has not loaded, and the field already holds the visit.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    const visit = await page.locator('form[data-form="contact"] input[name="visit"]').inputValue();
    expect(decodeURIComponent(visit)).toContain(`"landing":"/?utm_source=mailer&utm_campaign=${campaign}"`);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("without script: the page the form was sent from, and its campaign", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    try {
      const page = await context.newPage();
      const campaign = `paper${Date.now().toString(36)}`;
      const who = person("nojs");
      const landedOn = `/quick-message?utm_source=flyer&utm_campaign=${campaign}`;
      await page.goto(landedOn);
      const form = page.locator('form[data-form="quick-message"]');
      await form.getByLabel("Name").fill(who.name);
      await form.getByLabel("Email").fill(who.email);
      await form.getByLabel("Message").fill("Saw your flyer.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent")).toBeVisible();
      const mail = await staffMailAbout(who.email);
      expect(mail).toContain(`Landing page: ${landedOn}`);
      expect(mail).toContain(`Campaign: utm_source=flyer, utm_campaign=${campaign}`);
      expect(await context.cookies()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

let counter = 0;
function person(label: string) {
  counter += 1;
  const tag = `${label}${Date.now().toString(36)}${counter}`;
  return { name: `Pat ${tag}`, email: `pat.${tag.toLowerCase()}@example.com` };
}
