import fs from "node:fs";
import path from "node:path";
import { type RequestHandler, Router } from "express";
import { prerenderedPaths } from "~/content/prerender";
import { escapeXml } from "~/lib/markup-escape";
import { getConfig } from "../config";
import { postOgImage, sitemapPosts } from "../services/posts/seo";

/**
 * Search-engine files and generated social images:
 * - /robots.txt: keeps crawlers out of the CMS and the API and names the sitemap;
 * - /sitemap.xml: every indexable page and every published post, with lastmod;
 * - /og/blog/{slug}.png: a post's Open Graph card, rendered once and cached in the database.
 * Static pages' cards are files written at build time (scripts/og-images.mjs) under /og/.
 */
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

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const base = publicBase();
      const posts = await sitemapPosts();
      const newestPost = posts.reduce<Date | undefined>(
        (newest, post) => (!newest || post.lastmod > newest ? post.lastmod : newest),
        undefined,
      );
      const entries = [
        ...staticPages().map((page) => ({
          loc: `${base}${page.path === "/" ? "/" : page.path}`,
          lastmod: page.lastmod,
        })),
        { loc: `${base}/blog`, lastmod: newestPost ?? startedAt },
        ...posts.map((post) => ({
          loc: `${base}/blog/${encodeURIComponent(post.slug)}`,
          lastmod: post.lastmod,
        })),
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
    } catch (error) {
      next(error);
    }
  });

  const ogPost: RequestHandler = async (req, res, next) => {
    try {
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
    } catch (error) {
      next(error);
    }
  };
  router.get("/og/blog/:slug.png", ogPost);

  return router;
}

const startedAt = new Date();

function publicBase() {
  return getConfig().PUBLIC_URL.replace(/\/+$/, "");
}

const noindexMeta = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

/**
 * The static pages to list: the prerendered ones whose built HTML is not marked noindex, dated by
 * the file (when the build wrote them). Read once: the build output does not change under a
 * running server. Without a build (development) every prerendered path is listed.
 */
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
