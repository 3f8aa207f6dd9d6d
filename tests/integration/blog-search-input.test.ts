import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { listPublishedPosts } from "~/.server/services/posts/blog";
import { websearchText } from "~/.server/services/posts/search-query";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { buildDir, hasProductionBuild } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

/**
 * No search text can make the database refuse the full-text query. Unescaped, 33 hyphens
 * nest 33 NOT operators in websearch_to_tsquery ("tsquery stack too small", a 500 on the API, /blog
 * and /blog.data). A property test sends generated operator soup to the real database (PGlite).
 */
let database: DatabaseHandle;
let server: http.Server;
let base: string;

const basePost = {
  excerpt: "A short summary.",
  author: "Test Author",
  categories: ["Operations"],
  readingTime: "1 min read",
  isPublished: true,
  publishedAt: new Date("2026-01-10T12:00:00Z"),
};

beforeAll(async () => {
  const config = useTestConfig({ NODE_ENV: "production" });
  database = await createTestDatabase();
  await database.db.insert(blogPosts).values([
    {
      ...basePost,
      id: "s1",
      slug: "ppc",
      title: "Pay-per-click ads for HVAC",
      content: "Budgets and call tracking.",
    },
    {
      ...basePost,
      id: "s2",
      slug: "reviews",
      title: "Asking for reviews",
      content: "Roofers and plumbers ask kindly.",
    },
  ]);
  const build = hasProductionBuild()
    ? ((await import(path.join(buildDir, "server", "index.js"))) as ServerBuild)
    : undefined;
  const app = createApp({
    config,
    logger: createLogger("silent"),
    build,
    clientDir: build ? path.join(buildDir, "client") : undefined,
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await database?.close();
});

const search = (text: string) =>
  listPublishedPosts({ page: 1, limit: 12, search: text, category: undefined, tag: undefined });

// Operator soup: the characters websearch and tsquery syntax give meaning to, words and OR.
const searchText = fc
  .array(
    fc.oneof(
      fc.constantFrom("-", '"', "OR", " ", "(", ")", "!", "&", "|", "<->", ":*", "'", "\\", "ads", "a", "é"),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join("").slice(0, 200));

describe("blog search input", () => {
  it("the database accepts the query built from any text (property, against PGlite)", async () => {
    await fc.assert(
      fc.asyncProperty(searchText, async (text) => {
        await search(text);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it("keeps what people type working: words, stems, phrases, exclusions, OR", async () => {
    const slugs = async (text: string) => (await search(text)).posts.map((post) => post.slug);
    expect(await slugs("ad")).toEqual(["ppc"]);
    expect(await slugs('"call tracking"')).toEqual(["ppc"]);
    expect(await slugs('"tracking call"')).toEqual([]);
    expect(await slugs("ask -roofers")).toEqual([]);
    expect(await slugs("budgets OR plumbers")).toHaveLength(2);
    expect(await slugs("pay-per-click")).toEqual(["ppc"]);
    expect(await slugs("-".repeat(40))).toEqual([]);
    expect(websearchText(`${"-".repeat(40)}ads`)).toBe("-ads");
    expect(websearchText("a OR OR b -")).toBe("a OR b");
  });

  it("answers 33+ hyphens and other operator runs on the JSON API without a 5xx", async () => {
    for (const text of ["-".repeat(33), "-".repeat(199), '"-'.repeat(60), "!".repeat(150), "- ".repeat(99)]) {
      const response = await fetch(`${base}/api/blog/posts?search=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });

  describeWhen(needsBuild, "the pages of the production build", () => {
    it("answers them on /blog?q= and /blog.data?q= too", async () => {
      for (const text of ["-".repeat(33), "-".repeat(199)]) {
        for (const page of ["/blog", "/blog.data"]) {
          const response = await fetch(`${base}${page}?q=${encodeURIComponent(text)}`);
          expect(response.status, `${page} ${text.length}`).toBe(200);
        }
      }
    });
  });
});
