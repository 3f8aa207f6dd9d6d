import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { blogPageCache, type PageCacheOptions } from "~/.server/http/page-cache";
import { cspNonce, securityHeaders } from "~/.server/http/security-headers";
import { storedBytes } from "~/.server/http/stored-body";
import type { Config } from "~/.server/config";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { decodedBody, type Listening, listen, rawRequest } from "../helpers/raw-http";

/**
 * The blog page cache in front of a stand-in page renderer that counts its renders and prints
 * the response's CSP nonce, as the real pages do in their script tags.
 */
let database: DatabaseHandle;
let config: Config;
let renders = 0;
const servers: Listening[] = [];

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});
beforeEach(() => {
  renders = 0;
});

async function serve(options: PageCacheOptions) {
  const app = express();
  app.use(cspNonce);
  app.use(securityHeaders(config, { csp: true }));
  app.use(blogPageCache(options));
  app.post("/api/cms/blog/posts", (_req, res) => {
    res.status(201).json({ ok: true });
  });
  app.get("/blog/with-cookie", (_req, res) => {
    renders += 1;
    res.cookie("hd_visit", "1").type("html").send("<p>cookie</p>");
  });
  app.get("/blog/missing", (_req, res) => {
    renders += 1;
    res.status(404).type("html").send("<p>not found</p>");
  });
  app.get("/blog/slow", async (_req, res) => {
    renders += 1;
    // A slow render the burst arrives during (a request arriving after it is a hit all the same).
    await new Promise((resolve) => setTimeout(resolve, 300));
    res.type("html").send("<p>slow</p>");
  });
  app.get(/^\/blog.*/, (req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce);
    // The URL as the renderer sees it: the listing's answer shows its query.
    const shown = req.path === "/blog" ? req.originalUrl : req.path;
    res.type("html").send(`<script nonce="${nonce}">1</script><p>${shown} ${"x".repeat(400)}</p>`);
  });
  const server = await listen(app);
  servers.push(server);
  return Object.assign((path: string, init?: RequestInit) => fetch(server.url + path, init), {
    raw: (path: string, headers: Record<string, string>) => rawRequest(server.port, "GET", path, { headers }),
  });
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

async function addPost(id: string) {
  await database.db.insert(blogPosts).values({
    id,
    slug: id,
    title: `Post ${id}`,
    excerpt: "",
    content: "Body",
    author: "Tester",
    categories: [],
    tags: [],
    readingTime: "1 min read",
    publishedAt: new Date("2026-01-01T00:00:00Z"),
    isPublished: true,
  });
}

