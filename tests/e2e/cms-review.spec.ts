import { hydrateCms } from "./cms-helpers";
import { editorForm, newPost, publicArticle, publishFirstTime, saveStatus, slugOf } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { accept, invitationLink, invite, mailedLink, newColleague } from "./staff-helpers";

/**
 * Review, as the team lives it: a Contributor submits a draft; an Editor is mailed, finds it on
 * the dashboard, sends it back with a note the Contributor reads; resubmitted (without
 * JavaScript this time), the Editor publishes it. An Editor's own new post carries their name and
 * is scheduled at once.
 */
test("a Contributor submits a draft, an Editor is mailed, sends it back, then publishes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const writer = await newColleague(page, browser, "reviewwriter");
  const stamp = Date.now();
  const editor = {
    email: `reviewer-${stamp}@example.com`,
    username: `reviewer${stamp}`,
    name: `Rae Reviewer ${stamp}`,
  };
  await invite(page, editor.email, "Editor");
  const editorPage = await accept(browser, await invitationLink(editor.email), editor.name, editor.username);

  // The Contributor writes a draft (their name is its author) and submits it.
  const contributor = writer.page;
  const title = `Hail Season Checklist ${stamp}`;
  const form = await newPost(contributor, { title, content: "Inspect the roof after every storm." });
  await expect(form.getByLabel("Author *")).toHaveValue(writer.name);
  await expect(saveStatus(contributor)).toHaveText(/Saved/, { timeout: 15_000 });
  await expect(form.getByRole("button", { name: /^(Publish|Schedule)$/ })).toHaveCount(0);
  await form.getByRole("button", { name: "Submit for review", exact: true }).click();
  await expect(contributor.getByText("Submitted for review", { exact: true })).toBeVisible();
  const review = contributor.getByRole("region", { name: "Review", exact: true });
  await expect(review).toContainText("Pending review");
  await contributor.goto(`/cms/posts?q=${encodeURIComponent(title)}`);
  await expect(contributor.locator("article", { hasText: title })).toContainText("Pending review");

  // The Editor is mailed, and the dashboard lists the draft waiting.
  const link = await mailedLink(
    "post-review",
    editor.email,
    /https?:\/\/[^\s"<>]+\/cms\/posts\/[A-Za-z0-9_-]+/,
  );
  await editorPage.goto("/cms/dashboard");
  const waiting = editorPage.getByRole("list", { name: "Pending review" });
  await expect(waiting).toContainText(title);
  await expect(waiting).toContainText(writer.name);

  // The Editor sends it back with a note.
  await editorPage.goto(link);
  await hydrateCms(editorPage);
  const note = `Add the insurance-claim tips, please (${stamp}).`;
  const panel = editorPage.getByRole("region", { name: "Review", exact: true });
  await panel.getByLabel("Note for the author").fill(note);
  await panel.getByRole("button", { name: "Send back" }).click();
  await expect(editorPage.getByText("Sent back to the author with your note.").first()).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The Contributor is mailed the note and reads it in the editor.
  await mailedLink("post-returned", writer.email, /https?:\/\/[^\s"<>]+\/cms\/posts\/[A-Za-z0-9_-]+/);
  await contributor.goto(link);
  const shown = contributor.getByRole("region", { name: "Note from the editor" });
  await expect(shown).toContainText(note);
  await expect(shown).toContainText(editor.name);

  // Resubmitted without JavaScript: the form posts to the page.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await contributor.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(link);
  await plain.getByRole("button", { name: "Submit for review", exact: true }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Submitted for review." })).toBeVisible();
  await expect(plain.getByRole("region", { name: "Note from the editor" })).toHaveCount(0);
  await noScript.close();

  // The Editor publishes it from the review panel (the question's "Keep as draft" keeps it a draft).
  await editorPage.goto(link);
  await hydrateCms(editorPage);
  const publishNow = editorPage
    .getByRole("region", { name: "Review", exact: true })
    .getByRole("button", { name: "Publish now" });
  await publishNow.click();
  const ask = editorPage.getByRole("dialog", { name: "Publish this post?" });
  await ask.getByRole("button", { name: "Keep as draft" }).click();
  await expect(editorPage.getByRole("radio", { name: "Draft" })).toBeChecked();
  await publishNow.click();
  await ask.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editorPage.getByText("Post updated successfully", { exact: true })).toBeVisible();
  expect(await publicArticle(editorPage, slugOf(title))).toMatchObject({ status: 200, heading: title });

  // An Editor's own new post carries their name and is scheduled at once.
  const own = `Spring Gutter Offers ${stamp}`;
  const ownForm = await newPost(editorPage, { title: own, content: "Book before the April rains." });
  await expect(ownForm.getByLabel("Author *")).toHaveValue(editor.name);
  await ownForm.getByLabel(/^Publish date/).fill("2099-03-01T09:00");
  await publishFirstTime(editorPage, ownForm, "Schedule");
  await expect(editorPage.getByText("Post created successfully", { exact: true })).toBeVisible();
  await expect(editorForm(editorPage, "Edit Post").getByLabel("Author *")).toHaveValue(editor.name);
  await editorPage.goto(`/cms/posts?q=${encodeURIComponent(own)}`);
  await expect(editorPage.locator("article", { hasText: own })).toContainText("Scheduled");
});
