import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PostFields } from "../../../lib/schemas/post";
import { cmsUsers } from "./auth";
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
    /** The staff profile shown as the author; `author` stays the spec's byline text. */
    authorId: uuid("author_id").references(() => cmsUsers.id, { onDelete: "set null" }),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text("featured_image"),
    readingTime: text("reading_time").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean("is_published").notNull().default(true),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /** The featured image's alt text (from the library when picked there, or typed). */
    featuredImageAlt: text("featured_image_alt"),
    /** Bumped by every write; a save names the version it started from (stale: 409). */
    version: integer("version").notNull().default(1),
    /** Set the first time the post is saved live: republishing keeps publishedAt. */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /** Autosaved edits of a published post, kept off the live article until "Update". */
    pendingEdits: jsonb("pending_edits").$type<PostFields>(),
    pendingSavedAt: timestamp("pending_saved_at", { withTimezone: true }),
    /**
     * Set when staff delete the post: it is in the Trash, gone from the public site and the CMS
     * lists, its slug still reserved, until restored or purged 30 days later (ADR 0034).
     */
    trashedAt: timestamp("trashed_at", { withTimezone: true }),
    /**
     * The review of a draft whose author may not publish it (ADR "Review"): "pending" while it
     * waits for an Editor, "returned" once sent back with a note; null otherwise.
     */
    reviewState: text("review_state").$type<"pending" | "returned">(),
    /** When it was last submitted for review. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** The note an Editor sent the post back with, and that Editor's name. */
    reviewNote: text("review_note"),
    reviewNoteBy: text("review_note_by"),
    createdAt: createdAt(),
    /** The last content save of the live post (JSON-LD dateModified). */
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C') || setweight(to_tsvector('english', coalesce(author, '')), 'D')`,
    ),
  },
  (table) => [
    index("blog_posts_search_idx").using("gin", table.searchVector),
    index("blog_posts_published_idx").on(table.isPublished, table.publishedAt),
    index("blog_posts_trashed_idx").on(table.trashedAt),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

/**
 * A published post's former slug, pointing at the post (not at the next slug), so every old
 * address answers one 301 to the current slug: chains collapse and loops cannot form.
 */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: text("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("blog_slug_redirects_post_idx").on(table.postId)],
);

/** Every save of a published post: who saved which fields when (the editor can restore one). */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: text("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's version this revision was saved as. */
    version: integer("version").notNull(),
    fields: jsonb("fields").$type<PostFields>().notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_post_revisions_post_idx").on(table.postId, table.savedAt)],
);
