/**
 * One build, any address: the production build (made without PUBLIC_URL, as a container image
 * would be) is served with another PUBLIC_URL, and every prerendered page, its client-navigation
 * data, the sitemap and the feed carry that address, never the one the build saw.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedPaths } from "~/content/prerender";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { buildDir, logLines, type SpawnedServer, spawnServer } from "../helpers/spawn-server";

const base = "https://www.hearthstone.example";
const wrongOrigins = [PUBLIC_ORIGIN_PLACEHOLDER, "http://localhost:3000", "localhost:"];

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServer({ env: { PUBLIC_URL: base }, database: "pglite" });
}, 180_000);

afterAll(async () => {
  await server?.dispose();
});

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/** Our own addresses in the page's JSON-LD: ids, urls, images, logos, breadcrumb items. */
const ownUrlKeys = new Set(["@id", "url", "image", "logo", "item", "mainEntityOfPage"]);
function jsonLdUrls(html: string): string[] {
  const urls: string[] = [];
  const visit = (value: unknown, key = "") => {
    if (typeof value === "string" && ownUrlKeys.has(key)) urls.push(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    visit(JSON.parse(match[1]));
  }
  return urls;
}

describe("prerendered pages served under another PUBLIC_URL", () => {
  it("the build itself holds no site address, only the placeholder", () => {
    const html = fs.readFileSync(path.join(buildDir, "client", "about", "index.html"), "utf8");
    expect(html).toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    expect(html).not.toContain("localhost:3000");
  });

  it.each(prerenderedPaths)("%s: canonical, Open Graph and JSON-LD use the served address", async (page) => {
    const res = await server.fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-prerendered")).toBe("1");
    const html = await res.text();
    const url = page === "/" ? `${base}/` : `${base}${page}`;
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(url);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(url);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      new RegExp(`^${base.replace(/\./g, "\\.")}/og/`),
    );
    const ldUrls = jsonLdUrls(html);
    for (const ldUrl of ldUrls) expect(ldUrl.startsWith(`${base}/`), ldUrl).toBe(true);
    for (const wrong of wrongOrigins) expect(html).not.toContain(wrong);
    // No router data rides along (nothing on a public page starts the router, ADR 0070); its
    // client-navigation data, below, carries the same address as the HTML.
    expect(html).not.toContain("__reactRouterContext");
  });

  it.each(prerenderedPaths)("%s: its client-navigation data carries the served address", async (page) => {
    const res = await server.fetch(page === "/" ? "/_root.data" : `${page}.data`);
    expect(res.status).toBe(200);
    const data = await res.text();
    expect(data).toContain(`"publicUrl","${base}"`);
    for (const wrong of wrongOrigins) expect(data).not.toContain(wrong);
  });

  it("the home page's business JSON-LD names the served address", async () => {
    const html = await (await server.fetch("/")).text();
    expect(jsonLdUrls(html)).toEqual(expect.arrayContaining([`${base}/`, `${base}/#business`]));
  });

  it("the sitemap, robots.txt and the feed use the served address", async () => {
    for (const file of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
      const body = await (await server.fetch(file)).text();
      expect(body, file).toContain(base);
      for (const wrong of wrongOrigins) expect(body, file).not.toContain(wrong);
    }
  });
});

describe("a production server without PUBLIC_URL", () => {
  it("warns at start that links will point at localhost", async () => {
    const bare = await spawnServer({ env: { PUBLIC_URL: undefined, LOG_LEVEL: "warn" }, database: "pglite" });
    try {
      const warning = logLines(bare.stdout()).find((line) =>
        String(line.msg).startsWith("PUBLIC_URL is not set"),
      );
      expect(warning?.level).toBe(40);
    } finally {
      await bare.dispose();
    }
  }, 180_000);
});
