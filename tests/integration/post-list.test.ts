import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { listPostPage, postOverview } from "~/.server/services/posts/post-list";
import { parsePostListQuery, type PostListQuery } from "~/lib/schemas/post-list";
import { createTestDatabase, useTestConfig } from "../helpers/db";

let database: DatabaseHandle;
const NOW = new Date("2026-06-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const query = (params: Record<string, string> = {}): PostListQuery =>
  parsePostListQuery(new URLSearchParams(params));

/**
 * 45 posts: every third a draft, every fifth (not a draft) scheduled, the rest published; two
 * authors; categories rotate. Post n is published n days before NOW (scheduled ones: after).
 */
function fixture(n: number): typeof blogPosts.$inferInsert {
  const draft = n % 3 === 0;
  const scheduled = !draft && n % 5 === 0;
  const categories = [["SEO"], ["SEO", "Local"], ["Ads"]][n % 3] ?? [];
  return {
    id: `p${String(n).padStart(3, "0")}`,
    slug: `post-${n}`,
    title: `${String.fromCharCode(65 + (n % 26))}${n} post about ${n % 2 ? "roofing" : "plumbing"}`,
    excerpt: "",
    content: "Body.",
    author: n % 2 ? "Maria Delgado" : "Dana Brooks",
    categories,
    tags: [`tag-${n % 4}`, n % 2 ? "Odd" : "even"],
    readingTime: "1 min read",
    isPublished: !draft,
    publishedAt: new Date(NOW.getTime() + (scheduled ? n : -n) * DAY),
  };
}
const all = Array.from({ length: 45 }, (_, index) => fixture(index + 1));
const isDraft = (n: number) => n % 3 === 0;
const isScheduled = (n: number) => !isDraft(n) && n % 5 === 0;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
  await database.db.delete(blogPosts);
  await database.db.insert(blogPosts).values(all);
  // A title with LIKE wildcards in it, to search for literally.
  await database.db.insert(blogPosts).values({
    ...fixture(99),
    id: "wild",
    slug: "wild",
    title: "100% Growth_Plan",
    author: "Lee Park",
    categories: ["seo"],
    isPublished: true,
    publishedAt: new Date(NOW.getTime() - 500 * DAY),
  });
});

afterAll(async () => {
  await database?.close();
});

