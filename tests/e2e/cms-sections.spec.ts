import {
  type APIRequestContext,
  type Page,
  type Route,
  request as playwrightRequest,
} from "@playwright/test";
import { SESSIONS_EDITOR } from "./accounts";
import { allowFailedResponses } from "./cms-helpers";
import { expect, test, toastWith, uniqueIp } from "./fixtures";

/** The dashboard's sections (ADR 0021): links with their own addresses, the post list's URL filters, Settings' actions. */

const DEMO = { username: "demo", password: "hearth-studio-2026" };

async function signIn(page: Page, baseURL: string, account: { username: string; password: string } = DEMO) {
  const response = await page.request.post("/api/cms/login", {
    data: account,
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

type NewPost = {
  title: string;
  author: string;
  isPublished?: boolean;
  publishedAt?: string;
  categories?: string[];
  tags?: string[];
  excerpt?: string;
};

async function createPost(api: APIRequestContext, baseURL: string, post: NewPost) {
  const response = await api.post("/api/cms/blog/posts", {
    headers: { origin: baseURL },
    data: { content: "Body of the post.", excerpt: "", categories: [], tags: [], ...post },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; slug: string; title: string };
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });
const rows = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("article");

test.describe("CMS sections", () => {
  test("each section is a link with its own address; Back returns; old ?tab= addresses redirect", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    await page.goto("/cms/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Maria Delgado" })).toBeVisible();
    // "New Post" is a form (ADR 0029): it makes the draft, then opens its editor.
    await expect(page.locator('form[action="/cms/posts/new"][method="post"]')).toContainText("New Post");
    const nav = sections(page);
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Posts",
      "Leads",
      "Analytics",
      "Media",
      "Newsletters",
      "Staff",
      "Settings",
      "Audit",
    ]);
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("tab")).toHaveCount(0);

    await nav.getByRole("link", { name: "Posts" }).click();
    await expect(page).toHaveURL(/\/cms\/posts$/);
    await expect(nav.getByRole("link", { name: "Posts" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("searchbox", { name: "Search posts by title or author" })).toBeVisible();
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/cms\/settings$/);
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cms\/posts$/);
    await expect(nav.getByRole("link", { name: "Posts" })).toHaveAttribute("aria-current", "page");

    for (const [tab, path] of [
      ["posts", "/cms/posts"],
      ["leads", "/cms/inbox"],
      ["media", "/cms/media"],
      ["settings", "/cms/settings"],
      ["overview", "/cms/dashboard"],
    ]) {
      await page.goto(`/cms/dashboard?tab=${tab}`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("a section left while its data is still arriving leaves no error: the next one opens", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await signIn(page, baseURL ?? "");
    // Each section's data stays open after its last byte until its navigation is called off or
    // ten seconds pass, as a response still arriving on a slow link would.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        const signal = init?.signal;
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (!signal || !url.pathname.endsWith(".data") || !response.body) return response;
        const reader = response.body.getReader();
        const body = new ReadableStream({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (!done) return controller.enqueue(value);
            document.documentElement.dataset.heldData = url.pathname;
            await new Promise((resolve) => {
              signal.addEventListener("abort", resolve, { once: true });
              setTimeout(resolve, 10_000);
            });
            if (signal.aborted) controller.error(signal.reason);
            else controller.close();
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    });
    await page.goto("/cms/dashboard");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Script files wait until the second press, so the first navigation is still pending then.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const nav = sections(page);
    await nav.getByRole("link", { name: "Media" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-held-data", "/cms/media.data");
    await nav.getByRole("link", { name: "Posts" }).click();
    release();
    await expect(page).toHaveURL(/\/cms\/posts$/);
    await expect(page.getByRole("searchbox", { name: "Search posts by title or author" })).toBeVisible();
    // The called-off response errors on the next turn; the fixture then fails on any uncaught error.
    await page.waitForTimeout(500);
    expect(consoleErrors).toEqual([]);

    // Only an abort is quiet: any other uncaught rejection, a DOMException too, is still reported.
    for (const make of [
      "new Error('a real failure')",
      "new DOMException('a real failure', 'NotAllowedError')",
    ]) {
      const reported = page.waitForEvent("pageerror");
      await page.evaluate(`void Promise.reject(${make})`);
      expect((await reported).message).toBe("a real failure");
    }
    consoleErrors.splice(0, consoleErrors.length);
  });

  test("the overview counts what the API counts and lists the five newest posts with their status", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    const stamp = Date.now();
    const scheduled = await createPost(page.request, baseURL ?? "", {
      title: `Overview Scheduled ${stamp}`,
      author: "Overview Tester",
      publishedAt: "2098-01-01T10:00:00.000Z",
      categories: [`Overview Category ${stamp}`],
      tags: [`overview-tag-${stamp}`],
    });
    await expect(async () => {
      await page.goto("/cms/dashboard");
      const api = await (await page.request.get("/api/cms/analytics/overview")).json();
      const shown = async (label: string) =>
        Number(await page.locator(`[data-stat="${label}"] [data-testid="stat-value"]`).textContent());
      expect({
        totalPosts: await shown("Total Posts"),
        publishedPosts: await shown("Published"),
        totalCategories: await shown("Categories"),
        totalTags: await shown("Total Tags"),
      }).toEqual({
        totalPosts: api.totalPosts,
        publishedPosts: api.publishedPosts,
        totalCategories: api.totalCategories,
        totalTags: api.totalTags,
      });
    }).toPass({ timeout: 15_000 });
    const recent = page.getByRole("list", { name: "Recent posts" }).getByRole("listitem");
    await expect(recent).toHaveCount(5);
    const mine = recent.filter({ hasText: scheduled.title });
    await expect(mine).toContainText("Scheduled");
    await expect(mine.getByRole("link", { name: scheduled.title })).toHaveAttribute(
      "href",
      `/cms/posts/${scheduled.id}`,
    );
  });
});

test.describe("CMS post list", () => {
  test.describe.configure({ timeout: 90_000 });

  test("filters, sorts and pages through the address, with a name on every row action", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    const author = `Pager ${Date.now()}`;
    const category = `Pager Category ${Date.now()}`;
    // 23 posts by one author: 2 pages. Every fourth a draft; one scheduled.
    for (let n = 1; n <= 23; n++) {
      await createPost(page.request, baseURL ?? "", {
        title: `${String(n).padStart(2, "0")} Pager post ${author}`,
        author,
        isPublished: n % 4 !== 0,
        publishedAt: n === 23 ? "2099-03-01T09:00:00.000Z" : new Date(Date.UTC(2025, 0, n)).toISOString(),
        categories: n % 2 ? [category] : [],
      });
    }

    await page.goto("/cms/posts");
    await page.getByLabel("Author", { exact: true }).selectOption(author);
    await expect(page).toHaveURL(new RegExp(`author=${encodeURIComponent(author).replace(/%20/g, "\\+")}`));
    await expect(page.getByTestId("post-count")).toHaveText("Showing 1–20 of 23 posts");
    await expect(rows(page)).toHaveCount(20);
    // Newest first: the scheduled one leads, with its date and time.
    const scheduled = rows(page).first();
    await expect(scheduled).toContainText("Scheduled");
    await expect(scheduled.getByTestId("post-date")).toHaveText("Goes live Mar 1, 2099, 3:00 AM CST");

    // Every row's controls are told apart by the post's title.
    const title = `05 Pager post ${author}`;
    await expect(page.getByRole("link", { name: `Edit “${title}”` })).toHaveAttribute(
      "href",
      /\/cms\/posts\/\d+$/,
    );
    await expect(page.getByRole("link", { name: `View “${title}”` })).toHaveAttribute(
      "href",
      `/blog/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    );
    await expect(page.getByRole("button", { name: `Delete “${title}”` })).toHaveCount(1);

    const pages = page.getByRole("navigation", { name: "Pages of posts" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("post-count")).toHaveText("Showing 21–23 of 23 posts");
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last()).toContainText(`01 Pager post ${author}`);

    // A filter starts again at page 1.
    await page.getByLabel("Status").selectOption("draft");
    await expect(page).toHaveURL(/status=draft/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId("post-count")).toHaveText("5 posts");
    for (const row of await rows(page).all()) await expect(row).toContainText("Draft");

    await page.getByLabel("Status").selectOption("");
    await page.getByLabel("Category").selectOption(category);
    await page.getByLabel("Sort by").selectOption("title-asc");
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(rows(page)).toHaveCount(12);
    await expect(rows(page).first()).toContainText(`01 Pager post ${author}`);
    await page.getByLabel("Sort by").selectOption("title-desc");
    await expect(rows(page).first()).toContainText(`23 Pager post ${author}`);

    // The address is the state: a reload (or a shared link) shows the same list and choices.
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("title-desc");
    await expect(page.getByLabel("Category")).toHaveValue(category);
    await expect(page.getByLabel("Author", { exact: true })).toHaveValue(author);
    await expect(rows(page)).toHaveCount(12);

    // Search by author, case-insensitive; Back restores the list before it.
    await page
      .getByRole("searchbox", { name: "Search posts by title or author" })
      .fill("NO POST IS CALLED THIS");
    await expect(page.getByText('No posts match "NO POST IS CALLED THIS".')).toBeVisible();
    // On a slow connection the cleared list takes a while to arrive. A search typed before it comes
    // searches the cleared list, and every filter reads clear.
    const slowList = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    };
    await page.route("**/cms/posts.data**", slowList, { times: 1 });
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/category=/);
    const search = page.getByRole("searchbox", { name: "Search posts by title or author" });
    await search.fill(author.toUpperCase());
    await expect(page.getByTestId("post-count")).toHaveText("Showing 1–20 of 23 posts");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(page.getByLabel("Author", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Sort by")).toHaveValue("date-desc");
    const searched = encodeURIComponent(author.toUpperCase()).replace(/%20/g, "\\+");
    await expect(page).toHaveURL(new RegExp(`/cms/posts\\?q=${searched}$`));
  });

  test("publish, unpublish and delete from the list, through the page's action", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    const author = `Row Actions ${Date.now()}`;
    const post = await createPost(page.request, baseURL ?? "", {
      title: `Row actions post ${author}`,
      author,
      publishedAt: "2025-02-01T10:00:00.000Z",
    });
    await page.goto(`/cms/posts?author=${encodeURIComponent(author)}`);
    const row = rows(page).filter({ hasText: post.title });
    await expect(row).toContainText("Published");

    await row.getByRole("button", { name: `Unpublish “${post.title}”` }).click();
    await expect(page.getByText("Post unpublished", { exact: true })).toBeVisible();
    await expect(row).toContainText("Draft");
    // A visitor (no session) no longer finds it.
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(`/blog/${post.slug}`)).status()).toBe(404);
    await visitor.dispose();

    await row.getByRole("button", { name: `Publish “${post.title}”` }).click();
    await expect(page.getByText("Post published", { exact: true })).toBeVisible();
    await expect(row).toContainText("Published");
    // Republishing keeps the original date.
    await expect(row.getByTestId("post-date")).toHaveText("February 1, 2025");

    await row.getByRole("button", { name: `Delete “${post.title}”` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    // Cancel keeps the post and gives the focus back to the row's own Delete button.
    await expect(row.getByRole("button", { name: `Delete “${post.title}”` })).toBeFocused();
    await row.getByRole("button", { name: `Delete “${post.title}”` }).click();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByText("Post deleted", { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText("No posts match these filters.").first()).toBeVisible();
  });

  test("a row action from another site is refused (403) and changes nothing", async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? "");
    const post = await createPost(page.request, baseURL ?? "", {
      title: `Forged action ${Date.now()}`,
      author: "Forgery Check",
    });
    // Another site's Origin, or no Origin or Referer at all: the one CMS origin check (403)
    // answers before any route. Neither deletes.
    const forged = await page.request.post("/cms/posts", {
      headers: { origin: "https://evil.example" },
      form: { intent: "delete", id: post.id },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const anonymous = await page.request.post("/cms/posts", {
      form: { intent: "delete", id: post.id },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(403);
    expect(await anonymous.text()).toContain("did not come from the CMS");
    expect((await page.request.get(`/api/cms/blog/posts`)).ok()).toBe(true);
    const listed = (await (await page.request.get("/api/cms/blog/posts")).json()) as { id: string }[];
    expect(listed.map((item) => item.id)).toContain(post.id);
    const unknown = await page.request.post("/cms/posts", {
      headers: { origin: baseURL ?? "" },
      form: { intent: "archive", id: post.id },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
  });
});

test.describe("CMS settings", () => {
  test("a wrong current password and a mismatch are reported on their fields", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await signIn(page, baseURL ?? "");
    await page.goto("/cms/settings");
    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill("brass-lantern-harbor-55");
    await page.getByLabel("Repeat new password").fill("brass-lantern-harbor-56");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Repeat new password")).toHaveAccessibleDescription(
      "The two new passwords do not match",
    );
    await page.getByLabel("Repeat new password").fill("brass-lantern-harbor-55");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
      "The current password is not correct",
    );
    await expect(toastWith(page, "Password not changed")).toBeVisible();
    allowFailedResponses(consoleErrors, 400);
  });

  test("signs out every other session", async ({ page, baseURL }) => {
    // Its own account: signing out every other session of the demo user would end the sessions of
    // the CMS tests running beside this one.
    await signIn(page, baseURL ?? "", SESSIONS_EDITOR);
    // A second browser signed in as the same user.
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    try {
      const login = await other.post("/api/cms/login", {
        data: SESSIONS_EDITOR,
        headers: { origin: baseURL ?? "" },
      });
      expect(login.status()).toBe(200);
      expect((await other.get("/api/cms/me")).status()).toBe(200);

      await page.goto("/cms/settings");
      await expect(page.getByTestId("other-sessions")).toContainText(/also signed in on \d+ other/);
      await page.getByRole("button", { name: "Sign out every other session" }).click();
      await expect(toastWith(page, "Other sessions signed out")).toBeVisible();
      await expect(page.getByTestId("other-sessions")).toHaveText("You are signed in only here.");
      await expect(page.getByRole("button", { name: "Sign out every other session" })).toBeDisabled();
      expect((await other.get("/api/cms/me")).status()).toBe(401);
    } finally {
      await other.dispose();
    }
  });
});

test.describe("CMS post list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a GET form: Apply loads the filtered address", async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? "");
    await page.goto("/cms/posts");
    await page.getByLabel("Status").selectOption("draft");
    await page.getByLabel("Sort by").selectOption("title-asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(page.getByLabel("Status")).toHaveValue("draft");
    for (const row of await rows(page).all()) await expect(row).toContainText("Draft");
  });
});

test.describe("CMS post row before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("Delete still asks first, Cancel keeps the post, and Delete post moves it to the Trash", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    const post = await createPost(page.request, baseURL ?? "", {
      title: `Delete without script ${Date.now()}`,
      author: "No Script",
    });
    await page.goto(`/cms/posts?q=${encodeURIComponent(post.title)}`);
    const row = rows(page).filter({ hasText: post.title });
    const remove = row.getByRole("button", { name: `Delete “${post.title}”` });
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await page.goto("/cms/posts/trash");
    await expect(page.getByRole("main")).toContainText(post.title);
  });
});

test.describe("CMS on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the section bar scrolls sideways and no page is wider than the screen", async ({ page, baseURL }) => {
    await signIn(page, baseURL ?? "");
    for (const path of ["/cms/dashboard", "/cms/posts", "/cms/settings", "/cms/posts?status=scheduled"]) {
      await page.goto(path);
      await expect(sections(page)).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, `${path}: page width`).toBeLessThanOrEqual(390);
      expect(widths.viewport).toBe(390);
    }
    // Every section link can be reached: the bar scrolls instead of cutting the last one off.
    await page.goto("/cms/dashboard");
    const last = sections(page).getByRole("link", { name: "Settings" });
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await last.click();
    await expect(page).toHaveURL(/\/cms\/settings$/);
  });
});
