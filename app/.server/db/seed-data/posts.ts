import { adsAndWebArticles } from "~/content/articles/ads-and-web";
import { localSeoArticles } from "~/content/articles/local-seo";
import { seasonalArticles } from "~/content/articles/seasonal";
import { authors } from "~/content/articles/types";
import { readingTime } from "~/lib/posts";
import type { blogPosts } from "../schema";

/**
 * Sample articles for a new database, in the order they were written: reading time per spec 9,
 * author and bio from the author table, featured image from the artwork scripts/blog-art.mjs drew.
 */
export const seedPosts: (typeof blogPosts.$inferInsert)[] = [
  ...localSeoArticles,
  ...adsAndWebArticles,
  ...seasonalArticles,
].map((article) => {
  const author = authors[article.author];
  return {
    ...article,
    author: author.name,
    authorBio: author.bio,
    featuredImage: `/blog/${article.slug}.svg`,
    readingTime: readingTime(article.content),
    publishedAt: new Date(article.publishedAt),
    isPublished: true,
  };
});
