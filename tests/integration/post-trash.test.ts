import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPostRevisions, blogPosts } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { blogContentVersion, feedPosts, findArticle } from "~/.server/services/posts/blog";
import { purgeTrash } from "~/.server/services/posts/post-trash";
import { sitemapPosts } from "~/.server/services/posts/seo";
import { action as editorAction } from "~/routes/cms.post-edit";
import { action as postsAction, loader as postsLoader } from "~/routes/cms.posts";
import { action as trashAction, loader as trashLoader } from "~/routes/cms.posts-trash";
import { cmsCall, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { clientContext } from "../helpers/request-context";

/**
 * A deleted post goes to a Trash for 30 days. It leaves the public site at once (404,
 * and the sitemap, feed, search and page cache), keeps its slug, can be restored (live again at
 * its address) or deleted forever, and the jobs worker purges it after 30 days. The post list's
 * delete answers ok, then 404 once the post is in the Trash.
 */

const PASSWORD = "slate-harbor-lantern-52";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

const call = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, { cookie, body });

let lastId = Date.now();
const post = (title: string, overrides: Record<string, unknown> = {}) => ({
  id: String(++lastId),
  slug: "",
  title,
  excerpt: "Kept for thirty days.",
  content: `## Trash\n\nQuartzwidget ${"word ".repeat(50)}`,
  author: "Maria Delgado",
  categories: ["Trash Tests"],
  tags: [],
  featuredImage: "",
  isPublished: true,
  ...overrides,
});

async function create(title: string, overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/cms/blog/posts", post(title, overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; slug: string };
}

/**
 * What the public site shows of a slug: the article page's lookup (also for a signed-in editor's
 * preview), the feed, the sitemap, the list API and its search. (The page renderer is not part of
 * the integration server; e2e covers the 404 page.)
 */
async function publicTraces(slug: string) {
  const text = async (path: string) => (await server.fetch(path)).text();
  const [article, preview, feed, sitemap, one, list, search] = await Promise.all([
    findArticle(slug),
    findArticle(slug, {
      grant: async () => ({ staff: { id: "any-editor", role: "editor" as const }, postId: null }),
    }),
    feedPosts(),
    sitemapPosts(),
    server.fetch(`/api/blog/posts/${slug}`),
    text("/api/blog/posts"),
    text("/api/blog/posts?search=quartzwidget"),
  ]);
  return {
    article: article.kind,
    preview: preview.kind,
    api: one.status,
    inFeed: feed.some((row) => row.slug === slug),
    inSitemap: sitemap.some((row) => row.slug === slug),
    inList: list.includes(`"${slug}"`),
    inSearch: search.includes(`"${slug}"`),
  };
}

/** A row action of the post list (publish, unpublish, delete), posted as its form posts it. */
const rowAction = (intent: string, id: string) =>
  callRoute(postsAction, "/cms/posts", { cookie, form: { intent, id } });

function pageAction(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const request = new Request(new URL("/cms/posts/trash", config.PUBLIC_URL), {
    method: "POST",
    headers: { cookie, origin: config.PUBLIC_URL, host: "localhost" },
    body,
  });
  return trashAction({ request, params: {}, context: clientContext("10.1.2.3") } as never);
}

const pageLoad = async <T>(loader: (args: never) => Promise<T>, path: string) =>
  loader({
    request: new Request(new URL(path, config.PUBLIC_URL), { headers: { cookie, host: "localhost" } }),
    params: {},
    context: clientContext("10.1.2.3"),
  } as never);

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("trash-keeper", PASSWORD, { email: "trash-keeper@staff.example" });
  cookie = await signInCookie(server, "trash-keeper", PASSWORD, "10.52.0.1");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the post list's row actions", () => {
  it("answer an id holding a control character with 400, never a server error", async () => {
    for (const intent of ["publish", "unpublish", "delete"]) {
      const answer = await rowAction(intent, "post\u0000id");
      expect(answer.status, intent).toBe(400);
    }
  });
});

