import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { hydrateCms, postListAction, saveInEditor, signIn } from "./cms-helpers";
import { expect, test } from "./fixtures";

/** The posts Trash (delete, restore, delete forever) and the revision diff, at 390 px too. */

async function createPost(api: APIRequestContext, baseURL: string, post: Record<string, unknown>) {
  const response = await api.post("/api/cms/blog/posts", {
    headers: { origin: baseURL },
    data: { excerpt: "", categories: [], tags: [], author: "Trash Check", isPublished: true, ...post },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug: string; title: string };
}

async function publicStatus(baseURL: string, slug: string) {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const status = (await visitor.get(`/blog/${slug}`)).status();
  await visitor.dispose();
  return status;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("posts Trash", () => {
  test("Delete moves a post to the Trash, off the site; Restore brings it back live; Delete forever ends it", async ({
    page,
    baseURL,
  }) => {
    await signIn(page);
    const post = await createPost(page.request, baseURL ?? "", {
      title: `Trash me ${Date.now()}`,
      content: "Body of a post for the Trash.",
    });
    expect(await publicStatus(baseURL ?? "", post.slug)).toBe(200);

    await page.goto(`/cms/posts?q=${encodeURIComponent(post.title)}`);
    const row = page.getByRole("list", { name: "Posts" }).getByRole("article");
    await row.getByRole("button", { name: `Delete “${post.title}”` }).click();
    await page
      .getByRole("dialog", { name: "Delete this post?" })
      .getByRole("button", { name: "Delete post" })
      .click();
    await expect(page.getByText("Post deleted", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await publicStatus(baseURL ?? "", post.slug)).toBe(404);

    await page.getByRole("link", { name: /^Trash \(\d+\)/ }).click();
    await expect(page).toHaveURL(/\/cms\/posts\/trash$/);
    await expect(page.getByRole("heading", { name: "Trash", exact: true })).toBeVisible();
    const trashed = page
      .getByRole("list", { name: "Deleted posts" })
      .getByRole("article", { name: post.title });
    await expect(trashed).toContainText(`/blog/${post.slug}`);
    await expect(trashed).toContainText("deleted for good on");

    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);

    await trashed.getByRole("button", { name: `Restore “${post.title}”` }).click();
    await expect(page.getByText("Post restored", { exact: true })).toBeVisible();
    await expect(trashed).toHaveCount(0);
    expect(await publicStatus(baseURL ?? "", post.slug)).toBe(200);

    // Deleted again, then for good.
    await postListAction(page.request, baseURL ?? "", "delete", post.id);
    await page.reload();
    await hydrateCms(page);
    await trashed.getByRole("button", { name: `Delete forever “${post.title}”` }).click();
    await page
      .getByRole("dialog", { name: "Delete this post forever?" })
      .getByRole("button", { name: "Delete forever" })
      .click();
    await expect(page.getByText("Post deleted forever", { exact: true })).toBeVisible();
    await expect(trashed).toHaveCount(0);
  });
});

test.describe("revision diff", () => {
  test("Compare shows a revision's changes against the current text and the previous revision", async ({
    page,
    baseURL,
  }) => {
    await signIn(page);
    const title = `Diff me ${Date.now()}`;
    const first = {
      title,
      content: "## Furnace checks\n\nCheck the filter monthly.\n\nKeep the vents clear.",
    };
    const post = await createPost(page.request, baseURL ?? "", first);
    await saveInEditor(page.request, baseURL ?? "", post.id, {
      ...first,
      author: "Trash Check",
      excerpt: "",
      categories: [],
      tags: [],
      isPublished: true,
      slug: post.slug,
      title: `${title} revised`,
      content:
        "## Furnace checks\n\nCheck the filter every month.\n\nKeep the vents clear.\n\nCall a pro yearly.",
    });

    await page.goto(`/cms/posts/${post.id}`);
    const revisions = page.getByRole("list", { name: "Revisions" });
    await expect(revisions.getByRole("listitem")).toHaveCount(2);
    // The older revision (listed last) against the current text.
    await revisions
      .getByRole("link", { name: /^Compare the revision/ })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`/cms/posts/${post.id}/revisions/[0-9a-f-]+$`));
    await expect(page.getByRole("heading", { name: "Compare revision" })).toBeVisible();
    await expect(page.getByRole("link", { name: "With the current text" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const titleChange = page.locator('[data-field="title"]');
    await expect(titleChange.locator("ins")).toContainText("revised");
    // Not by colour alone: added text is underlined, removed text struck through.
    expect(await titleChange.locator("ins").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      "underline",
    );
    const body = page.locator('[data-field="content"]');
    await expect(body.locator('li[data-kind="removed"]')).toContainText(["Check the filter monthly."]);
    await expect(body.locator('li[data-kind="added"]')).toContainText([
      "Check the filter every month.",
      "Call a pro yearly.",
    ]);
    await expect(body.locator('li[data-kind="added"]').first()).toContainText("+");
    expect(
      await body
        .locator('li[data-kind="removed"] del')
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe("line-through");
    await expect(page.getByText(/^Unchanged: Slug, Excerpt/)).toBeVisible();

    // The first revision has none before it.
    await page.getByRole("link", { name: "With the previous revision" }).click();
    await expect(page.getByText("This is the first revision")).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("link", { name: "With the current text" }).click();
    await expect(body.locator("ins").first()).toBeVisible();
    await noSidewaysScroll(page);

    await page.getByRole("link", { name: "Back to the editor" }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/posts/${post.id}$`));
  });
});
