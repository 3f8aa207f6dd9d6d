import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import { prerenderedPaths } from "~/content/prerender";
import { escapeXml } from "~/lib/markup-escape";
import { getConfig } from "../config";
import { postOgImage, sitemapPosts } from "../services/posts/seo";

/**
 * /robots.txt, /sitemap.xml (every indexable page and published post) and /og/blog/{slug}.png (a
 * post's Open Graph card, cached in the database; static pages' cards are build files).
 */
// Express 5 hands a rejected handler's error to the error middleware.
export function createSeoRouter({ clientDir }: { clientDir?: string } = {}) {
  const router = Router();
  const staticPages = staticPageList(clientDir);

  router.get("/robots.txt", (_req, res) => {
    const base = publicBase();
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        ["User-agent: *", "Disallow: /cms", "Disallow: /api", "", `Sitemap: ${base}/sitemap.xml`, ""].join(
          "\n",
        ),
      );
  });

  router.get("/sitemap.xml", async (_req, res) => {
    const base = publicBase();
    const posts = await sitemapPosts();
    const newestPost = posts.reduce<Date | undefined>(
      (newest, post) => (!newest || post.lastmod > newest ? post.lastmod : newest),
      undefined,
    );
    const entries = [
      ...staticPages().map(({ path: page, lastmod }) => ({ loc: `${base}${page}`, lastmod })),
      { loc: `${base}/blog`, lastmod: newestPost ?? startedAt },
      ...posts.map(({ slug, lastmod }) => ({ loc: `${base}/blog/${encodeURIComponent(slug)}`, lastmod })),
    ];
    const body = entries
      .map(
        (entry) =>
          `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod.toISOString()}</lastmod>\n  </url>`,
      )
      .join("\n");
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=300")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
  });

  router.get("/og/blog/:slug.png", async (req, res) => {
    const slug = String(req.params.slug ?? "");
    const image = await postOgImage(slug);
    if (!image) {
      res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
      return;
    }
    const etag = `"${image.key.slice(-32)}"`;
    res.set("Cache-Control", "public, max-age=3600").set("ETag", etag).type(image.contentType);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(image.bytes);
  });

  return router;
}

const startedAt = new Date();

function publicBase() {
  return getConfig().PUBLIC_URL.replace(/\/+$/, "");
}

const noindexMeta = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

/** The prerendered pages not marked noindex, dated by their file, read once (all of them without a build). */
function staticPageList(clientDir: string | undefined) {
  let pages: { path: string; lastmod: Date }[] | undefined;
  return () => {
    if (pages) return pages;
    pages = [];
    for (const pagePath of prerenderedPaths) {
      if (!clientDir) {
        pages.push({ path: pagePath, lastmod: startedAt });
        continue;
      }
      const file = path.join(path.resolve(clientDir), pagePath, "index.html");
      if (!fs.existsSync(file)) continue;
      if (noindexMeta.test(fs.readFileSync(file, "utf8"))) continue;
      pages.push({ path: pagePath, lastmod: fs.statSync(file).mtime });
    }
    return pages;
  };
}
