import http from "node:http";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts, imageCache } from "~/.server/db/schema";
import { prerenderedPaths } from "~/content/prerender";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

let database: DatabaseHandle;
let server: TestServer;
const base = "https://www.hearthstone.example";

const post = (slug: string, extra: Partial<typeof blogPosts.$inferInsert> = {}) => ({
  id: `seo-${slug}`,
  slug,
  title: `Title of ${slug}`,
  excerpt: "Excerpt",
  content: "Body",
  author: "Dana",
  categories: ["Local SEO"],
  readingTime: "3 min read",
  publishedAt: new Date("2026-03-01T10:00:00Z"),
  ...extra,
});

beforeAll(async () => {
  const config = useTestConfig({ PUBLIC_URL: base });
  database = await createTestDatabase();
  await database.db.delete(blogPosts);
  await database.db
    .insert(blogPosts)
    .values([
      post("live-post", { updatedAt: new Date("2026-03-05T08:00:00Z") }),
      post("draft-post", { isPublished: false }),
      post("future-post", { publishedAt: new Date(Date.now() + 7 * 86_400_000) }),
    ]);
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("robots.txt", () => {
  it("keeps crawlers out of the CMS and the API and names the sitemap", async () => {
    const res = await server.fetch("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /cms");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  async function sitemap() {
    const res = await server.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = [
      ...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g),
    ].map((match) => ({ loc: match[1], lastmod: match[2] }));
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    return urls;
  }

  it("lists the static pages, the blog and published posts with absolute URLs and lastmod", async () => {
    const urls = await sitemap();
    const locs = urls.map((url) => url.loc);
    for (const path of prerenderedPaths) expect(locs).toContain(`${base}${path}`);
    expect(locs).toContain(`${base}/blog`);
    expect(locs).toContain(`${base}/blog/live-post`);
    for (const url of urls) {
      expect(url.loc.startsWith(`${base}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    }
    // A post's lastmod is its last edit; the listing's is its newest post's.
    expect(urls.find((url) => url.loc === `${base}/blog/live-post`)?.lastmod).toBe(
      "2026-03-05T08:00:00.000Z",
    );
    expect(urls.find((url) => url.loc === `${base}/blog`)?.lastmod).toBe("2026-03-05T08:00:00.000Z");
  });

  it("leaves out drafts, scheduled posts, the CMS and private pages", async () => {
    const locs = (await sitemap()).map((url) => url.loc);
    expect(locs).not.toContain(`${base}/blog/draft-post`);
    expect(locs).not.toContain(`${base}/blog/future-post`);
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(cms|api|checkout|orders|newsletter)(\/|$)/);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("follows publishing: an unpublished post leaves the sitemap", async () => {
    await database.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.slug, "live-post"));
    try {
      const locs = (await sitemap()).map((url) => url.loc);
      expect(locs).not.toContain(`${base}/blog/live-post`);
    } finally {
      await database.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.slug, "live-post"));
    }
  });
});

describe("Open Graph images of posts", () => {
  it("renders a 1200x630 PNG once and serves it from the database cache afterwards", async () => {
    await database.db.delete(imageCache).where(like(imageCache.key, "og:%"));
    const first = await server.fetch("/og/blog/live-post.png");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    const cached = await database.db
      .select({ key: imageCache.key })
      .from(imageCache)
      .where(like(imageCache.key, "og:%"));
    expect(cached).toHaveLength(1);

    const second = await server.fetch("/og/blog/live-post.png");
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    // fetch() adds "Cache-Control: no-cache" to conditional requests, so ask like a browser cache does.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(
          `${server.url}/og/blog/live-post.png`,
          { headers: { "if-none-match": String(second.headers.get("etag")) } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        )
        .on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("draws a new card when the title changes", async () => {
    const before = Buffer.from(await (await server.fetch("/og/blog/live-post.png")).arrayBuffer());
    await database.db
      .update(blogPosts)
      .set({ title: "A brand new title" })
      .where(eq(blogPosts.slug, "live-post"));
    const after = Buffer.from(await (await server.fetch("/og/blog/live-post.png")).arrayBuffer());
    expect(after.equals(before)).toBe(false);
  });

  it("answers 404 for drafts, scheduled and unknown posts", async () => {
    for (const slug of ["draft-post", "future-post", "no-such-post"]) {
      expect((await server.fetch(`/og/blog/${slug}.png`)).status).toBe(404);
    }
  });
});
