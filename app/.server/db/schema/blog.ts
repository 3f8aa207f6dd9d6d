import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tsvector, updatedAt } from "./columns";

/** Blog post (spec 3), plus optional SEO fields and a generated full-text search vector. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    author: text("author").notNull(),
    authorBio: text("author_bio"),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text("featured_image"),
    readingTime: text("reading_time").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean("is_published").notNull().default(true),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C') || setweight(to_tsvector('english', coalesce(author, '')), 'D')`,
    ),
  },
  (table) => [
    index("blog_posts_search_idx").using("gin", table.searchVector),
    index("blog_posts_published_idx").on(table.isPublished, table.publishedAt),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
