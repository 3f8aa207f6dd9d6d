import sharp from "sharp";
import { allowFailedResponses, DEMO, hydrateCms, signIn, uploadToLibrary } from "./cms-helpers";
import {
  chooseStatus,
  editorForm,
  newPost,
  POST_URL,
  pressAndSave,
  publicArticle,
  publishFirstTime,
  saveStatus,
  slugOf,
} from "./editor-helpers";
import { expect, test, toastWith } from "./fixtures";

/**
 * The post editor page (/cms/posts/new, /cms/posts/:id): the spec's post form (2.16, 5), and the
 * editor's safety net: autosave, the leave guard, conflicts between two tabs,
 * revisions, and images from the library.
 */

test.describe("post editor", () => {
  // No retry: the editor saves through one reducer (ADR 0029), which cannot race, and
  // cms-editor-stress.spec.ts hammers it.
  test.describe.configure({ timeout: 90_000 });

  test("creates and edits a post on its own page, the public blog following", async ({
    page,
    consoleErrors,
  }) => {
    const title = `Gutter Guards That Sell ${Date.now()}`;
    const slug = slugOf(title);
    await signIn(page);
    // "New Post" makes the draft first: the editor opens at the post's own address, and keeps it.
    await page.getByRole("button", { name: "New Post" }).first().click();
    await expect(page).toHaveURL(POST_URL);
    // Without script yet, "New Post" is a document navigation: the title must reach React's state.
    await hydrateCms(page);
    const address = page.url();
    const form = editorForm(page, "New Post");

    // The slug follows the title. The author is whoever made the post; a guest may be named
    // instead, and saving with no author at all is refused with the spec's toast.
    await form.getByLabel("Title *").fill(title);
    await expect(form.getByLabel("Slug")).toHaveValue(slug);
    await form.getByLabel("Excerpt").fill("How roofers can sell gutter guards in the fall.");
    await form.getByLabel("Content *").fill("## Start with photos\n\nShow **before and after** shots.");
    await expect(form.getByText("1 min read")).toBeVisible();
    await expect(form.getByLabel("Author *")).not.toHaveValue("");
    await form.getByLabel("Author profile").selectOption({ label: "Guest author (type the name)" });
    await form.getByLabel("Author *").fill("");
    await form.getByRole("button", { name: "Save Draft" }).click();
    await expect(
      page.getByText("Please fill in all required fields (title, content, author)", { exact: true }),
    ).toBeVisible();
    await form.getByLabel("Author *").fill("Dana Brooks");
    await expect(form.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await form.getByLabel("New category").fill("Roofing Marketing");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByLabel("New category").fill("Roofing Marketing");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(form.getByRole("list", { name: "Chosen categories" }).getByRole("listitem")).toHaveCount(1);
    await form.getByLabel("Tags").fill("gutters, , fall ");
    await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
    await publishFirstTime(page, form);
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    expect(page.url()).toBe(address);
    expect(await publicArticle(page, slug)).toMatchObject({ status: 200, heading: title });

    // Reopened, the form is filled in; the slug of a live post no longer follows the title.
    await page.reload();
    const editor = editorForm(page, "Edit Post");
    await expect(editor.getByLabel("Author *")).toHaveValue("Dana Brooks");
    await expect(editor.getByLabel("Tags")).toHaveValue("gutters, fall");
    const edited = `${title} (Updated)`;
    await editor.getByLabel("Title *").fill(edited);
    await expect(editor.getByLabel("Slug")).toHaveValue(slug);
    await editor.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    expect(await publicArticle(page, slug)).toMatchObject({ status: 200, heading: edited });

    // A second post may not take the same slug: 409, shown as the failure toast at once.
    const second = await newPost(page, { title, content: "Copy.", author: "Dana Brooks" });
    const refused = page.waitForResponse((response) => response.status() === 409);
    await second.getByRole("button", { name: "Save Draft" }).click();
    await refused;
    await expect(toastWith(page, "Failed to create post")).toContainText("already used by another post", {
      timeout: 2000,
    });
    await expect(saveStatus(page)).toHaveText(/Not saved/);
    allowFailedResponses(consoleErrors, 409);
    // An autosave of the empty author, had the pause run out before the name was typed.
    allowFailedResponses(consoleErrors, 400);
  });

  test("a slug typed by hand on a new post is not overwritten by later title edits", async ({ page }) => {
    await signIn(page);
    const form = await newPost(page, { title: "Draft Title", content: "Body." });
    await expect(form.getByLabel("Slug")).toHaveValue("draft-title");
    await form.getByLabel("Slug").fill("my-own-address");
    await form.getByLabel("Title *").fill("A Better Title");
    await expect(form.getByLabel("Slug")).toHaveValue("my-own-address");
  });

  test("a scheduled post stays off the blog until its date", async ({ page }) => {
    const title = `Spring AC Tune-Up Offers ${Date.now()}`;
    const slug = slugOf(title);
    await signIn(page);
    const form = await newPost(page, {
      title,
      content: "Book tune-ups before the first heat wave.",
      author: "Dana Brooks",
    });
    await form.getByLabel("Publish date").fill("2099-03-01T09:00");
    await chooseStatus(form, "Published");
    await expect(form.getByText("Scheduled: the post goes live on this date.")).toBeVisible();
    await publishFirstTime(page, form, "Schedule");
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    expect((await publicArticle(page, slug)).status).toBe(404);

    // Its time comes: move the date into the past.
    await editorForm(page, "Edit Post").getByLabel("Publish date").fill("2026-01-05T09:00");
    // Confirmed once, when it was scheduled: going live now asks nothing more.
    await editorForm(page, "Edit Post").getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    expect(await publicArticle(page, slug)).toMatchObject({ status: 200, heading: title });
  });

  test("shows the content in the inline and the full-screen preview", async ({ page }) => {
    await signIn(page);
    const form = await newPost(page, {
      title: "Preview Me",
      content: "## Crew photos win\n\nUse **real** photos.\n\n- one\n- two",
    });
    const inline = form.getByRole("region", { name: "Inline preview" });
    await expect(inline).toHaveCount(0);
    await form.getByRole("button", { name: "Show preview" }).click();
    await expect(inline.getByRole("heading", { name: "Crew photos win", level: 2 })).toBeVisible();
    await expect(inline.locator("strong")).toHaveText("real");
    await expect(inline.getByRole("listitem")).toHaveCount(2);
    await form.getByRole("button", { name: "Hide preview" }).click();
    await expect(inline).toHaveCount(0);

    await form.getByRole("button", { name: "Full-screen preview" }).click();
    const full = page.getByRole("dialog", { name: "Preview" });
    await expect(full.getByRole("heading", { name: "Preview Me", level: 1 })).toBeVisible();
    await expect(full.getByRole("heading", { name: "Crew photos win", level: 2 })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await expect(form.getByLabel("Title *")).toHaveValue("Preview Me");
  });

  test("autosaves a new post as a draft: after a reload the text is still there, and nothing went live", async ({
    page,
  }) => {
    const title = `Autosaved Draft ${Date.now()}`;
    await signIn(page);
    await newPost(page, { title, content: "Words typed and never saved by hand." });
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    // The address is the post's own, from the start.
    await expect(page).toHaveURL(POST_URL);
    await page.reload();
    const form = editorForm(page, "Edit Post");
    await expect(form.getByLabel("Title *")).toHaveValue(title);
    await expect(form.getByLabel("Content *")).toHaveValue("Words typed and never saved by hand.");
    await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
    expect((await publicArticle(page, slugOf(title))).status).toBe(404);
  });

  test("a draft autosaved before it has a title is listed as 'Untitled post', never as an empty link", async ({
    page,
  }) => {
    await signIn(page);
    const content = `No title yet ${Date.now()}`;
    await newPost(page, { title: "", content });
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    await expect(page).toHaveURL(POST_URL);
    const id = new URL(page.url()).pathname.split("/").pop();
    await page.goto("/cms/dashboard");
    await expect(page.locator(`a[href="/cms/posts/${id}"]`).first()).toHaveAccessibleName(/Untitled post/);
    await page.goto("/cms/posts?status=draft");
    await expect(page.getByRole("link", { name: "Edit “Untitled post”" }).first()).toBeVisible();
  });

  test("asks before leaving unsaved work, by a link inside the CMS and by a reload", async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    const form = await newPost(page, { title: `Leave Guard ${Date.now()}`, content: "First words." });
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    // The server stops answering: what is typed next cannot be stored.
    await page.route(/\/cms\/posts\/[^/]+\.data/, (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.continue(),
    );
    await form.getByLabel("Content *").fill("First words. And more that are not stored.");
    await form.getByLabel("Author *").focus();
    await expect(saveStatus(page)).toHaveText(/Not saved/);

    await page.getByRole("link", { name: "Posts", exact: true }).first().click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay and save" }).click();
    await expect(page).toHaveURL(POST_URL);
    await expect(form.getByLabel("Content *")).toHaveValue("First words. And more that are not stored.");

    const prompt = page.waitForEvent("dialog");
    // A reload that the prompt cancels never finishes: bound the wait for it.
    const reload = page.reload({ timeout: 3_000 }).catch(() => undefined);
    const dialog = await prompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await reload;
    await expect(page).toHaveURL(POST_URL);
    await expect(form.getByLabel("Content *")).toHaveValue("First words. And more that are not stored.");
    // The editor keeps trying to save against the refusing server: closed first, so that no
    // refused save is logged after the refusals are taken out of the console errors.
    await page.close();
    for (let index = consoleErrors.length - 1; index >= 0; index--) {
      if (consoleErrors[index]?.includes("net::ERR_FAILED")) consoleErrors.splice(index, 1);
    }
  });

  test("two tabs on one post: the stale save is refused and the editor says so", async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await newPost(page, { title: `Two Tabs ${Date.now()}`, content: "Original.", author: "Dana Brooks" });
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    await expect(page).toHaveURL(POST_URL);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await hydrateCms(other);
    // This tab started the post: it stays "New Post" until its first explicit save.
    const mine = page.getByRole("form", { name: /^(New|Edit) Post$/ });
    const theirs = editorForm(other, "Edit Post");
    await expect(theirs.getByLabel("Content *")).toHaveValue("Original.");

    // Leaving the field saves at once (the 2 s pause has a test of its own).
    await theirs.getByLabel("Content *").fill("Their version.");
    await theirs.getByLabel("Content *").press("Tab");
    await expect(saveStatus(other)).toHaveText(/Saved/, { timeout: 10_000 });
    await mine.getByLabel("Content *").fill("My version.");
    await mine.getByLabel("Content *").press("Tab");
    const alert = page.getByRole("alert").filter({ hasText: "this post changed elsewhere" });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(saveStatus(page)).toHaveText(/Not saved/);
    allowFailedResponses(consoleErrors, 409);

    await alert.getByRole("button", { name: "Reload their version" }).click();
    await expect(mine.getByLabel("Content *")).toHaveValue("Their version.");
    await mine.getByLabel("Content *").fill("My version after all.");
    await mine.getByLabel("Content *").press("Tab");
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });

    // The other tab is now the stale one: it may overwrite on purpose.
    await theirs.getByLabel("Content *").fill("Their second try.");
    await theirs.getByLabel("Content *").press("Tab");
    const theirAlert = other.getByRole("alert").filter({ hasText: "this post changed elsewhere" });
    await expect(theirAlert).toBeVisible({ timeout: 10_000 });
    await theirAlert.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect(saveStatus(other)).toHaveText(/Saved/, { timeout: 10_000 });
    await other.close();
    await page.reload();
    await expect(mine.getByLabel("Content *")).toHaveValue("Their second try.");
  });

  test("lists the revisions of a published post and restores one", async ({ page }) => {
    const title = `Revision Trail ${Date.now()}`;
    const slug = slugOf(title);
    await signIn(page);
    const form = await newPost(page, { title, content: "The first wording.", author: "Dana Brooks" });
    await publishFirstTime(page, form);
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    const editor = editorForm(page, "Edit Post");
    await editor.getByLabel("Content *").fill("The second wording.");
    await editor.getByLabel("Content *").press("Tab");
    // An autosave of a published post does not touch the live article.
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    expect((await publicArticle(page, slug)).text).toContain("The first wording.");
    await pressAndSave(page, editor.getByRole("button", { name: "Update" }));
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    expect((await publicArticle(page, slug)).text).toContain("The second wording.");

    const revisions = page.getByRole("list", { name: "Revisions" }).getByRole("listitem");
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText(`by ${DEMO.username}`);
    await revisions
      .last()
      .getByRole("button", { name: /^Restore/ })
      .click();
    await expect(editor.getByLabel("Content *")).toHaveValue("The first wording.");
    expect((await publicArticle(page, slug)).text).toContain("The second wording.");
    // The first update's toast may still be on screen: the article is read once this save answered.
    await pressAndSave(page, editor.getByRole("button", { name: "Update" }));
    await expect(page.getByText("Post updated successfully", { exact: true }).last()).toBeVisible();
    expect((await publicArticle(page, slug)).text).toContain("The first wording.");
    await expect(revisions).toHaveCount(3);
  });

  test("inserts a library image at the cursor, and the featured image takes the library's alt text", async ({
    page,
  }) => {
    await signIn(page);
    const filename = `crew-at-work-${Date.now()}.png`;
    const alt = "Two plumbers fitting a water heater";
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const id = await uploadToLibrary(page, { name: filename, png, alt });

    const form = await newPost(page, { title: "Insert Image", content: "Before.\nAfter." });
    const content = form.getByLabel("Content *");
    // The cursor after "Before.".
    await content.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(7, 7));
    await form.getByRole("button", { name: "Insert image" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image" });
    await picker.getByLabel("Search images by name or alt text").fill("water heater");
    await picker.getByRole("button", { name: "Search" }).click();
    await picker.getByRole("button", { name: `Use ${filename}` }).click();
    await expect(content).toHaveValue(`Before.\n\n![${alt}](/media/${id}.webp)\n\nAfter.`);
    await form.getByRole("button", { name: "Show preview" }).click();
    await expect(
      form.getByRole("region", { name: "Inline preview" }).getByRole("img", { name: alt }),
    ).toBeVisible();

    await form.getByRole("button", { name: "Pick from library" }).click();
    await page
      .getByRole("dialog", { name: "Choose a featured image" })
      .getByRole("button", { name: `Use ${filename}` })
      .click();
    await expect(form.getByLabel("Featured image URL")).toHaveValue(`/media/${id}.webp`);
    await expect(form.getByLabel("Featured image alt text")).toHaveValue(alt);
  });
});
