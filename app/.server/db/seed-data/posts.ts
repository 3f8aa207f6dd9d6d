import { readingTime } from "~/lib/posts";
import type { blogPosts } from "../schema";
import { adsAndWebArticles } from "~/content/articles/ads-and-web";
import { localSeoArticles } from "~/content/articles/local-seo";
import { seasonalArticles } from "~/content/articles/seasonal";
import { authors, type SeedArticle } from "~/content/articles/types";

type NewPost = typeof blogPosts.$inferInsert;

/** Every seed article, in the order they were written. */
export const seedArticles: SeedArticle[] = [...localSeoArticles, ...adsAndWebArticles, ...seasonalArticles];

/** The SVG artwork of a seed article (drawn by scripts/blog-art.mjs into public/blog/). */
export const seedImagePath = (slug: string) => `/blog/${slug}.svg`;

/**
 * Sample articles for a new database: reading time per spec 9, author and bio from the
 * author table, featured image from the generated artwork.
 */
export const seedPosts: NewPost[] = seedArticles.map((article) => {
  const author = authors[article.author];
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    author: author.name,
    authorBio: author.bio,
    categories: article.categories,
    tags: article.tags,
    featuredImage: seedImagePath(article.slug),
    readingTime: readingTime(article.content),
    publishedAt: new Date(article.publishedAt),
    isPublished: true,
  };
});
