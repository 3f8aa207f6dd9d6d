import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { seedPosts } from "~/.server/db/seed-data/posts";
import { Markdown } from "~/components/markdown";
import { readingTime } from "~/lib/posts";
import { loader as rssLoader } from "~/routes/blog-rss";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

let database: DatabaseHandle;
let server: TestServer;

type NewPost = typeof blogPosts.$inferInsert;

function post(n: number, overrides: Partial<NewPost> = {}): NewPost {
  return {
    id: `t${n}`,
    slug: `filler-${n}`,
    title: `Filler article number ${n}`,
    excerpt: "A short summary.",
    content: "Plain words about running a trade business well.",
    author: "Test Author",
    categories: ["Operations"],
    tags: ["filler"],
    readingTime: "1 min read",
    publishedAt: new Date(Date.UTC(2025, 0, n)),
    isPublished: true,
    ...overrides,
  };
}

const fixtures: NewPost[] = [
  post(100, {
    slug: "google-business-profile-guide",
    title: "The Google Business Profile guide for roofers",
    excerpt: "Get your Google Business Profile into the map pack.",
    content: "Photos, categories and reviews on your profile.",
    author: "Maria Delgado",
    authorBio: "Local SEO lead.",
    categories: ["Local SEO", "Reviews"],
    tags: ["google business profile", "roofing"],
    featuredImage: "/blog/gbp.svg",
    publishedAt: new Date("2026-03-01T12:00:00Z"),
  }),
  post(101, {
    slug: "ppc-for-hvac",
    title: "Pay-per-click ads for HVAC companies",
    excerpt: "Budgets, keywords and call tracking.",
    content: "Mention once: a business profile helps ads too. Keep your bids sane.",
    categories: ["PPC"],
    tags: ["hvac", "ads"],
    publishedAt: new Date("2026-02-15T12:00:00Z"),
  }),
  post(102, {
    slug: "review-requests",
    title: 'Asking for reviews without being "awkward" & <pushy>',
    categories: ["Reviews"],
    tags: ["reviews", "roofing"],
    publishedAt: new Date("2026-02-01T12:00:00Z"),
  }),
  post(103, { slug: "a-draft", title: "Draft about the Google map pack", isPublished: false }),
  post(104, {
    slug: "from-the-future",
    title: "Google Business Profile news from the future",
    publishedAt: new Date("2099-01-01T00:00:00Z"),
    categories: ["Local SEO"],
  }),
  ...Array.from({ length: 12 }, (_, index) => post(index + 1)),
];

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  await database.db.insert(blogPosts).values(fixtures);
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function list(query = "") {
  const response = await server.fetch(`/api/blog/posts${query}`);
  expect(response.status).toBe(200);
  return { response, posts: (await response.json()) as Array<Record<string, unknown>> };
}

describe("GET /api/blog/posts", () => {
  it("lists published posts newest first, 12 per page, with the spec's fields only", async () => {
    const { response, posts } = await list();
    expect(posts).toHaveLength(12);
    expect(response.headers.get("x-total-count")).toBe("15");
    expect(response.headers.get("x-total-pages")).toBe("2");
    expect(response.headers.get("link")).toContain('page=2>; rel="next"');
    expect(posts.map((p) => p.slug).slice(0, 3)).toEqual([
      "google-business-profile-guide",
      "ppc-for-hvac",
      "review-requests",
    ]);
    expect(Object.keys(posts[0]).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "content",
        "author",
        "authorBio",
        "categories",
        "tags",
        "featuredImage",
        "readingTime",
        "publishedAt",
        "isPublished",
      ].sort(),
    );
    expect(posts[0]).toMatchObject({
      authorBio: "Local SEO lead.",
      featuredImage: "/blog/gbp.svg",
      publishedAt: "2026-03-01T12:00:00.000Z",
      isPublished: true,
    });

    const second = await list("?page=2");
    expect(second.posts).toHaveLength(3);
    expect(second.response.headers.get("link")).toContain('rel="prev"');
  });

  it("hides drafts and future-dated posts everywhere", async () => {
    const { posts } = await list("?limit=50");
    const slugs = posts.map((p) => p.slug);
    expect(slugs).not.toContain("a-draft");
    expect(slugs).not.toContain("from-the-future");
    expect((await server.fetch("/api/blog/posts/a-draft")).status).toBe(404);
    expect((await server.fetch("/api/blog/posts/from-the-future")).status).toBe(404);
    const searched = await list("?search=google");
    expect(searched.posts.map((p) => p.slug)).not.toContain("from-the-future");
    expect(searched.posts.map((p) => p.slug)).not.toContain("a-draft");
  });

  it("filters by category and by tag, and combines them", async () => {
    expect((await list("?category=Reviews")).posts.map((p) => p.slug)).toEqual([
      "google-business-profile-guide",
      "review-requests",
    ]);
    expect((await list("?tag=roofing")).posts.map((p) => p.slug)).toEqual([
      "google-business-profile-guide",
      "review-requests",
    ]);
    expect((await list("?category=Reviews&tag=reviews")).posts.map((p) => p.slug)).toEqual([
      "review-requests",
    ]);
    expect((await list("?category=Nothing")).posts).toEqual([]);
  });

  it("searches the text with ranking: title matches before body mentions", async () => {
    const { posts } = await list("?search=business%20profile");
    expect(posts.map((p) => p.slug)).toEqual(["google-business-profile-guide", "ppc-for-hvac"]);
    // `q` is an alias, stemming applies (ads -> ad), and websearch syntax excludes words.
    expect((await list("?q=ad")).posts.map((p) => p.slug)).toContain("ppc-for-hvac");
    expect((await list("?q=profile%20-roofers")).posts.map((p) => p.slug)).toEqual(["ppc-for-hvac"]);
    expect((await list("?q=zzzznothing")).posts).toEqual([]);
  });

  it("answers bad query values with 400 and a message", async () => {
    for (const query of [
      "?page=0",
      "?page=abc",
      "?limit=500",
      "?limit=-1",
      "?tag=a&tag=b",
      `?q=${"x".repeat(300)}`,
    ]) {
      const response = await server.fetch(`/api/blog/posts${query}`);
      expect(response.status, query).toBe(400);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });
});

