import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { signIn } from "./cms-helpers";
import { editorForm, newPost, publishFirstTime } from "./editor-helpers";
import { e2eDataDir, expect, test, uniqueIp } from "./fixtures";
import { CENTRAL_TIME, textsBeforeAndAfterHydration } from "./zone-helpers";

/**
 * Sending a post as a newsletter, the editor's flow: an Administrator (who has `newsletter.send`) previews the mail at
 * phone and desktop widths, sends a test to their own address, publishes the post and emails it
 * after a confirmation naming the subscriber count, then follows the send under Newsletters: its
 * counts and progress bar move without a reload (the e2e server sends 1 newsletter mail a second,
 * playwright.config.ts, so the send is still running when the view opens and can be paused).
 */
const PASSWORD = "copper-meadow-lantern-77";
const SUBSCRIBERS = 6;
const mailDir = path.join(e2eDataDir, "mail");

/** The .eml files (written without SMTP) whose name has `kind` and whose text passes `match`. */
function mails(kind: string, match: (text: string) => boolean): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.includes(kind) && name.endsWith(".eml"))
    .map((name) => fs.readFileSync(path.join(mailDir, name), "utf8").replace(/=\r?\n/g, ""))
    .filter(match);
}

async function mailedLink(kind: string, to: string, pattern: RegExp): Promise<URL> {
  let link = "";
  await expect
    .poll(() => {
      const [text] = mails(kind, (t) => t.includes(to));
      link = text?.replace(/=3D/g, "=").match(pattern)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return new URL(link);
}

/** Subscribers made the product's way: sign up (each from its own address), then the mailed link. */
async function confirmedSubscribers(request: APIRequestContext, origin: string, stamp: number) {
  const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${stamp}-${i}@plumbing.example`);
  for (const email of addresses) {
    const response = await request.post("/api/blog/newsletter", {
      headers: { origin, "x-forwarded-for": uniqueIp() },
      data: { email },
    });
    expect(response.status()).toBe(200);
  }
  for (const email of addresses) {
    const link = await mailedLink(
      "newsletter-confirm",
      email,
      /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[\w-]+/,
    );
    const response = await request.post(link.pathname + link.search, {
      headers: { origin },
      form: { token: link.searchParams.get("token") ?? "" },
    });
    expect(response.status()).toBe(200);
  }
  return addresses;
}

/** A new Administrator, invited by the demo account and signed in in a browser of their own. */
async function newAdministrator(page: Page, browser: Browser, stamp: number) {
  const admin = {
    email: `news-admin-${stamp}@example.com`,
    username: `news${stamp}`,
    name: `Nia News ${stamp}`,
  };
  await signIn(page);
  await page.goto("/cms/staff");
  // The invitation form's own fields (each colleague's row has a Role select of its own).
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("E-mail address").fill(admin.email);
  await form.getByLabel("Role", { exact: true }).selectOption({ label: "Administrator" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Invitation sent to ${admin.email}.` }),
  ).toBeVisible();
  const link = await mailedLink(
    "staff-invitation",
    admin.email,
    /https?:\/\/[^\s"<>]+\/cms\/invite\/[A-Za-z0-9_-]+/,
  );

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const own = await context.newPage();
  await own.goto(link.pathname);
  await own.getByLabel("Your name").fill(admin.name);
  await own.getByLabel("Username").fill(admin.username);
  await own.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await own.getByLabel("Repeat the password").fill(PASSWORD);
  await own.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(own).toHaveURL(/\/cms\/dashboard$/);
  return { ...admin, page: own };
}

