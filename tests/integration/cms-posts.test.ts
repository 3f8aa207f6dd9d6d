import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { action as editorAction } from "~/routes/cms.post-edit";
import { action as postsAction } from "~/routes/cms.posts";
import { cmsCall, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

const call = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, { cookie, body });

// Timestamp-style ids like the CMS client makes, strictly increasing so two posts never share one
// (the server answers a reused id with 409).
let lastId = Date.now();
const draft = (overrides: Record<string, unknown> = {}) => ({
  id: String(++lastId),
  slug: "",
  title: "Five Furnace Checks Before Winter",
  excerpt: "What a Houston HVAC company should post in October.",
  content: `## Why now\n\n${"word ".repeat(401)}`,
  author: "Maria Delgado",
  categories: ["HVAC Marketing", "Seasonal"],
  tags: ["hvac", "furnace", " ", "hvac"],
  featuredImage: "",
  isPublished: true,
  readingTime: "99 min read",
  ...overrides,
});

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  // Start from an empty blog, so the counts below are exact.
  await database.db.delete(blogPosts);
  server = await startTestServer(config);
  await createUser("maria", PASSWORD, { email: "maria@staff.example" });
  cookie = await signInCookie(server, "maria", PASSWORD);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("POST /api/cms/blog/posts", () => {
  it("creates a post: 201 with the post, the slug from the title, reading time recomputed, tags cleaned", async () => {
    const body = draft({ id: "1763700000001" });
    const response = await call("POST", "/api/cms/blog/posts", body);
    expect(response.status).toBe(201);
    const post = await response.json();
    expect(post).toMatchObject({
      id: "1763700000001",
      slug: "five-furnace-checks-before-winter",
      title: "Five Furnace Checks Before Winter",
      author: "Maria Delgado",
      categories: ["HVAC Marketing", "Seasonal"],
      tags: ["hvac", "furnace"],
      featuredImage: null,
      isPublished: true,
      readingTime: "3 min read",
      status: "published",
    });
    expect(Date.now() - new Date(post.publishedAt).getTime()).toBeLessThan(60_000);
  });

  it("makes an id when the client sends none", async () => {
    const { id: _id, ...body } = draft({ title: "No Id Given" });
    const response = await call("POST", "/api/cms/blog/posts", body);
    expect(response.status).toBe(201);
    expect((await response.json()).id).toMatch(/^\d{13}$/);
  });

  it("answers 409 with a clear message when the slug is taken", async () => {
    const response = await call(
      "POST",
      "/api/cms/blog/posts",
      draft({ slug: "five-furnace-checks-before-winter", title: "Another" }),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.message).toBe(
      'The slug "five-furnace-checks-before-winter" is already used by another post. Please choose a different slug.',
    );
    expect(body.errors).toEqual({ slug: "This slug is already used by another post" });
  });

  it("answers 400 with field messages for a post without title, content or author", async () => {
    const response = await call("POST", "/api/cms/blog/posts", { title: " ", content: "", categories: "x" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toMatchObject({
      title: "Title is required",
      content: "Content is required",
      author: "Author is required",
    });
    expect(body.errors.categories).toBeDefined();
  });

  it("refuses a slug with no letter or digit, and an unsafe image URL", async () => {
    // Other characters in a typed slug are normalized (tests/integration/security-cms.test.ts).
    const response = await call(
      "POST",
      "/api/cms/blog/posts",
      draft({ slug: "?/..", featuredImage: "javascript:alert(1)" }),
    );
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(["featuredImage", "slug"]);
  });

  it("keeps a future publish date: the post is scheduled", async () => {
    const publishedAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const response = await call(
      "POST",
      "/api/cms/blog/posts",
      draft({ title: "Scheduled Post", publishedAt, seoTitle: "Custom SEO", seoDescription: "Meta" }),
    );
    const post = await response.json();
    expect(post.status).toBe("scheduled");
    expect(post.publishedAt).toBe(publishedAt);
    expect(post.seoTitle).toBe("Custom SEO");
    expect(post.seoDescription).toBe("Meta");
  });
});

/** The editor's explicit save of these fields (its page action, JSON as the editor posts it). */
const save = (id: string, post: Record<string, unknown>) =>
  callRoute(editorAction, `/cms/posts/${id}`, { cookie, json: { intent: "save", post }, params: { id } });
/** A row action of the post list (publish, unpublish, delete), posted as its form posts it. */
const rowAction = (intent: string, id: string) =>
  callRoute(postsAction, "/cms/posts", { cookie, form: { intent, id } });
const storedPost = async (id: string) =>
  (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

describe("the editor's save and the post list's publish, unpublish and delete", () => {
  it("updates every field with a save, keeping the slug the editor sends", async () => {
    const created = await (await call("POST", "/api/cms/blog/posts", draft({ title: "Edit Me" }))).json();
    const response = await save(
      created.id,
      draft({
        id: undefined,
        title: "Edited Title",
        slug: "edit-me",
        content: "Short now.",
        isPublished: false,
        tags: ["x"],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.value).toMatchObject({
      ok: true,
      editor: {
        post: { id: created.id, title: "Edited Title", slug: "edit-me", isPublished: false, tags: ["x"] },
      },
    });
    const row = await storedPost(created.id);
    expect(row).toMatchObject({ title: "Edited Title", readingTime: "1 min read" });
  });

  it("answers 409 when an edit takes another post's slug, and 404 for a missing post", async () => {
    const created = await (
      await call("POST", "/api/cms/blog/posts", draft({ title: "Slug Owner Two" }))
    ).json();
    const clash = await save(
      created.id,
      draft({ id: undefined, title: "Slug Owner Two", slug: "five-furnace-checks-before-winter" }),
    );
    expect(clash.status).toBe(409);
    expect((await save("nope", draft({ id: undefined, title: "Ghost" }))).status).toBe(404);
    expect((await rowAction("delete", "nope")).status).toBe(404);
  });

  it("publishes and unpublishes from the list; publishing a draft dates it now", async () => {
    const created = await (
      await call(
        "POST",
        "/api/cms/blog/posts",
        draft({ title: "Toggle Me", isPublished: false, publishedAt: "2025-01-01T00:00:00.000Z" }),
      )
    ).json();
    expect(created.status).toBe("draft");
    const published = await rowAction("publish", created.id);
    expect(published).toMatchObject({
      status: 200,
      value: { ok: true, intent: "publish", title: "Toggle Me" },
    });
    const live = await storedPost(created.id);
    expect(live?.isPublished).toBe(true);
    expect(Date.now() - (live?.publishedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await rowAction("unpublish", created.id)).status).toBe(200);
    expect((await storedPost(created.id))?.isPublished).toBe(false);
    const bad = await rowAction("toggle", created.id);
    expect(bad.status).toBe(400);
  });

  it("deletes a post", async () => {
    const created = await (await call("POST", "/api/cms/blog/posts", draft({ title: "Delete Me" }))).json();
    expect((await rowAction("delete", created.id)).status).toBe(200);
    const list = await (await call("GET", "/api/cms/blog/posts")).json();
    expect(list.some((post: { id: string }) => post.id === created.id)).toBe(false);
  });
});

describe("GET /api/cms/blog/posts and /api/cms/analytics/overview", () => {
  it("lists drafts too, and counts posts, live posts, distinct categories and tags", async () => {
    await database.db.delete(blogPosts);
    const future = new Date(Date.now() + 86400_000).toISOString();
    const posts = [
      draft({ id: "a1", title: "One", categories: ["SEO", "Local"], tags: ["maps", "gbp"] }),
      draft({ id: "a2", title: "Two", categories: ["seo"], tags: ["Maps"], isPublished: false }),
      draft({ id: "a3", title: "Three", categories: ["PPC"], tags: ["ads"], publishedAt: future }),
      draft({ id: "a4", title: "Four", categories: [], tags: [] }),
      draft({ id: "a5", title: "Five", categories: [], tags: [] }),
      draft({ id: "a6", title: "Six", categories: [], tags: ["extra"] }),
    ];
    for (const post of posts) expect((await call("POST", "/api/cms/blog/posts", post)).status).toBe(201);

    const list = await (await call("GET", "/api/cms/blog/posts")).json();
    expect(list).toHaveLength(6);
    expect(list.find((post: { id: string }) => post.id === "a2").status).toBe("draft");

    const overview = await (await call("GET", "/api/cms/analytics/overview")).json();
    expect(overview).toMatchObject({
      totalPosts: 6,
      publishedPosts: 4,
      scheduledPosts: 1,
      draftPosts: 1,
      totalCategories: 3,
      totalTags: 4,
    });
    expect(overview.recentPosts).toHaveLength(5);
    // The scheduled post has the latest date, so it leads the recent list.
    expect(overview.recentPosts[0].id).toBe("a3");
  });
});

describe("two posts made in the same millisecond", () => {
  it("each gets its own id instead of a 409", async () => {
    const { createPost } = await import("~/.server/services/posts/cms-posts");
    const { postFormSchema } = await import("~/lib/schemas/post");
    const now = Date.now() + 10_000_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    try {
      const { id: _first, ...input } = draft({ title: "Same Millisecond One", slug: "same-ms-one" });
      const { id: _second, ...other } = draft({ title: "Same Millisecond Two", slug: "same-ms-two" });
      const made = await Promise.all([
        createPost(postFormSchema.parse({ ...input, isPublished: false })),
        createPost(postFormSchema.parse({ ...other, isPublished: false })),
      ]);
      expect(new Set(made.map((post) => post.id)).size).toBe(2);
      expect(made.map((post) => post.id).sort()).toEqual([String(now), String(now + 1)]);
    } finally {
      clock.mockRestore();
    }
  });
});
