import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import path from "node:path";
import { allowFailedResponses, DEMO, hydrateCms, signIn, uploadToLibrary } from "./cms-helpers";
import { POST_URL, publishFirstTime } from "./editor-helpers";
import { expect, test, toastWith } from "./fixtures";

/** The post editor page, opened from the dashboard's New Post button, once React owns its fields. */
async function openNewPost(page: Page) {
  await page.getByRole("button", { name: "New Post" }).first().click();
  await expect(page).toHaveURL(POST_URL);
  await hydrateCms(page);
  return page.getByRole("form", { name: "New Post" });
}

test.describe("CMS media, hero images and the inbox", () => {
  test.describe.configure({ timeout: 90_000 });

  test("generates a hero image in the post form and shows it on the public article", async ({ page }) => {
    await signIn(page);
    const dialog = await openNewPost(page);
    const generate = dialog.getByRole("button", { name: "Generate with Hearthstone Studio (local)" });
    await expect(generate).toHaveAttribute("aria-disabled", "true");
    // aria-disabled (not disabled): pressing it still explains what is missing.
    await generate.click({ force: true });
    await expect(toastWith(page, "Please add a title or content first")).toBeVisible();

    const title = `Storm-Ready Roofing Leads ${Date.now()}`;
    await dialog.getByLabel("Title *").fill(title);
    await dialog
      .getByLabel("Excerpt")
      .fill("How roofers in Houston turn hail season into booked inspections.");
    await dialog
      .getByLabel("Content *")
      .fill("## Before the storm\n\nPublish your **inspection offer** early.");
    // The author is the signed-in person already (their profile's name).
    await expect(dialog.getByLabel("Author *")).not.toHaveValue("");
    await expect(generate).toHaveAttribute("aria-disabled", "false");
    // An earlier image's description, which must not stay on the new image.
    await dialog.getByLabel("Featured image alt text").fill("A previous image's description");

    const request = page.waitForRequest((req) => req.url().endsWith("/api/generate-image"));
    await generate.click();
    await expect(dialog.getByRole("button", { name: "Generating..." })).toBeVisible();
    const sent = (await request).postDataJSON();
    expect(sent).toMatchObject({
      prompt: `${title} How roofers in Houston turn hail season into booked inspections.`,
      style: "digital-art",
      ratio: "16:9",
    });
    await expect(toastWith(page, "Hero image generated successfully")).toBeVisible({ timeout: 20_000 });
    const field = dialog.getByLabel("Featured image URL");
    await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const imageUrl = await field.inputValue();
    await expect(dialog.getByLabel("Featured image alt text")).toHaveValue(title);
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

    await publishFirstTime(page, dialog);
    await expect(toastWith(page, "Post created successfully")).toBeVisible();

    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const article = await page.context().newPage();
    await article.goto(`/blog/${slug}`);
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const hero = article.locator(`figure img[src*="${imageUrl.replace(".webp", "")}"]`).first();
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await article.close();
  });

  test("a broken featured-image address hides its preview; the library can fill the field", async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    // An image in the library to pick (uploaded through the Media screen's form with this session).
    const filename = `library-pick-${Date.now()}.png`;
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const uploaded = { id: await uploadToLibrary(page, { name: filename, png }) };
    const dialog = await openNewPost(page);
    await dialog.getByLabel("Featured image URL").fill("/media/00000000-0000-4000-8000-000000000000.webp");
    await expect(dialog.getByTestId("hero-preview")).toHaveCount(0);
    allowFailedResponses(consoleErrors, 404);
    await dialog.getByRole("button", { name: "Pick from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a featured image" });
    await picker.getByRole("button", { name: `Use ${filename}` }).click();
    await expect(dialog.getByLabel("Featured image URL")).toHaveValue(`/media/${uploaded.id}.webp`);
    await expect(dialog.getByTestId("hero-preview")).toBeVisible();
  });
});

