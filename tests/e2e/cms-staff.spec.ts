import { hydrateCms, signIn } from "./cms-helpers";
import { newPost, saveStatus } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { accept, invitationLink, invite } from "./staff-helpers";

/**
 * An Administrator invites colleagues from the Staff screen; each accepts the mailed link
 * in a browser of their own; a Contributor cannot publish (no control, and the server refuses);
 * an Editor publishes the Contributor's draft.
 */
test("invite colleagues, accept in fresh browsers; a Contributor cannot publish, an Editor can", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const writer = {
    email: `writer-${stamp}@example.com`,
    username: `writer${stamp}`,
    name: `Wren Writer ${stamp}`,
  };
  const editor = {
    email: `editor-${stamp}@example.com`,
    username: `editor${stamp}`,
    name: `Eddie Editor ${stamp}`,
  };

  // The Administrator finds Staff in the CMS navigation and invites both.
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page).toHaveURL(/\/cms\/staff$/);
  await invite(page, writer.email, "Contributor");
  await invite(page, editor.email, "Editor");

  // The Contributor accepts in a browser of their own.
  const contributor = await accept(browser, await invitationLink(writer.email), writer.name, writer.username);
  const sections = contributor.getByRole("navigation", { name: "Dashboard sections" });
  await expect(sections.getByRole("link", { name: "Posts" })).toBeVisible();
  for (const hidden of ["Leads", "Media", "Staff", "Analytics", "Newsletters"])
    await expect(sections.getByRole("link", { name: hidden })).toHaveCount(0);

  // Writes a draft: the editor has no Status, date, Publish or image generation, but
  // "Submit for review" (the server's refusals are tests/integration/post-review.test.ts).
  const title = `Contributor Draft ${stamp}`;
  const form = await newPost(contributor, {
    title,
    content: "Written by a contributor, published by an editor.",
    author: writer.name,
  });
  await expect(form.getByLabel("Author *")).toHaveValue(writer.name);
  await expect(saveStatus(contributor)).toHaveText(/Saved/, { timeout: 15_000 });
  await expect(form.getByRole("button", { name: "Submit for review", exact: true })).toBeVisible();
  await expect(form.getByRole("button", { name: /^(Publish|Schedule|Save Draft)$/ })).toHaveCount(0);
  await expect(form.getByRole("radio", { name: "Published" })).toHaveCount(0);
  await expect(form.getByLabel(/^Publish date/)).toHaveCount(0);
  await expect(form.getByTestId("generate-hero")).toHaveCount(0);
  // Sending the newsletter is an Editor's: a Contributor's editor has no newsletter controls.
  await expect(contributor.getByRole("region", { name: "Newsletter" })).toHaveCount(0);

  // In the list the Contributor's own draft has Edit but no Publish.
  await contributor.goto(`/cms/posts?q=${encodeURIComponent(title)}`);
  await hydrateCms(contributor);
  const row = contributor.locator("article", { hasText: title });
  await expect(row.getByRole("link", { name: /^Edit/ })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Publish/ })).toHaveCount(0);

  // The Editor accepts and publishes the draft from the list.
  const editorPage = await accept(browser, await invitationLink(editor.email), editor.name, editor.username);
  await editorPage.goto(`/cms/posts?q=${encodeURIComponent(title)}`);
  await hydrateCms(editorPage);
  await editorPage
    .locator("article", { hasText: title })
    .getByRole("button", { name: /^Publish/ })
    .click();
  await expect(editorPage.getByText("Post published", { exact: true })).toBeVisible();
  // An Editor sends newsletters (as in Ghost) but does not see who is on the list.
  const editorSections = editorPage.getByRole("navigation", { name: "Dashboard sections" });
  await expect(editorSections.getByRole("link", { name: "Newsletters" })).toBeVisible();
  await expect(editorSections.getByRole("link", { name: "Leads" })).toHaveCount(0);

  // The Staff screen lists both with their roles; the links were used once.
  await page.reload();
  await expect(page.locator(`[data-staff="${writer.username}"]`)).toContainText("Contributor");
  await expect(page.locator(`[data-staff="${editor.username}"]`)).toContainText("Editor");
  // Only these two invitations: another spec on the same server may have one open.
  const openInvitations = page.getByRole("list", { name: "Open invitations" });
  for (const { email } of [writer, editor]) {
    await expect(openInvitations.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  }

  // At 390 px the screen fits the phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("staff-390.png"), fullPage: true });
});