describe("listPostPage", () => {
  it("pages 20 at a time, newest first, with the total and the page count", async () => {
    const first = await listPostPage(query(), NOW);
    expect(first.total).toBe(46);
    expect(first.allPosts).toBe(46);
    expect(first.pageCount).toBe(3);
    expect(first.posts).toHaveLength(20);
    const dates = first.posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The scheduled ones lie in the future, so they lead.
    expect(first.posts[0]?.status).toBe("scheduled");

    const third = await listPostPage(query({ page: "3" }), NOW);
    expect(third.page).toBe(3);
    expect(third.posts).toHaveLength(6);
    expect(third.posts.at(-1)?.id).toBe("wild");
    const seen = new Set(
      [...first.posts, ...(await listPostPage(query({ page: "2" }), NOW)).posts, ...third.posts].map(
        (p) => p.id,
      ),
    );
    expect(seen.size).toBe(46);
  });

  it("shows the last page when asked past the end, and reads a malformed page as 1", async () => {
    expect((await listPostPage(query({ page: "40" }), NOW)).page).toBe(3);
    expect((await listPostPage(query({ page: "abc" }), NOW)).page).toBe(1);
    expect((await listPostPage(query({ page: "-2" }), NOW)).page).toBe(1);
  });

  it("filters by status the way the status badge reads it", async () => {
    const drafts = await listPostPage(query({ status: "draft" }), NOW);
    const scheduled = await listPostPage(query({ status: "scheduled" }), NOW);
    const published = await listPostPage(query({ status: "published" }), NOW);
    expect(drafts.total).toBe(all.filter((_, i) => isDraft(i + 1)).length);
    expect(scheduled.total).toBe(all.filter((_, i) => isScheduled(i + 1)).length);
    expect(drafts.total + scheduled.total + published.total).toBe(46);
    for (const [page, status] of [
      [drafts, "draft"],
      [scheduled, "scheduled"],
      [published, "published"],
    ] as const) {
      expect(page.posts.length).toBeGreaterThan(0);
      for (const post of page.posts) expect(post.status).toBe(status);
    }
    // An unknown status is no filter at all.
    expect((await listPostPage(query({ status: "archived" }), NOW)).total).toBe(46);
  });

  it("filters by category (exact) and by author, combined with status", async () => {
    const local = await listPostPage(query({ category: "Local" }), NOW);
    expect(local.total).toBe(all.filter((post) => post.categories?.includes("Local")).length);
    for (const post of local.posts) expect(post.categories).toContain("Local");
    expect((await listPostPage(query({ category: "seo" }), NOW)).posts.map((p) => p.id)).toEqual(["wild"]);

    const maria = await listPostPage(query({ author: "Maria Delgado", status: "draft" }), NOW);
    expect(maria.total).toBe(all.filter((p, i) => p.author === "Maria Delgado" && isDraft(i + 1)).length);
    for (const post of maria.posts) expect(post).toMatchObject({ author: "Maria Delgado", status: "draft" });

    expect(local.categories).toEqual(["Ads", "Local", "SEO", "seo"]);
    expect(local.authors).toEqual(["Dana Brooks", "Lee Park", "Maria Delgado"]);
  });

  it("searches title or author case-insensitively, taking % and _ literally", async () => {
    const byAuthor = await listPostPage(query({ q: "mARIA del" }), NOW);
    expect(byAuthor.total).toBe(all.filter((post) => post.author === "Maria Delgado").length);
    const byTitle = await listPostPage(query({ q: "ROOFING" }), NOW);
    expect(byTitle.total).toBe(all.filter((post) => post.title.includes("roofing")).length);
    expect((await listPostPage(query({ q: "100%" }), NOW)).posts.map((p) => p.id)).toEqual(["wild"]);
    // As a wildcard, "_" would match "B1 post about roofing".
    expect((await listPostPage(query({ q: "1_post" }), NOW)).total).toBe(0);
    expect((await listPostPage(query({ q: "%" }), NOW)).total).toBe(1);
    const none = await listPostPage(query({ q: "nothing is called this" }), NOW);
    expect(none).toMatchObject({ total: 0, allPosts: 46, page: 1, pageCount: 1, posts: [] });
  });

  it("sorts by title either way, ignoring case, and by date oldest first", async () => {
    const titles = async (sort: string) =>
      (await listPostPage(query({ sort, status: "published" }), NOW)).posts.map((post) => post.title);
    const ascending = await titles("title-asc");
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en")),
    );
    expect(ascending[0]).toBe("100% Growth_Plan");
    const descending = await titles("title-desc");
    expect(descending[0]?.toLowerCase() >= (descending.at(-1) ?? "").toLowerCase()).toBe(true);
    expect(descending).not.toEqual(ascending);

    const oldest = await listPostPage(query({ sort: "date-asc" }), NOW);
    expect(oldest.posts[0]?.id).toBe("wild");
    const dates = oldest.posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe("postOverview", () => {
  it("counts the whole table and lists the five newest posts", async () => {
    const overview = await postOverview(new Date());
    expect(overview.totalPosts).toBe(46);
    expect(overview.recentPosts).toHaveLength(5);
    // Case-insensitive distinct: "SEO" and "seo" are one category; "Odd", "even" and tag-0..3 are six tags.
    expect(overview.totalCategories).toBe(3);
    expect(overview.totalTags).toBe(6);
  });

  it("counts drafts, scheduled and published posts at the given time", async () => {
    const overview = await postOverview(NOW);
    const drafts = all.filter((_, i) => isDraft(i + 1)).length;
    const scheduled = all.filter((_, i) => isScheduled(i + 1)).length;
    expect(overview).toMatchObject({
      totalPosts: 46,
      draftPosts: drafts,
      scheduledPosts: scheduled,
      publishedPosts: 46 - drafts - scheduled,
    });
    expect(overview.recentPosts.map((post) => post.status)[0]).toBe("scheduled");
  });

  // Last: it empties the table.
  it("is all zeros for an empty blog, and the list says the blog is empty", async () => {
    await database.db.delete(blogPosts);
    expect(await postOverview(NOW)).toEqual({
      totalPosts: 0,
      publishedPosts: 0,
      scheduledPosts: 0,
      draftPosts: 0,
      totalCategories: 0,
      totalTags: 0,
      recentPosts: [],
    });
    expect(await listPostPage(query({ page: "3" }), NOW)).toMatchObject({
      total: 0,
      allPosts: 0,
      page: 1,
      pageCount: 1,
      posts: [],
    });
  });
});
