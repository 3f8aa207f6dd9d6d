import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { isVisible } from "./blog";
import { compactPng, renderCardPng } from "../media/image-render";
import { type CachedImage, cachedImage } from "../media/media";

/** Published posts for the sitemap: slug and the last time the post changed. */
export async function sitemapPosts(now: Date = new Date()): Promise<{ slug: string; lastmod: Date }[]> {
  const rows = await getDb()
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isVisible(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((row) => {
    const published = new Date(row.publishedAt);
    const updated = new Date(row.updatedAt);
    // A post scheduled ahead was edited before it appeared: it changed when it went live.
    return { slug: row.slug, lastmod: updated > published ? updated : published };
  });
}

/** Bump when the card design changes so cached renderings are replaced. */
export const OG_CARD_VERSION = 1;
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * The Open Graph card of a published post (1200x630 PNG), or null. Cached in image_cache under a
 * hash of what is drawn: shared by every instance, and an edited title gets a new rendering.
 */
export async function postOgImage(slug: string, now: Date = new Date()): Promise<CachedImage | null> {
  if (!slug || slug.length > 200) return null;
  const db = getDb();
  const [post] = await db
    .select({ title: blogPosts.title, categories: blogPosts.categories })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isVisible(now)))
    .limit(1);
  if (!post) return null;
  const card = {
    title: post.title,
    eyebrow: post.categories[0] ?? "Marketing Hub",
    category: post.categories[0] ?? "blog",
    width: OG_WIDTH,
    height: OG_HEIGHT,
  };
  const key = `og:v${OG_CARD_VERSION}:${createHash("sha256").update(JSON.stringify(card)).digest("hex")}`;
  return cachedImage(key, "image/png", async () => compactPng(await renderCardPng(card)), db);
}
