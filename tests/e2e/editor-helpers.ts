import type { Locator, Page } from "@playwright/test";
import { hydrateCms } from "./cms-helpers";
import { expect } from "./fixtures";

/** Shared steps of the post editor's specs (cms-editor, cms-post-publishing, cms-authors...). */

/**
 * Opens the public article as a visitor (a fresh browser context: no CMS session, so no preview)
 * and reports its status, heading and body text.
 */
export async function publicArticle(page: Page, slug: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await visitor.newPage();
  const response = await other.goto(`/blog/${slug}`);
  const heading = (await other.getByRole("heading", { level: 1 }).first().textContent())?.trim();
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText, the text as rendered
  const text = await other.locator("main").innerText();
  await visitor.close();
  return { status: response?.status(), heading, text };
}

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const saveStatus = (page: Page) => page.getByTestId("save-status");
export const editorForm = (page: Page, name: "New Post" | "Edit Post") => page.getByRole("form", { name });
/** A post's own address (not /cms/posts/new): the editor's, from the first keystroke (ADR 0029). */
export const POST_URL = /\/cms\/posts\/(?!new$)[A-Za-z0-9_-]+$/;

/** A new post as staff start one: "New Post" makes the draft and opens its editor at its own address. */
export async function newPost(page: Page, fields: { title: string; content: string; author?: string }) {
  await page.goto("/cms/posts/new");
  await hydrateCms(page);
  await page.getByRole("button", { name: "Start a draft" }).click();
  await expect(page).toHaveURL(POST_URL);
  const form = editorForm(page, "New Post");
  await form.getByLabel("Title *").fill(fields.title);
  await form.getByLabel("Content *").fill(fields.content);
  // A Contributor's or Author's draft is theirs from the start: its author field shows their profile.
  const author = form.getByLabel("Author *");
  if (fields.author && (await author.isEditable())) await author.fill(fields.author);
  return form;
}

/** Picks Published or Draft as a person does: a tap on the switch's label (the radio is visually hidden). */
export async function chooseStatus(form: Locator, status: "Published" | "Draft") {
  // `has` is queried inside each label, so its locator starts at the page, not at the form.
  await form
    .locator("label")
    .filter({ has: form.page().getByRole("radio", { name: status }) })
    .click();
  await expect(form.getByRole("radio", { name: status })).toBeChecked();
}

/**
 * Publishes a post that was never live, as staff do: Published, then the primary button
 * ("Publish", or "Schedule" for a future date), then the one confirmation.
 */
export async function publishFirstTime(
  page: Page,
  form: Locator,
  button: "Publish" | "Schedule" = "Publish",
) {
  await chooseStatus(form, "Published");
  await form.getByRole("button", { name: button, exact: true }).click();
  const ask = page.getByRole("dialog", {
    name: button === "Publish" ? "Publish this post?" : "Schedule this post?",
  });
  await ask.getByRole("button", { name: button, exact: true }).click();
  await expect(ask).toBeHidden();
}

/**
 * Presses a button that saves the post and waits for that save's answer. A toast alone does not
 * say which save it is for: an earlier save's "Post updated successfully" can still be on screen.
 */
export async function pressAndSave(page: Page, button: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/cms\/posts\/[^/]+\.data$/.test(new URL(response.url()).pathname),
  );
  await button.click();
  expect((await saved).ok()).toBe(true);
}
