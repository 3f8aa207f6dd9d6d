import { z } from "zod";
import { slugify } from "~/lib/posts";

/**
 * A blog post as the CMS form sends it and the API accepts it (spec 3 and 7): one schema for
 * the post form (browser) and POST/PUT /api/cms/blog/posts (server). Title, content and author
 * are required (spec 5); the reading time is recomputed by the server (spec 9); the slug falls
 * back on the title when empty (spec 5).
 */
export const POST_CONTENT_MAX = 25_000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null);

const labelList = (max: number, each: number, label: string) =>
  z
    .array(z.string().trim().max(each, `Each ${label} must be at most ${each} characters`))
    .max(max, `Use at most ${max} ${label}s`)
    .default([])
    .transform((items) => [...new Set(items.filter(Boolean))]);

export const postFormSchema = z.object({
  /** Client-made timestamp string (spec 7); the server makes one when absent. */
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid post id")
    .optional(),
  slug: z
    .string()
    .trim()
    .max(200, "Slug must be at most 200 characters")
    // Any other characters are normalized by slugify on save; it must leave something.
    .refine((value) => value === "" || slugify(value) !== "", "Slug must contain a letter or a digit")
    .default(""),
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  excerpt: z.string().trim().max(500, "Excerpt must be at most 500 characters").default(""),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(POST_CONTENT_MAX, `Content must be at most ${POST_CONTENT_MAX.toLocaleString("en-US")} characters`),
  author: z
    .string({ error: "Author is required" })
    .trim()
    .min(1, "Author is required")
    .max(120, "Author must be at most 120 characters"),
  authorBio: optionalText(500, "Author bio"),
  categories: labelList(10, 60, "category"),
  tags: labelList(20, 40, "tag"),
  featuredImage: z
    .string()
    .trim()
    .max(2000, "Image URL is too long")
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
      message: "Use an http(s) URL or a path starting with /",
    })
    .optional()
    .nullable()
    .transform((value) => value || null),
  isPublished: z.boolean({ error: "Choose Published or Draft" }).default(true),
  /** Ignored: the server recomputes it from the content. */
  readingTime: z.string().max(40).optional(),
  /** Optional; a future date schedules the post. Empty keeps the current date (now for a new post). */
  publishedAt: z
    .union([z.iso.datetime({ offset: true, message: "Enter a valid publish date" }), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? new Date(value) : undefined)),
  seoTitle: optionalText(120, "SEO title"),
  seoDescription: optionalText(320, "Meta description"),
  /** The featured image's alt text; empty means the image is decorative to the article. */
  featuredImageAlt: optionalText(300, "Image description"),
  /**
   * The post's version the save started from. When sent and no longer current, the save is
   * refused with 409 (another tab or person saved in between). API clients may leave it out.
   */
  version: z.number().int().positive().optional(),
});

/**
 * An autosaved draft: the same fields and limits, but title, content and author may still be
 * empty (a draft is saved while it is being written). Never publishes anything.
 */
export const postDraftSchema = postFormSchema.extend({
  title: z.string().trim().max(200, "Title must be at most 200 characters").default(""),
  content: z
    .string()
    .trim()
    .max(POST_CONTENT_MAX, `Content must be at most ${POST_CONTENT_MAX.toLocaleString("en-US")} characters`)
    .default(""),
  author: z.string().trim().max(120, "Author must be at most 120 characters").default(""),
});

/**
 * The editable fields of a post as stored in an autosave or a revision (JSON, dates as ISO
 * strings). The status is not among them: only an explicit save changes it.
 */
export type PostFields = Pick<
  BlogPost,
  "slug" | "title" | "excerpt" | "content" | "author" | "authorBio" | "categories" | "tags" | "featuredImage"
> & {
  featuredImageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  /** ISO publish date, or null to keep the post's own. */
  publishedAt: string | null;
};

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostInput = z.output<typeof postFormSchema>;

/** PATCH /api/cms/blog/posts/:id: publish or unpublish. */
export const postPublishSchema = z.object({
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
});

export type PostStatus = "published" | "draft" | "scheduled";

/** A post as the API returns it: exactly the spec's fields (spec 3). */
export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorBio: string | null;
  categories: string[];
  tags: string[];
  featuredImage: string | null;
  readingTime: string;
  publishedAt: string;
  isPublished: boolean;
};

/** What a page needs beyond the public fields: SEO overrides and the last edit (JSON-LD dateModified). */
export type BlogPostPage = BlogPost & {
  seoTitle: string | null;
  seoDescription: string | null;
  /** ISO time of the last edit. */
  updatedAt: string;
};

/** A post as the CMS API returns it (dates as ISO strings): the page's fields plus its bookkeeping. */
export type CmsPost = BlogPostPage & {
  createdAt: string;
  updatedAt: string;
  /** ISO time of the last content save of the live post (= updatedAt; JSON-LD dateModified). */
  dateModified: string;
  featuredImageAlt: string | null;
  /** Sent back with the next save; a stale one is refused with 409. */
  version: number;
  status: PostStatus;
};

export type AnalyticsOverview = {
  totalPosts: number;
  publishedPosts: number;
  scheduledPosts: number;
  draftPosts: number;
  totalCategories: number;
  totalTags: number;
  recentPosts: CmsPost[];
};

/** Published (live), Scheduled (published with a future date) or Draft. */
export function postStatus(
  post: { isPublished: boolean; publishedAt: string | Date },
  now = Date.now(),
): PostStatus {
  if (!post.isPublished) return "draft";
  return new Date(post.publishedAt).getTime() > now ? "scheduled" : "published";
}
