import fs from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydrate, test } from "./fixtures";

const DEMO = { username: "demo", password: "hearth-studio-2026" };

async function signIn(page: Page, tab?: string) {
  await page.goto("/cms/login");
  await page.getByLabel("Username").fill(DEMO.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  if (tab) await page.getByRole("tab", { name: tab }).click();
}

function toast(page: Page, title: string) {
  return page.locator("li[data-variant]").filter({ has: page.getByText(title, { exact: true }) });
}

/** Chromium logs each failed request; drop the ones a test provokes on purpose. */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (consoleErrors[index]?.includes(expected)) consoleErrors.splice(index, 1);
  }
}

test.describe("CMS media, hero images and the inbox", () => {
  test.describe.configure({ timeout: 90_000 });

  test("generates a hero image in the post form and shows it on the public article", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "New Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    const generate = dialog.getByRole("button", { name: "Generate with Hearthstone Studio (local)" });
    await expect(generate).toHaveAttribute("aria-disabled", "true");
    // aria-disabled (not disabled): pressing it still explains what is missing.
    await generate.click({ force: true });
    await expect(toast(page, "Please add a title or content first")).toBeVisible();

    const title = `Storm-Ready Roofing Leads ${Date.now()}`;
    await dialog.getByLabel("Title *").fill(title);
    await dialog
      .getByLabel("Excerpt")
      .fill("How roofers in Houston turn hail season into booked inspections.");
    await dialog
      .getByLabel("Content *")
      .fill("## Before the storm\n\nPublish your **inspection offer** early.");
    await dialog.getByLabel("Author *").fill("Maria Delgado");
    await expect(generate).toHaveAttribute("aria-disabled", "false");

    const request = page.waitForRequest((req) => req.url().endsWith("/api/generate-image"));
    await generate.click();
    await expect(dialog.getByRole("button", { name: "Generating..." })).toBeVisible();
    const sent = (await request).postDataJSON();
    expect(sent).toMatchObject({
      prompt: `${title} How roofers in Houston turn hail season into booked inspections.`,
      style: "digital-art",
      ratio: "16:9",
    });
    await expect(toast(page, "Hero image generated successfully")).toBeVisible({ timeout: 20_000 });
    const field = dialog.getByLabel("Featured image URL");
    await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const imageUrl = await field.inputValue();
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Post created successfully")).toBeVisible();

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
    // An image in the library to pick (uploaded through the API with this session).
    const filename = `library-pick-${Date.now()}.png`;
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const response = await page.request.post("/api/cms/media", {
      headers: { origin: new URL(page.url()).origin, "content-type": "image/png", "x-filename": filename },
      data: png,
    });
    expect(response.status()).toBe(201);
    const uploaded = (await response.json()) as { id: string };
    await page.getByRole("button", { name: "New Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Featured image URL").fill("/media/00000000-0000-4000-8000-000000000000.webp");
    await expect(dialog.getByTestId("hero-preview")).toHaveCount(0);
    allowFailedResponses(consoleErrors, 404);
    await dialog.getByRole("button", { name: "Pick from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose a featured image" });
    await picker.getByRole("button", { name: `Use ${filename}` }).click();
    await expect(dialog.getByLabel("Featured image URL")).toHaveValue(`/media/${uploaded.id}.webp`);
    await expect(dialog.getByTestId("hero-preview")).toBeVisible();
  });

  test("uploads an image, refuses a bad file with a clear message, and deletes after confirming", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#ff8437" } })
      .png()
      .toBuffer();
    const goodPath = testInfo.outputPath(`crew-photo-${Date.now()}.png`);
    const badPath = testInfo.outputPath("notes.png");
    fs.writeFileSync(goodPath, png);
    fs.writeFileSync(badPath, "this is a text file pretending to be a PNG");
    const filename = goodPath.split("/").pop() ?? "";

    await signIn(page, "Media");
    await expect(page).toHaveURL(/tab=media/);
    const input = page.locator("#media-upload");
    await input.setInputFiles(badPath);
    await expect(page.getByTestId("upload-error")).toHaveText(
      "notes.png: Only PNG, JPEG, WebP and GIF images can be uploaded.",
    );
    await expect(toast(page, "Upload refused")).toBeVisible();
    allowFailedResponses(consoleErrors, 415);

    await input.setInputFiles(goodPath);
    await expect(toast(page, "Image uploaded")).toBeVisible();
    const card = page.getByTestId("media-item").filter({ hasText: filename });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("media-dimensions")).toHaveText("1400 × 800");
    const thumbnail = card.locator("img");
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    await card.getByRole("button", { name: `Delete ${filename}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this image?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Delete ${filename}` }).click();
    await confirm.getByRole("button", { name: "Delete image" }).click();
    await expect(toast(page, "Image deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("media-item").filter({ hasText: filename })).toHaveCount(0);
  });

  test("a lead from the public site appears in the inbox; its status changes with history; CSV exports", async ({
    page,
  }) => {
    const name = `Inbox Tester ${Date.now()}`;
    const visitor = await page.context().newPage();
    await visitor.goto("/quick-message?utm_source=e2e&utm_campaign=inbox");
    const form = visitor.locator('form[data-form="quick-message"]');
    await hydrate(visitor);
    await expect(form).toHaveAttribute("data-ready", "true");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("inbox.tester@example.com");
    await form.getByLabel("Message").fill('=HYPERLINK("http://evil.example") please call me back');
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByText("Message Sent", { exact: true })).toBeVisible();
    await visitor.close();

    await signIn(page, "Leads");
    await expect(page).toHaveURL(/tab=leads/);
    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=Inbox\+Tester/);
    const row = page.getByTestId("inbox-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Quick message");
    await expect(row).toContainText("inbox.tester@example.com");
    await expect(row).toContainText("/quick-message");
    await expect(row).toContainText("source=e2e");
    await expect(row.getByTestId("inbox-status")).toHaveText("New");

    await row.getByRole("button", { name: `Update status of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Update status" });
    await dialog.getByText("Contacted", { exact: true }).click();
    await dialog.getByLabel("Note (optional)").fill("Left a voicemail");
    await dialog.getByRole("button", { name: "Save status" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();
    await expect(row.getByTestId("inbox-status")).toHaveText("Contacted");
    await expect(row).toContainText(`Contacted by ${DEMO.username}`);
    await expect(row).toContainText("Left a voicemail");

    await row.getByRole("button", { name: `Update status of ${name}` }).click();
    await expect(dialog.getByTestId("status-history")).toContainText(`Contacted by ${DEMO.username}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The filter survives a reload (it lives in the URL).
    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await expect(page).toHaveURL(/status=contacted/);
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
    await expect(page.getByTestId("inbox-row").filter({ hasText: name })).toHaveCount(1);

    const downloading = page.waitForEvent("download");
    await page.getByTestId("csv-export").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Received,Kind,Status,Name,Email/);
    expect(lines).toHaveLength(2);
    expect(csv).toContain(name);
    expect(csv).toContain("Contacted".toLowerCase());
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") please call me back"`);
  });
});