test("newsletter: preview at two widths, a test to my own address, publish and send, then its progress", async ({
  page,
  browser,
}) => {
  // Two accounts, six confirmed subscribers and a send paced at one mail a second.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const admin = await newAdministrator(page, browser, stamp);
  const readers = await confirmedSubscribers(page.request, new URL(page.url()).origin, stamp);
  const me = admin.page;
  const title = `Spring checklist ${stamp}`;

  await newPost(me, {
    title,
    content: "Three things to check **before** the busy season.",
    author: admin.name,
  });
  const panel = me.getByRole("region", { name: "Newsletter" });
  await panel.getByRole("radio", { name: /^Publish and email subscribers/ }).check();

  // The preview: the mail as subscribers get it, in a frame as wide as a phone, then a desktop client.
  for (const [button, width] of [
    ["Phone preview", 390],
    ["Desktop preview", 680],
  ] as const) {
    await panel.getByRole("button", { name: button }).click();
    const dialog = me.getByRole("dialog", { name: /^Email preview/ });
    const frame = dialog.locator("iframe");
    await expect(frame.contentFrame().getByRole("heading", { name: title })).toBeVisible();
    await expect(frame.contentFrame().getByRole("link", { name: "Unsubscribe" })).toBeVisible();
    expect(Math.round((await frame.boundingBox())?.width ?? 0)).toBe(width);
    await me.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  // A test goes to the signed-in member's own address (filled in for them), subject marked [Test].
  const testTo = panel.getByLabel("Send a test to");
  await expect(testTo).toHaveValue(admin.email);
  await panel.getByRole("button", { name: "Send test" }).click();
  await expect(panel.getByRole("status")).toHaveText(`A test was sent to ${admin.email}.`);
  await expect
    .poll(
      () =>
        mails("newsletter-test", (t) => t.includes(`To: ${admin.email}`) && t.includes(`[Test] ${title}`))
          .length,
    )
    .toBe(1);

  // Publish, then email: the confirmation names how many confirmed subscribers will get it.
  await publishFirstTime(me, editorForm(me, "New Post"));
  await panel.getByRole("button", { name: "Email subscribers…" }).click();
  const confirm = me.getByRole("dialog", { name: "Send this newsletter?" });
  const description = (await confirm.getByText(/will be emailed to/).textContent()) ?? "";
  const audience = Number(
    description.match(/emailed to ([\d,]+) confirmed subscriber/)?.[1]?.replace(/,/g, ""),
  );
  // Other specs on this server may confirm subscribers too: at least this test's own.
  expect(audience).toBeGreaterThanOrEqual(SUBSCRIBERS);
  expect(description).toContain(
    `“${title}” will be emailed to ${audience.toLocaleString("en-US")} confirmed`,
  );
  await confirm
    .getByRole("button", { name: `Send to ${audience.toLocaleString("en-US")} subscribers` })
    .click();
  await expect(panel.getByRole("status").last()).toHaveText(
    `Sending to ${audience} subscribers. Follow it under Newsletters.`,
  );

  // The Newsletters view: the send with its counts; paused, it holds; resumed, it fills up unreloaded.
  await panel.getByRole("link", { name: "Open Newsletters" }).click();
  await expect(me).toHaveURL(/\/cms\/newsletters$/);
  const card = me.locator("[data-newsletter-send]").filter({ hasText: title });
  await expect(card.locator('[data-count="recipients"]')).toHaveText(audience.toLocaleString("en-US"));
  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card.locator("[data-state]")).toHaveText("Paused");
  const progress = card.getByRole("progressbar", { name: `Progress of “${title}”` });
  // Mails already in flight when it was paused still finish; nothing more is taken.
  await expect
    .poll(async () => Number(await card.locator('[data-count="delivered"]').textContent()), {
      timeout: 10_000,
    })
    .toBeLessThan(audience);
  const pausedAt = Number(await progress.getAttribute("aria-valuenow"));
  expect(pausedAt).toBeLessThan(100);

  await me.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card.locator("[data-state]")).toHaveText(/Sending|Sent/);
  await expect(card.locator("[data-state]")).toHaveText("Sent", { timeout: 30_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(card.locator('[data-count="delivered"]')).toHaveText(audience.toLocaleString("en-US"));
  await expect(card.locator('[data-count="failed"]')).toHaveText("0");
  await expect(card.locator('[data-count="bounced"]')).toHaveText("0");
  expect(await me.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Each of this test's subscribers got exactly one copy, with a one-click unsubscribe.
  for (const reader of readers) {
    const copies = mails(
      "newsletter-",
      (t) =>
        t.includes(`To: ${reader}`) && t.includes(`Subject: ${title}`) && t.includes("List-Unsubscribe-Post"),
    );
    expect(copies, reader).toHaveLength(1);
  }

  // The send's time is the site's (with its zone), the same before and after hydration.
  const times = await textsBeforeAndAfterHydration(
    me.context(),
    new URL(me.url()).origin,
    "/cms/newsletters",
    '[data-testid="send-time"]',
  );
  expect(times.server.length).toBeGreaterThan(0);
  for (const text of times.server) expect(text).toMatch(CENTRAL_TIME);
  expect(times.hydrated).toEqual(times.server);
  await me.context().close();
});
