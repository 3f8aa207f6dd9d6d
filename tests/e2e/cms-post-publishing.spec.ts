import { signIn } from "./cms-helpers";
import {
  editorForm,
  newPost,
  POST_URL,
  publicArticle,
  pressAndSave,
  publishFirstTime,
  saveStatus,
  slugOf,
} from "./editor-helpers";
import { expect, test } from "./fixtures";

/**
 * Publishing from the post editor: a new post starts as a draft, the
 * primary button says what it will do, going live asks once, and a draft can be shown to someone
 * without an account through a "Share preview" link.
 */
test.describe("publishing from the editor", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a new post starts as a draft; the button names the action; publishing asks once", async ({
    page,
  }) => {
    const title = `Draft By Default ${Date.now()}`;
    const slug = slugOf(title);
    await signIn(page);
    const form = await newPost(page, {
      title,
      content: "Nothing goes live by accident.",
      author: "Dana Brooks",
    });
    await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
    const primary = page
      .getByRole("form", { name: /^(New|Edit) Post$/ })
      .getByRole("button", { name: /^(Save Draft|Publish|Schedule|Update|Unpublish)$/ });
    await expect(primary).toHaveText("Save Draft");
    await primary.click();
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(POST_URL);
    expect((await publicArticle(page, slug)).status).toBe(404);

    const editor = editorForm(page, "Edit Post");
    // By keyboard: the save's toast sits over the status switch for a few seconds (another issue).
    await editor.getByRole("radio", { name: "Published" }).focus();
    await page.keyboard.press("Space");
    await expect(editor.getByRole("radio", { name: "Published" })).toBeChecked();
    await editor.getByLabel("Publish date").fill("2099-03-01T09:00");
    await expect(primary).toHaveText("Schedule");
    await editor.getByLabel("Publish date").fill("");
    await expect(primary).toHaveText("Publish");

    // The question's safe answer keeps the draft.
    await primary.click();
    const ask = page.getByRole("dialog", { name: "Publish this post?" });
    await expect(ask).toContainText(`/blog/${slug}`);
    await expect(ask.getByRole("button", { name: "Keep as draft" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep as draft" }).click();
    await expect(ask).toBeHidden();
    expect((await publicArticle(page, slug)).status).toBe(404);

    await primary.click();
    await ask.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    expect(await publicArticle(page, slug)).toMatchObject({ status: 200, heading: title });

    // Live now: the button updates, and asks nothing.
    await expect(primary).toHaveText("Update");
    await editor.getByLabel("Content *").fill("Nothing goes live by accident. Edited.");
    // The publish's own toast may still be on screen: the article is read once this save answered.
    await pressAndSave(page, primary);
    await expect(page.getByText("Post updated successfully", { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await publicArticle(page, slug)).text).toContain("Edited.");
    await editor.getByRole("radio", { name: "Draft" }).focus();
    await page.keyboard.press("Space");
    await expect(primary).toHaveText("Unpublish");
  });

  test("Share preview makes a link, copies it, shows its expiry, and it opens the draft signed out", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const title = `Shared Draft ${Date.now()}`;
    await signIn(page);
    const form = await newPost(page, {
      title,
      content: "For the client's eyes only.",
      author: "Dana Brooks",
    });
    const share = form.getByRole("region", { name: "Share preview" });
    await expect(saveStatus(page)).toHaveText(/Saved/, { timeout: 10_000 });
    await share.getByRole("button", { name: "Share preview" }).click();
    const link = share.getByRole("textbox", { name: "Preview link" });
    await expect(link).toHaveValue(new RegExp(`/blog/${slugOf(title)}\\?preview=`));
    await expect(share.getByRole("status")).toContainText("Copied.");
    await expect(share.getByRole("status")).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
    const url = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A fresh browser with no CMS session: the link shows the draft, the bare address does not.
    const browser = context.browser();
    if (!browser) throw new Error("no browser");
    const visitor = await browser.newContext();
    const client = await visitor.newPage();
    await client.goto(url);
    await expect(client.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(client.locator("main")).toContainText("For the client's eyes only.");
    const bare = await client.goto(url.replace(/\?.*$/, ""));
    expect(bare?.status()).toBe(404);
    await visitor.close();
  });

  test("a markdown table is styled in the editor's preview and on the article", async ({ page }) => {
    const title = `Price Table ${Date.now()}`;
    const content =
      "| Service | Price |\n| --- | --- |\n| Drain cleaning | $129 |\n| Water heater | $1,450 |";
    await signIn(page);
    const form = await newPost(page, { title, content, author: "Dana Brooks" });
    await form.getByRole("button", { name: "Show preview" }).click();
    const styled = async (scope: ReturnType<typeof page.locator>) => {
      const table = scope.getByRole("table");
      await expect(table.getByRole("cell", { name: "$1,450" })).toBeVisible();
      const header = table.getByRole("columnheader", { name: "Service" });
      expect(await header.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toBe(
        "rgba(0, 0, 0, 0)",
      );
      expect(
        await table.evaluate((element) => getComputedStyle(element.parentElement as Element).overflowX),
      ).toBe("auto");
    };
    await styled(form.getByRole("region", { name: "Inline preview" }));
    await publishFirstTime(page, form);
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    await page.goto(`/blog/${slugOf(title)}`);
    await styled(page.locator("main"));
  });
});