describe("the posts Trash", () => {
  it("takes a deleted post off the public site at once, keeps it restorable, and restores it live", async () => {
    const created = await create("Gutter Guard Season Checklist");
    const shown = {
      article: "article",
      preview: "article",
      api: 200,
      inFeed: true,
      inSitemap: true,
      inList: true,
      inSearch: true,
    };
    expect(await publicTraces(created.slug)).toEqual(shown);
    // The page cache empties when the version of the blog's content moves.
    const cachedVersion = await blogContentVersion();

    expect((await rowAction("delete", created.id)).status).toBe(200);
    expect(await publicTraces(created.slug)).toEqual({
      article: "missing",
      preview: "missing",
      api: 404,
      inFeed: false,
      inSitemap: false,
      inList: false,
      inSearch: false,
    });
    expect(await blogContentVersion()).not.toBe(cachedVersion);
    // The CMS no longer knows it: not listed, and a second delete, an unpublish or a save is a 404.
    const cmsList = (await (await call("GET", "/api/cms/blog/posts")).json()) as { id: string }[];
    expect(cmsList.some((row) => row.id === created.id)).toBe(false);
    expect((await rowAction("delete", created.id)).status).toBe(404);
    expect((await rowAction("unpublish", created.id)).status).toBe(404);
    const { id: _id, ...edited } = post("Edited");
    const save = await callRoute(editorAction, `/cms/posts/${created.id}`, {
      cookie,
      json: { intent: "save", post: edited },
      params: { id: created.id },
    });
    expect(save.status).toBe(404);

    // The posts list counts it in the Trash; the Trash lists it with its purge date.
    const list = await pageLoad(postsLoader, "/cms/posts");
    expect(list.trashCount).toBe(1);
    expect(list.list.posts.some((row) => row.id === created.id)).toBe(false);
    const trash = await pageLoad(trashLoader, "/cms/posts/trash");
    const [entry] = trash.posts;
    expect(entry).toMatchObject({ id: created.id, slug: created.slug, status: "published" });
    expect(new Date(entry.purgeAt).getTime() - new Date(entry.trashedAt).getTime()).toBe(30 * 86_400_000);

    const restored = await pageAction({ intent: "restore", id: created.id });
    expect(restored).toMatchObject({ ok: true, intent: "restore", title: "Gutter Guard Season Checklist" });
    expect(await publicTraces(created.slug)).toEqual(shown);
    expect((await pageLoad(trashLoader, "/cms/posts/trash")).posts).toHaveLength(0);
  });

  it("keeps a trashed post's slug reserved until it is deleted forever", async () => {
    const created = await create("Roof Leak Lead Magnets");
    expect((await rowAction("delete", created.id)).status).toBe(200);
    // A typed slug that a trashed post holds: 409 naming the Trash.
    const taken = await call("POST", "/api/cms/blog/posts", post("Another", { slug: created.slug }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toContain("in the Trash");
    // A slug from the title skips it.
    expect((await create("Roof Leak Lead Magnets")).slug).toBe(`${created.slug}-2`);

    const gone = await pageAction({ intent: "delete-forever", id: created.id });
    expect(gone).toMatchObject({ ok: true, intent: "delete-forever" });
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.id, created.id))).toHaveLength(0);
    expect((await create("Free Again", { slug: created.slug })).slug).toBe(created.slug);
    // Delete forever only takes what is in the Trash: a live post is refused with a 404.
    const live = await create("Not In The Trash");
    const refused = (await pageAction({ intent: "delete-forever", id: live.id })) as unknown as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(404);
  });

  it("purges what has been in the Trash for more than 30 days, with its revisions, and nothing newer", async () => {
    const old = await create("Thirty One Days Ago");
    const recent = await create("Twenty Nine Days Ago");
    for (const { id } of [old, recent]) expect((await rowAction("delete", id)).status).toBe(200);
    const now = Date.now();
    await database.db
      .update(blogPosts)
      .set({ trashedAt: new Date(now - 31 * 86_400_000) })
      .where(eq(blogPosts.id, old.id));
    await database.db
      .update(blogPosts)
      .set({ trashedAt: new Date(now - 29 * 86_400_000) })
      .where(eq(blogPosts.id, recent.id));
    // Two instances at once: each post is purged once, neither run fails.
    const purged = await Promise.all([purgeTrash(new Date(now)), purgeTrash(new Date(now))]);
    expect(purged[0] + purged[1]).toBe(1);
    const ids = (await pageLoad(trashLoader, "/cms/posts/trash")).posts.map((row) => row.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    expect(
      await database.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, old.id)),
    ).toHaveLength(0);
  });
});
