import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const DEMO = { username: "demo", password: "hearth-studio-2026" };

async function signIn(page: Page) {
  await page.goto("/cms/login");
  await page.getByLabel("Username").fill(DEMO.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${DEMO.username}` })).toBeVisible();
}

/** Expected failed API calls log "Failed to load resource" in Chromium; drop those, keep any other error. */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (consoleErrors[index]?.includes(expected)) consoleErrors.splice(index, 1);
  }
}

/** Opens the public article in a second tab and reports its status and heading. */
async function publicArticle(page: Page, slug: string) {
  const other = await page.context().newPage();
  const response = await other.goto(`/blog/${slug}`);
  const heading = (await other.getByRole("heading", { level: 1 }).first().textContent())?.trim();
  await other.close();
  return { status: response?.status(), heading };
}

async function publicListingHas(page: Page, title: string) {
  const other = await page.context().newPage();
  await other.goto("/blog");
  const found = await other.getByRole("heading", { name: title }).count();
  await other.close();
  return found > 0;
}

function postCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

test.describe("staff CMS", () => {
  // The lifecycle tests visit the public blog after each step: several page loads each.
  test.describe.configure({ timeout: 90_000 });

  test("sends a signed-out visitor to the login screen, which shows the demo credentials", async ({
    page,
  }) => {
    await page.goto("/cms/dashboard");
    await expect(page).toHaveURL(/\/cms\/login$/);
    await page.goto("/cms");
    await expect(page).toHaveURL(/\/cms\/login$/);
    const hint = page.getByRole("complementary", { name: "Demo credentials" });
    await expect(hint).toContainText(DEMO.username);
    await expect(hint).toContainText(DEMO.password);
  });

  test("a failed sign-in toasts the server's error; a good one opens the dashboard", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/cms/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not-the-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Login failed" });
    await expect(toast).toContainText("Invalid username or password");
    await expect(page).toHaveURL(/\/cms\/login$/);
    allowFailedResponses(consoleErrors, 401);

    // No answer at all: the network error toast.
    await page.route("**/api/cms/login", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Login error" })).toContainText(
      "Unable to connect to server",
    );
    await page.unroute("**/api/cms/login");
    for (let index = consoleErrors.length - 1; index >= 0; index--) {
      if (consoleErrors[index]?.includes("net::ERR_FAILED")) consoleErrors.splice(index, 1);
    }

    // The button reads 'Signing in...' while the request is in flight.
    await page.route("**/api/cms/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await password.fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome to the CMS dashboard", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back, demo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Post" })).toBeVisible();
    for (const label of ["Total Posts", "Published", "Categories", "Total Tags"]) {
      await expect(page.locator(`[data-stat="${label}"]`)).toBeVisible();
    }

    // A signed-in user going to the login screen lands on the dashboard.
    await page.goto("/cms/login");
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
  });

  test("keeps the tab in the URL, and searches posts by title or author", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page).toHaveURL(/\?tab=posts$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    const search = page.getByRole("searchbox", { name: "Search posts by title or author" });
    await search.fill("MARIA delgado");
    await expect(page.getByRole("list", { name: "Posts" }).getByRole("article").first()).toBeVisible();
    await search.fill("no post is called this");
    await expect(page.getByText('No posts match "no post is called this".')).toBeVisible();
    await page.getByRole("tab", { name: "Media" }).click();
    await expect(page).toHaveURL(/\?tab=media$/);
    await expect(page.getByRole("heading", { name: "Upload images" })).toBeVisible();
  });

  test("create, edit, unpublish and delete a post, with the public blog following each step", async ({
    page,
    consoleErrors,
  }) => {
    const title = `Gutter Guards That Sell ${Date.now()}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await signIn(page);

    // Create: the slug follows the title; saving without an author is refused with the spec's toast.
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Title *").fill(title);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await dialog.getByLabel("Excerpt").fill("How roofers can sell gutter guards in the fall.");
    await dialog.getByLabel("Content *").fill("## Start with photos\n\nShow **before and after** shots.");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(
      page.getByText("Please fill in all required fields (title, content, author)", { exact: true }),
    ).toBeVisible();
    await dialog.getByLabel("Author *").fill("Dana Brooks");
    await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await dialog.getByLabel("New category").fill("Roofing Marketing");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.getByLabel("New category").fill("Roofing Marketing");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("list", { name: "Chosen categories" }).getByRole("listitem")).toHaveCount(
      1,
    );
    await dialog.getByLabel("Tags").fill("gutters, , fall ");
    await expect(dialog.getByRole("radio", { name: "Published" })).toBeChecked();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("tab", { name: "Posts" }).click();
    const card = postCard(page, title);
    await expect(card).toContainText("Published");
    await expect(card).toContainText("Dana Brooks");
    await expect(card).toContainText("1 min read");
    await expect(card).toContainText("Roofing Marketing");
    await expect(card.getByRole("link", { name: "View" })).toHaveAttribute("href", `/blog/${slug}`);
    expect(await publicArticle(page, slug)).toEqual({ status: 200, heading: title });
    expect(await publicListingHas(page, title)).toBe(true);

    // A second post may not take the same slug: 409, shown as the failure toast.
    await page.getByRole("button", { name: "New Post" }).click();
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Content *").fill("Copy.");
    await dialog.getByLabel("Author *").fill("Dana Brooks");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Failed to create post" })).toContainText(
      "already used by another post",
    );
    allowFailedResponses(consoleErrors, 409);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Edit: the form opens filled in, and the slug no longer follows the title.
    await card.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Post" });
    await expect(editor.getByLabel("Author *")).toHaveValue("Dana Brooks");
    await expect(editor.getByLabel("Tags")).toHaveValue("gutters, fall");
    const edited = `${title} (Updated)`;
    await editor.getByLabel("Title *").fill(edited);
    await expect(editor.getByLabel("Slug")).toHaveValue(slug);
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    await expect(postCard(page, edited)).toBeVisible();
    expect(await publicArticle(page, slug)).toEqual({ status: 200, heading: edited });

    // Unpublish: a draft in the CMS, gone from the public blog.
    await postCard(page, edited).getByRole("button", { name: "Unpublish" }).click();
    await expect(postCard(page, edited)).toContainText("Draft");
    await expect(postCard(page, edited).getByRole("button", { name: "Publish" })).toBeVisible();
    expect(await publicArticle(page, slug)).toEqual({ status: 404, heading: "Article Not Found" });
    expect(await publicListingHas(page, edited)).toBe(false);

    // Delete, after confirming.
    await postCard(page, edited)
      .getByRole("button", { name: `Delete "${edited}"` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(postCard(page, edited)).toBeVisible();
    await postCard(page, edited)
      .getByRole("button", { name: `Delete "${edited}"` })
      .click();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByText("Post deleted", { exact: true })).toBeVisible();
    await expect(postCard(page, edited)).toHaveCount(0);
    expect((await publicArticle(page, slug)).status).toBe(404);
  });

  test("a scheduled post stays off the blog until its date", async ({ page }) => {
    const title = `Spring AC Tune-Up Offers ${Date.now()}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await signIn(page);
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel("Content *").fill("Book tune-ups before the first heat wave.");
    await dialog.getByLabel("Author *").fill("Dana Brooks");
    await dialog.getByLabel("Publish date").fill("2099-03-01T09:00");
    await expect(dialog.getByText("Scheduled: the post goes live on this date.")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Post created successfully", { exact: true })).toBeVisible();

    await expect(page.getByRole("list", { name: "Recent posts" })).toContainText(title);
    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(postCard(page, title)).toContainText("Scheduled");
    await expect(postCard(page, title)).toContainText("March 1, 2099");
    expect((await publicArticle(page, slug)).status).toBe(404);
    expect(await publicListingHas(page, title)).toBe(false);

    // Its time comes: move the date into the past.
    await postCard(page, title).getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Post" });
    await editor.getByLabel("Publish date").fill("2026-01-05T09:00");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Post updated successfully", { exact: true })).toBeVisible();
    await expect(postCard(page, title)).toContainText("Published");
    expect(await publicArticle(page, slug)).toEqual({ status: 200, heading: title });
  });

  test("shows the content in the inline and the full-screen preview", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Title *").fill("Preview Me");
    await dialog.getByLabel("Content *").fill("## Crew photos win\n\nUse **real** photos.\n\n- one\n- two");

    const inline = dialog.getByRole("region", { name: "Inline preview" });
    await expect(inline).toHaveCount(0);
    await dialog.getByRole("button", { name: "Show preview" }).click();
    await expect(inline.getByRole("heading", { name: "Crew photos win", level: 2 })).toBeVisible();
    await expect(inline.locator("strong")).toHaveText("real");
    await expect(inline.getByRole("listitem")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Hide preview" }).click();
    await expect(inline).toHaveCount(0);

    await dialog.getByRole("button", { name: "Full-screen preview" }).click();
    const full = page.getByRole("dialog", { name: "Preview" });
    await expect(full.getByRole("heading", { name: "Preview Me", level: 1 })).toBeVisible();
    await expect(full.getByRole("heading", { name: "Crew photos win", level: 2 })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await expect(dialog.getByLabel("Title *")).toHaveValue("Preview Me");
  });

  test("does not exist on a host outside CMS_HOSTS", async ({ request }) => {
    for (const path of ["/cms", "/cms/login", "/cms/dashboard"]) {
      const response = await request.get(path, {
        headers: { host: "www.hearthstonedigital.example" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
    const api = await request.get("/api/cms/me", { headers: { host: "www.hearthstonedigital.example" } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found" });
  });

  test("signing out ends the session", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/cms\/login$/);
    await page.goto("/cms/dashboard");
    await expect(page).toHaveURL(/\/cms\/login$/);
  });
});

test.describe("staff CMS without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in through the page action, never putting the password in the address", async ({ page }) => {
    await page.goto("/cms/login");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    expect(page.url()).not.toContain("not-the-password");

    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, demo" })).toBeVisible();
  });
});