async function pngFile(dir: string, name: string, width: number, height: number, background: string) {
  const file = path.join(dir, name);
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  fs.writeFileSync(file, bytes);
  return file;
}

/** Sends a custom-quote request the way a visitor without JavaScript would. */
async function sendQuote(page: Page, name: string, email: string, website: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const form = await visitor.newPage();
  await form.goto(
    "/custom-quote?utm_source=e2e-phone&utm_campaign=a-very-long-campaign-name-without-any-spaces-at-all",
  );
  const quote = form.locator('form[data-form="custom-quote"]');
  await quote.getByLabel("Your name").fill(name);
  await quote.getByLabel("Business name").fill("Longhorn Plumbing & Drain Cleaning of Greater Houston");
  await quote.getByLabel(/^Email\W*$/).fill(email);
  await quote.getByLabel("Current website").fill(website);
  await quote.getByLabel("Budget range").selectOption("under-3k");
  await quote.getByLabel("Timeline").selectOption("asap");
  await quote.getByLabel("Project details").fill("A site with booking.");
  await quote.getByRole("button", { name: "Request My Quote" }).click();
  await expect(form.getByRole("heading", { name: "Request received!" })).toBeVisible();
  await visitor.close();
}

test.describe("CMS media library and leads inbox on router routes", () => {
  test.describe.configure({ timeout: 90_000 });

  test("media: upload, refuse a bad file, edit alt text, search by alt text in the URL, delete", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const stamp = Date.now();
    const good = await pngFile(testInfo.outputPath(), `crew-photo-${stamp}.png`, 1400, 800, "#ff8437");
    const bad = testInfo.outputPath("notes.png");
    fs.writeFileSync(bad, "this is a text file pretending to be a PNG");
    const filename = path.basename(good);

    await signIn(page);
    await page.goto("/cms/media");
    await hydrateCms(page);
    const input = page.locator("#media-upload");
    await input.setInputFiles(bad);
    await expect(page.getByTestId("upload-error")).toHaveText(
      "notes.png: Only PNG, JPEG, WebP and GIF images can be uploaded.",
    );
    // The refusal is a 415, which Chromium logs.
    allowFailedResponses(consoleErrors, 415);
    // Several files are stored all or none: with one bad file, the good one is not kept.
    await input.setInputFiles([good, bad]);
    await expect(page.getByTestId("upload-error")).toHaveText(
      "notes.png: Only PNG, JPEG, WebP and GIF images can be uploaded. None of the 2 images was stored.",
    );
    await expect(page.getByTestId("media-item").filter({ hasText: filename })).toHaveCount(0);
    allowFailedResponses(consoleErrors, 415);
    await input.setInputFiles(good);
    const card = page.getByTestId("media-item").filter({ hasText: filename });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("media-dimensions")).toHaveText("1400 × 800");
    const thumbnail = card.locator("img");
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    const alt = `Crew beside van ${stamp}`;
    await card.getByLabel("Alt text").fill(alt);
    await card.getByLabel("Alt text").press("Enter");
    await expect(card.getByRole("status")).toHaveText("Alt text saved");

    // Search by the alt text: the query is in the URL and survives a reload.
    await page
      .getByRole("searchbox", { name: "Search by file name or alt text" })
      .fill(`beside van ${stamp}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/media\\?q=beside\\+van\\+${stamp}$`));
    await expect(page.getByTestId("media-item")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("media-item")).toHaveCount(1);
    await expect(page.getByTestId("media-item").locator("img")).toHaveAttribute("alt", alt);

    await card.getByLabel(`Delete ${filename}`).click();
    await card.getByRole("button", { name: "Delete image" }).click();
    await expect(page.getByTestId("media-item")).toHaveCount(0);
    await expect(page.getByText(`No image matches “beside van ${stamp}”`)).toBeVisible();
  });

  test("media without JavaScript: upload, search and pages are forms and links", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page, { javaScript: false });
      const stamp = Date.now();
      const files = [];
      for (let index = 0; index < 26; index++) {
        files.push(await pngFile(testInfo.outputPath(), `nojs-${stamp}-${index}.png`, 40, 30, "#0f766e"));
      }
      // Three forms (10 + 10 + 6 files): the action takes at most 10 at once.
      for (let start = 0; start < files.length; start += 10) {
        await page.goto("/cms/media");
        await page.locator("#media-upload").setInputFiles(files.slice(start, start + 10));
        await page.getByRole("button", { name: "Upload", exact: true }).click();
        await expect(page).toHaveURL(/\/cms\/media/);
      }
      await page.goto("/cms/media");
      await page.getByRole("searchbox", { name: "Search by file name or alt text" }).fill(`nojs-${stamp}`);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByTestId("media-count")).toHaveText(`26 images matching “nojs-${stamp}”`);
      await expect(page.getByTestId("media-item")).toHaveCount(24);
      await expect(page.getByTestId("page-position")).toHaveText("Page 1 of 2");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(new RegExp(`q=nojs-${stamp}&page=2$`));
      await expect(page.getByTestId("media-item")).toHaveCount(2);
      // Newest first: the first two uploaded are on the last page.
      await expect(page.getByTestId("media-item").first()).toContainText(`nojs-${stamp}-1.png`);
    } finally {
      await context.close();
    }
  });

  test("inbox: labels instead of codes, status change with history, filter in the URL, CSV with labels", async ({
    page,
  }) => {
    await signIn(page);
    const name = `Quote Labels ${Date.now()}`;
    await sendQuote(page, name, `labels.${Date.now()}@example.com`, "https://example.com");

    await page.goto("/cms/inbox");
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=Quote\+Labels/);
    const row = page.getByTestId("inbox-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const details = row.getByTestId("lead-details");
    await expect(details).toContainText("Budget:Under $3,000");
    await expect(details).toContainText("Timeline:As soon as possible");
    await expect(details).toContainText("Current website:https://example.com");
    await expect(details).not.toContainText("under-3k");
    await expect(row.getByTestId("inbox-status")).toHaveText("New");

    await row.getByRole("link", { name: `Update status of ${name}` }).click();
    await expect(page).toHaveURL(/open=lead%3A|open=lead:/);
    const leadId = decodeURIComponent(new URL(page.url()).searchParams.get("open") ?? "").split(":")[1];
    const panel = row.getByTestId("status-panel");
    await panel.getByText("Contacted", { exact: true }).click();
    await panel.getByLabel("Note (optional)").fill("Left a voicemail");
    await panel.getByRole("button", { name: "Save status" }).click();
    await expect(page).not.toHaveURL(/open=/);
    await expect(row.getByTestId("inbox-status")).toHaveText("Contacted");
    await expect(row).toContainText(`Contacted by ${DEMO.username}`);
    await expect(row).toContainText("Left a voicemail");
    await row.getByRole("link", { name: `Update status of ${name}` }).click();
    await expect(panel.getByTestId("status-history")).toContainText(`Contacted by ${DEMO.username}`);
    await panel.getByRole("link", { name: "Cancel" }).click();
    await expect(panel).toHaveCount(0);

    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await expect(page).toHaveURL(/status=contacted/);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
    await expect(page.getByTestId("inbox-row").filter({ hasText: name })).toHaveCount(1);

    const downloading = page.waitForEvent("download");
    await page.getByTestId("csv-export").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), "utf8");
    expect(csv).toContain(name);
    expect(csv).toContain("Budget: Under $3,000; Timeline: As soon as possible");
    expect(csv).toContain(",Contacted,");
    expect(csv).not.toContain("under-3k");

    // The audit trail has the change, from the old status to the new one.
    await page.goto("/cms/audit?action=lead-status");
    const event = page.getByTestId("audit-event").filter({ hasText: leadId });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText(`${DEMO.username} changed a lead's status`);
    await expect(event).toContainText("new → contacted · note: Left a voicemail");
  });

  test("inbox: an older, slower search can not overwrite a newer one", async ({ page }) => {
    await signIn(page);
    const name = `Race Newer ${Date.now()}`;
    await sendQuote(page, name, `race.${Date.now()}@example.com`, "https://race.example");
    await page.goto("/cms/inbox");
    await hydrateCms(page);

    // Hold the first search's answer (router data request, or the old JSON call) until the second is shown.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slowSettled: () => void = () => {};
    const slowDone = new Promise<void>((resolve) => {
      slowSettled = resolve;
    });
    await page.route(
      (url) => url.searchParams.get("q") === "zzz-older-search",
      async (route) => {
        await held;
        await route.continue().catch(() => {});
        slowSettled();
      },
    );
    page.on("requestfailed", (request) => {
      if (new URL(request.url()).searchParams.get("q") === "zzz-older-search") slowSettled();
    });

    const search = page.getByLabel("Search");
    await search.fill("zzz-older-search");
    await page.getByRole("button", { name: "Search" }).click();
    await search.fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("inbox-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    release();
    await slowDone;
    // Let the browser draw anything the old answer would have drawn.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page).toHaveURL(/q=Race\+Newer/);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("inbox-count")).toHaveText("1 entry");
  });

  test("phone (390 px): the leads list reflows, nothing is wider than the screen", async ({ page }) => {
    await signIn(page);
    const stamp = Date.now();
    await sendQuote(
      page,
      `Phone Reflow ${stamp}`,
      `a.very.long.mailbox.name.for.reflow.testing.${stamp}@longhorn-plumbing-and-drain-cleaning.example`,
      `https://www.longhorn-plumbing-and-drain-cleaning-of-greater-houston.example/services/${stamp}`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/cms/inbox?q=Phone+Reflow+${stamp}`);
    const row = page.getByTestId("inbox-row").first();
    await expect(row).toContainText(`Phone Reflow ${stamp}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.getByRole("link", { name: /Update status of/ }).click();
    await expect(row.getByTestId("status-panel")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/cms/inbox?view=subscribers");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("subscribers: remove and block with an audit trail; a blocked address signs up silently, gets no mail", async ({
    page,
  }) => {
    await signIn(page);
    const address = `blocked-${Date.now()}@roofing.example`;
    const subscribe = () =>
      page.request.post("/api/blog/newsletter", {
        headers: { origin: new URL(page.url()).origin },
        data: { email: address },
      });
    const first = await subscribe();
    expect(first.status()).toBe(200);
    const firstAnswer = await first.json();

    await page.goto(`/cms/inbox?view=subscribers&q=${encodeURIComponent(address)}`);
    await hydrateCms(page);
    const row = page.getByTestId("subscriber-row").filter({ hasText: address });
    await expect(row).toHaveCount(1);
    await row.getByLabel(`Remove ${address}`).click();
    await row.getByRole("button", { name: "Remove and block" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${address} was removed and blocked.` }),
    ).toBeVisible();
    await expect(page.getByTestId("subscriber-row").filter({ hasText: address })).toHaveCount(0);
    const trail = page.getByTestId("subscriber-audit");
    await expect(trail).toContainText(`Removed ${address} by ${DEMO.username}`);
    await expect(trail).toContainText(`Blocked ${address} by ${DEMO.username}`);
    await expect(page.getByRole("list", { name: "Blocked addresses" })).toContainText(address);

    // Signing up again: the same answer as any signup, but no row and no second mail.
    const again = await subscribe();
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(firstAnswer);
    await page.reload();
    await expect(page.getByTestId("subscriber-row").filter({ hasText: address })).toHaveCount(0);
    // (That no mail is queued for it is proven on the outbox itself: tests/integration/newsletter.test.ts.)

    await page.getByRole("button", { name: `Unblock ${address}` }).click();
    await expect(trail).toContainText(`Unblocked ${address} by ${DEMO.username}`);
    expect((await subscribe()).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("subscriber-row").filter({ hasText: address })).toHaveCount(1);
  });
});