describe("the blog page cache", () => {
  it("answers a repeat request from memory without the render's nonce, its CSP naming the script's hash", async () => {
    const get = await serve({ checkMs: 60_000 });
    const first = await get("/blog/cached-article");
    const firstHtml = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(firstHtml).toMatch(/<script nonce="[^"]+">1<\/script>/);

    const second = await get("/blog/cached-article");
    const secondHtml = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
    // The same page, with no nonce left for an injected script to borrow.
    expect(secondHtml).toBe(firstHtml.replace(/ nonce="[^"]+"/, ""));
    const csp = String(second.headers.get("content-security-policy"));
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${sha256("1")}'`);
    expect(csp).not.toContain("nonce");
  });

  it("sends a hit in the coding the client accepts, with an ETag a revalidation answers with 304", async () => {
    const get = await serve({ checkMs: 60_000 });
    const page = await (await get("/blog/encoded-article")).text();
    const url = "/blog/encoded-article";
    const stored = page.replace(/ nonce="[^"]+"/, "");

    const br = await get.raw(url, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(stored);
    const gzip = await get.raw(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(stored);
    const plain = await get.raw(url, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(stored);

    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const revalidated = await get.raw(url, {
      "accept-encoding": "gzip, deflate, br",
      "if-none-match": String(br.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(renders).toBe(1);
  });

  it("renders again once the posts change", async () => {
    const get = await serve({ checkMs: 0 });
    await (await get("/blog/changing")).text();
    await (await get("/blog/changing")).text();
    expect(renders).toBe(1);
    await addPost("page-cache-new-post");
    // Another instance's write: a request starts the look at the posts without waiting for it
    // (a cache hit never waits on the database), so a following request renders the new state.
    let after = await get("/blog/changing");
    for (let tries = 0; tries < 50 && after.headers.get("x-page-cache") !== "miss"; tries++) {
      await after.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await get("/blog/changing");
    }
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(renders).toBe(2);
  });

  it("renders a page once for a burst of requests that all miss, and answers the rest from it", async () => {
    const get = await serve({ checkMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        get(`/blog/slow?b=${i}`).then(async (response) => ({
          status: response.status,
          cache: response.headers.get("x-page-cache"),
          body: await response.text(),
        })),
      ),
    );
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(Array(6).fill("<p>slow</p>"));
    expect(answers.filter((answer) => answer.cache === "hit")).toHaveLength(5);
  });

  it("answers a cached page while the database is busy, without waiting for its look at the posts", async () => {
    const get = await serve({ checkMs: 0 });
    await (await get("/blog/busy-db")).text();
    // Another writer holds the embedded database (as a flood's queries do): every query waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const started = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = database.db.transaction(async () => {
      holding();
      await held;
    });
    await started;
    try {
      const answer = await Promise.race([
        get("/blog/busy-db").then(async (response) => ({
          cache: response.headers.get("x-page-cache"),
          body: await response.text(),
        })),
        new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 3_000)),
      ]);
      expect(answer).toMatchObject({ cache: "hit" });
      expect(renders).toBe(1);
    } finally {
      release();
      await transaction;
    }
  });

  it("looks at the posts again right after a CMS write, even within the check interval", async () => {
    const get = await serve({ checkMs: 60_000 });
    await (await get("/blog")).text();
    await addPost("page-cache-cms-post");
    // Within the interval the stale page is still served...
    expect((await get("/blog")).headers.get("x-page-cache")).toBe("hit");
    // ...until staff write through the CMS.
    await (await get("/api/cms/blog/posts", { method: "POST" })).text();
    expect((await get("/blog")).headers.get("x-page-cache")).toBe("miss");
  });

  it("drops the page sent least recently once its byte budget is full", async () => {
    const budget = storedBytes(1_400);
    const get = await serve({ checkMs: 60_000, budget });
    for (const slug of ["a", "b"]) await (await get(`/blog/evict-${slug}`)).text();
    // Each page is ~450 bytes plain and ~100 gzipped (fetch asks for gzip): two fit, not three.
    expect((await get("/blog/evict-a")).headers.get("x-page-cache")).toBe("hit");
    await (await get("/blog/evict-c")).text();
    expect(renders).toBe(3);
    expect(budget.total()).toBeLessThanOrEqual(1_400);
    expect((await get("/blog/evict-c")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/blog/evict-a")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/blog/evict-b")).headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps no response that sets a cookie or is not a 200", async () => {
    const get = await serve({ checkMs: 60_000 });
    for (let i = 0; i < 2; i++) {
      await (await get("/blog/with-cookie")).text();
      await (await get("/blog/missing")).text();
    }
    expect(renders).toBe(4);
    const cookieAgain = await get("/blog/with-cookie");
    expect(cookieAgain.headers.get("x-page-cache")).toBe("miss");
    expect(cookieAgain.headers.getSetCookie()).toHaveLength(1);
  });
});

/**
 * The cache in the production order (compression, the cache, the precompressed static
 * files, the page renderer). A blog illustration is a static file with .br and .gz copies; a
 * page is rendered and compressed on the way out. Each order of encodings starts on an empty
 * cache, and every answer must decode to the original bytes.
 */
describe("the blog page cache and content encodings", () => {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(400)}</svg>`);
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-files-"));
  fs.mkdirSync(path.join(clientDir, "blog"));
  fs.writeFileSync(path.join(clientDir, "blog", "art.svg"), svg);
  fs.writeFileSync(path.join(clientDir, "blog", "art.svg.gz"), zlib.gzipSync(svg));
  fs.writeFileSync(path.join(clientDir, "blog", "art.svg.br"), zlib.brotliCompressSync(svg));
  const page = `<!doctype html><p>${"article ".repeat(300)}</p>`;

  async function serveLikeProduction() {
    const app = express();
    app.use(compression());
    app.use(blogPageCache({ checkMs: 60_000 }));
    app.use(
      expressStaticGzip(clientDir, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { index: false, redirect: false, fallthrough: true },
      }),
    );
    app.get("/blog/:slug", (_req, res) => {
      renders += 1;
      res.type("html").send(page);
    });
    const server = await listen(app);
    servers.push(server);
    return server.port;
  }

  const rawGet = (port: number, pathname: string, acceptEncoding: string | undefined) =>
    rawRequest(port, "GET", pathname, {
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  const encodings = ["gzip", "br", undefined] as const;
  const orders = encodings.flatMap((a) =>
    encodings.flatMap((b) => encodings.filter((c) => c !== a && c !== b && a !== b).map((c) => [a, b, c])),
  );

  it.each(orders.map((order) => [order.map((e) => e ?? "none").join(" > "), order] as const))(
    "decodes the image and the page in the order %s, twice over",
    async (_name, order) => {
      const port = await serveLikeProduction();
      for (const acceptEncoding of [...order, ...order]) {
        const image = await rawGet(port, "/blog/art.svg", acceptEncoding);
        expect(decodedBody(image).equals(svg)).toBe(true);
        expect(String(image.headers.vary)).toMatch(/accept-encoding/i);
        const html = await rawGet(port, "/blog/an-article", acceptEncoding);
        expect(decodedBody(html).toString()).toBe(page);
        expect(String(html.headers.vary)).toMatch(/accept-encoding/i);
        // A client that accepts no encoding never gets compressed bytes.
        if (acceptEncoding === undefined) {
          expect(image.headers["content-encoding"]).toBeUndefined();
          expect(html.headers["content-encoding"]).toBeUndefined();
        }
      }
      expect(renders).toBe(1);
    },
  );
});

/** A query parameter the listing does not read cannot make another render. */
describe("the blog page cache key", () => {
  it("ignores unknown query parameters and normalizes the listing's own", async () => {
    const get = await serve({ checkMs: 60_000 });
    await (await get("/blog?q=seo&b=1")).text();
    for (const variant of [
      "/blog?q=seo&b=2",
      "/blog?b=3&q=seo",
      "/blog?q=%20seo%20",
      "/blog?q=seo&page=1&utm_source=x",
    ]) {
      const response = await get(variant);
      await response.text();
      expect(response.headers.get("x-page-cache"), variant).toBe("hit");
    }
    expect(renders).toBe(1);
    await (await get("/blog?q=hvac")).text();
    await (await get("/blog?q=seo&page=2")).text();
    expect(renders).toBe(3);
    // What was kept is a render of the key itself: the parameter it does not read never reached it.
    const kept = await (await get("/blog?q=seo&utm_campaign=spring")).text();
    expect(kept).toContain("<p>/blog?q=seo ");
    expect(kept).not.toContain("b=1");
    await (await get("/blog/an-article?utm_source=x")).text();
    expect((await get("/blog/an-article?fbclid=1")).headers.get("x-page-cache")).toBe("hit");
    // React Router's _routes picks the loaders of a .data answer: it stays in the key.
    await (await get("/blog.data?_routes=routes%2Fblog")).text();
    expect((await get("/blog.data?_routes=root")).headers.get("x-page-cache")).toBe("miss");
  });
});

/** An expired page is answered at once while one render brings it up to date. */
describe("the blog page cache past freshness", () => {
  it("answers a stale page at once to every request and renders it again once, in the background", async () => {
    let refreshes = 0;
    let renderNonce = "";
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const get = await serve({
      checkMs: 60_000,
      ttlMs: 150,
      staleMs: 60_000,
      async refresh(url, nonce) {
        refreshes += 1;
        renderNonce = nonce;
        await held;
        return new Response(`<script nonce="${nonce}">2</script><p>fresh ${url}</p>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      },
    });
    const first = await get("/blog/stale-article");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const before = await first.text();
    // Past the 150 ms ttl (kept when the first answer was sent); a busy machine only waits longer.
    await new Promise((resolve) => setTimeout(resolve, 250));

    // Past its freshness, with the refresh still rendering: five requests, all answered now.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        get("/blog/stale-article").then(async (response) => ({
          cache: response.headers.get("x-page-cache"),
          type: response.headers.get("content-type"),
          body: await response.text(),
        })),
      ),
    );
    expect(answers.map((answer) => answer.cache)).toEqual(Array(5).fill("stale"));
    expect(answers[0].body).toBe(before.replace(/ nonce="[^"]+"/, ""));
    expect(refreshes).toBe(1);
    expect(renders).toBe(1);

    finish();
    let after = await get("/blog/stale-article");
    for (let tries = 0; tries < 50 && after.headers.get("x-page-cache") !== "hit"; tries++) {
      await after.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await get("/blog/stale-article");
    }
    expect(after.headers.get("x-page-cache")).toBe("hit");
    const html = await after.text();
    expect(html).toContain("<p>fresh /blog/stale-article</p>");
    // The refreshed page is kept like a foreground render: no nonce, its script named by hash.
    expect(renderNonce).toMatch(/\S/);
    expect(html).not.toContain("nonce");
    expect(after.headers.get("content-security-policy")).toContain(`'sha256-${sha256("2")}'`);
    expect(after.headers.get("content-type")).toMatch(/text\/html/);
    expect(refreshes).toBe(1);
    expect(renders).toBe(1);
  });
});
