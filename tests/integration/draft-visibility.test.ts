/**
 * Who reads a post before it is live: exactly the staff who may edit it (an Editor every post,
 * an Author or Contributor their own), the same in the CMS post list, GET /api/cms/blog/posts
 * and the signed-in article preview. A live post is public, so every role sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import type { Role } from "~/lib/permissions";
import { loader as articleLoader } from "~/routes/blog-post";
import { loader as dashboardLoader } from "~/routes/cms.dashboard";
import { loader as postListLoader } from "~/routes/cms.posts";
import { cmsCall, signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { callRoute } from "../helpers/route-call";

const PASSWORD = "lantern-quarry-violet-52";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
const people = ["contributor", "colleague", "author", "editor"] as const;
type Person = (typeof people)[number];
const roleOf: Record<Person, Role> = {
  contributor: "contributor",
  colleague: "contributor",
  author: "author",
  editor: "editor",
};
const ids = {} as Record<Person, string>;
const cookies = {} as Record<Person, string>;

const day = 24 * 60 * 60 * 1000;
/** Each post's slug names whose it is and its state. */
const posts: { slug: string; by: Person; isPublished: boolean; publishedAt: Date }[] = [
  { slug: "contributor-draft", by: "contributor", isPublished: false, publishedAt: new Date() },
  {
    slug: "contributor-scheduled",
    by: "contributor",
    isPublished: true,
    publishedAt: new Date(Date.now() + day),
  },
  { slug: "colleague-draft", by: "colleague", isPublished: false, publishedAt: new Date() },
  { slug: "author-scheduled", by: "author", isPublished: true, publishedAt: new Date(Date.now() + day) },
  { slug: "editor-draft", by: "editor", isPublished: false, publishedAt: new Date() },
  { slug: "colleague-live", by: "colleague", isPublished: true, publishedAt: new Date(Date.now() - day) },
];

/** The slugs each person may read, by the rule. */
const readable: Record<Person, string[]> = {
  contributor: ["contributor-draft", "contributor-scheduled", "colleague-live"],
  colleague: ["colleague-draft", "colleague-live"],
  author: ["author-scheduled", "colleague-live"],
  editor: posts.map((post) => post.slug),
};

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  let ip = 0;
  for (const person of people) {
    const user = await createUser(`drafts-${person}`, PASSWORD, {
      email: `drafts-${person}@staff.example`,
      role: roleOf[person],
    });
    ids[person] = user.id;
    cookies[person] = await signInCookie(server, `drafts-${person}`, PASSWORD, `10.77.0.${++ip}`);
  }
  await database.db.insert(blogPosts).values(
    posts.map((post) => ({
      id: post.slug,
      slug: post.slug,
      title: `Title of ${post.slug}`,
      excerpt: "Summary.",
      content: `Private words of ${post.slug}.`,
      author: post.by,
      authorId: ids[post.by],
      categories: ["Operations"],
      readingTime: "1 min read",
      isPublished: post.isPublished,
      publishedAt: post.publishedAt,
    })),
  );
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe.each(people)("as the %s", (person) => {
  it("GET /api/cms/blog/posts lists exactly the posts the role may read", async () => {
    const response = await cmsCall(server, config.PUBLIC_URL, "GET", "/api/cms/blog/posts", {
      cookie: cookies[person],
    });
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as { slug: string }[]).map((post) => post.slug);
    expect(listed.sort()).toEqual([...readable[person]].sort());
  });

  it("the CMS post list shows exactly those posts, in its rows, counts and filter menus", async () => {
    const answer = await callRoute(postListLoader, "/cms/posts", { cookie: cookies[person] });
    expect(answer.status).toBe(200);
    const { list } = answer.value as {
      list: { posts: { slug: string }[]; total: number; allPosts: number; authors: string[] };
    };
    expect(list.posts.map((post) => post.slug).sort()).toEqual([...readable[person]].sort());
    expect(list.total).toBe(readable[person].length);
    expect(list.allPosts).toBe(readable[person].length);
    const authors = new Set(
      posts.filter((post) => readable[person].includes(post.slug)).map((post) => post.by),
    );
    expect(list.authors.sort()).toEqual([...authors].sort());
  });

  it("the dashboard's recent posts and counts are of those posts", async () => {
    const answer = await callRoute(dashboardLoader, "/cms/dashboard", { cookie: cookies[person] });
    expect(answer.status).toBe(200);
    const { analytics } = answer.value as {
      analytics: { totalPosts: number; recentPosts: { slug: string }[] };
    };
    expect(analytics.totalPosts).toBe(readable[person].length);
    for (const post of analytics.recentPosts) expect(readable[person]).toContain(post.slug);
    const shown = JSON.stringify(analytics);
    for (const post of posts.filter((each) => !readable[person].includes(each.slug)))
      expect(shown).not.toContain(`Private words of ${post.slug}.`);
  });

  it("the signed-in article preview opens exactly those posts", async () => {
    for (const post of posts) {
      const answer = await callRoute(articleLoader, `/blog/${post.slug}`, {
        cookie: cookies[person],
        params: { slug: post.slug },
      });
      const expected = readable[person].includes(post.slug) ? 200 : 404;
      expect(answer.status, `${person} reading ${post.slug}`).toBe(expected);
      if (expected === 404)
        expect(JSON.stringify(answer.value)).not.toContain(`Private words of ${post.slug}`);
    }
  });
});