describe("GET /api/blog/posts/:slug", () => {
  it("returns one published post", async () => {
    const response = await server.fetch("/api/blog/posts/ppc-for-hvac");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ slug: "ppc-for-hvac", title: "Pay-per-click ads for HVAC companies" });
    expect(body).not.toHaveProperty("seoTitle");
  });

  it("answers an unknown slug with 404 JSON", async () => {
    const response = await server.fetch("/api/blog/posts/no-such-post");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Post not found" });
  });

  it("refuses other methods with 405", async () => {
    const response = await server.postJson("/api/blog/posts", {});
    expect(response.status).toBe(405);
  });
});

describe("GET /blog/rss.xml", () => {
  it("is RSS 2.0 of published posts with absolute links and escaped text", async () => {
    const response = await rssLoader();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<link>http://localhost:3000/blog/google-business-profile-guide</link>");
    expect(xml).toContain(
      "<title>Asking for reviews without being &quot;awkward&quot; &amp; &lt;pushy&gt;</title>",
    );
    expect(xml).not.toContain("<pushy>");
    expect(xml).not.toContain("a-draft");
    expect(xml).not.toContain("from-the-future");
    expect(xml.match(/<item>/g)).toHaveLength(15);
    // Newest first.
    expect(xml.indexOf("google-business-profile-guide")).toBeLessThan(xml.indexOf("ppc-for-hvac"));
  });

  it("describes a post without an excerpt by the first paragraph of its body, as plain text", async () => {
    await database.db.insert(blogPosts).values(
      post(120, {
        slug: "no-excerpt",
        excerpt: "  ",
        content: "## Start here\n\nMost **homeowners** call [the first plumber](/blog) they trust.\n\nMore.",
      }),
    );
    try {
      const xml = await (await rssLoader()).text();
      const item = xml.slice(xml.indexOf("/blog/no-excerpt</link>"));
      expect(item.match(/<description>([^<]*)<\/description>/)?.[1]).toBe(
        "Most homeowners call the first plumber they trust.",
      );
      expect(xml).not.toContain("<description></description>");
    } finally {
      await database.db.delete(blogPosts).where(eq(blogPosts.slug, "no-excerpt"));
    }
  });
});

describe("article rendering", () => {
  it("renders markdown and keeps raw HTML inert, shown as text", () => {
    const html = renderToStaticMarkup(
      createElement(Markdown, {
        content:
          '## Heading\n\n**bold** and *italic* and `code`\n\n- one\n- two\n\n<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(2))',
      }),
    );
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<li>one</li>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // No element carries an event handler attribute.
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    // The raw HTML is shown to the reader as text.
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("onerror=&quot;alert(1)&quot;");
  });

  it("renders a body again as it did the first time, still sanitized, and an edited body as edited", () => {
    const hostile = `Intro ${Date.now()}\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2))\n\n| a | b |\n|---|---|\n| 1 | 2 |`;
    const render = (content: string) => renderToStaticMarkup(createElement(Markdown, { content }));
    const first = render(hostile);
    const again = render(hostile);
    expect(again).toBe(first);
    expect(again).not.toMatch(/<script|href="javascript:/i);
    expect(again).toContain("overflow-x-auto"); // the styled table
    const edited = render(hostile.replace("Intro", "Edited intro"));
    expect(edited).toContain("Edited intro");
    expect(render(hostile)).toBe(first);
  });
});

describe("seed articles", () => {
  it("ships at least 12 complete articles of 600 to 1,200 words with their artwork", () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedPosts.map((p) => p.slug)).size).toBe(seedPosts.length);
    expect(seedPosts.map((p) => p.slug)).toContain("local-seo-checklist-for-plumbers");
    for (const seeded of seedPosts) {
      const words = seeded.content.split(/\s+/).filter(Boolean).length;
      expect(words, seeded.slug).toBeGreaterThanOrEqual(600);
      expect(words, seeded.slug).toBeLessThanOrEqual(1200);
      expect(seeded.readingTime).toBe(readingTime(seeded.content));
      expect(seeded.categories?.length, seeded.slug).toBeGreaterThan(0);
      expect(seeded.tags?.length, seeded.slug).toBeGreaterThan(0);
      const file = path.join("public", seeded.featuredImage ?? "missing");
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, "utf8")).toMatch(/<svg[^>]+width="1200" height="630"/);
    }
  });
});
