import { z } from "zod/mini";
import { slugify } from "~/lib/posts";
import { isImageAddress } from "~/lib/image-url";
import { oneLine, optionalText, tooLong, requiredLabelled } from "./single-line";

/**
 * A blog post as the CMS editor and POST /api/cms/blog/posts take it (spec 3 and 7). Title, content
 * and author are required (spec 5); the server recomputes the reading time (spec 9); an empty slug
 * falls back on the title (spec 5).
 */
export const POST_CONTENT_MAX = 25_000;

/** optionalText on one line (an SEO title, an alt text). */
const optionalLine = (max: number, label: string) => optionalText(max, label, oneLine());

const contentMax = z.maxLength(
  POST_CONTENT_MAX,
  `Content must be at most ${POST_CONTENT_MAX.toLocaleString("en-US")} characters`,
);

const labelList = (max: number, each: number, label: string) =>
  z.pipe(
    z._default(
      z
        .array(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(each, `Each ${label} must be at most ${each} characters`),
              oneLine(),
            ),
        )
        .check(z.maxLength(max, `Use at most ${max} ${label}s`)),
      [],
    ),
    z.transform((items) => [...new Set(items.filter(Boolean))]),
  );

export const postFormSchema = z.object({
  /** Client-made timestamp string (spec 7); the server makes one when absent. */
  id: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid post id"))),
  slug: z._default(
    z.string().check(
      z.trim(),
      tooLong("Slug", 200),
      oneLine(),
      // Any other characters are normalized by slugify on save; it must leave something.
      z.refine((value) => value === "" || slugify(value) !== "", "Slug must contain a letter or a digit"),
    ),
    "",
  ),
  title: requiredLabelled("Title", 200),
  excerpt: z._default(z.string().check(z.trim(), tooLong("Excerpt", 500)), ""),
  content: z
    .string({ error: "Content is required" })
    .check(z.trim(), z.minLength(1, "Content is required"), contentMax),
  author: requiredLabelled("Author", 120),
  authorBio: optionalText(500, "Author bio"),
  /**
   * The staff profile named as the author (its name and bio replace `author` and `authorBio`); "" or
   * null for a guest author; left out, a save keeps the current one.
   */
  authorId: z.pipe(
    z.optional(z.union([z.uuid("Choose an author from the list"), z.literal(""), z.null()])),
    z.transform((value) => (value === undefined ? undefined : value ? value.toLowerCase() : null)),
  ),
  categories: labelList(10, 60, "category"),
  tags: labelList(20, 40, "tag"),
  featuredImage: z.pipe(
    z.nullable(
      z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(2000, "Image URL is too long"),
          z.refine((value) => value === "" || isImageAddress(value), {
            message: "Use an http(s) URL or a path starting with /",
          }),
        ),
      ),
    ),
    z.transform((value) => value || null),
  ),
  isPublished: z._default(z.boolean({ error: "Choose Published or Draft" }), true),
  /** Ignored: the server recomputes it from the content. */
  readingTime: z.optional(z.string().check(z.maxLength(40))),
  /** Optional; a future date schedules the post. Empty keeps the current date (now for a new post). */
  publishedAt: z.pipe(
    z.optional(
      z.union([
        z.iso.datetime({ offset: true, message: "Enter a valid publish date" }),
        z.literal(""),
        z.null(),
      ]),
    ),
    z.transform((value) => (value ? new Date(value) : undefined)),
  ),
  seoTitle: optionalLine(120, "SEO title"),
  seoDescription: optionalText(320, "Meta description"),
  /** The featured image's alt text; empty means the image is decorative to the article. */
  featuredImageAlt: optionalLine(300, "Image description"),
  /** The version the save started from: a stale one is refused with 409. API clients may leave it out. */
  version: z.optional(z.number().check(z.int(), z.positive())),
});

/**
 * An autosaved draft: the same limits, but title and content may still be empty (not the author).
 * Never publishes anything.
 */
export const postDraftSchema = z.extend(postFormSchema, {
  title: z._default(z.string().check(z.trim(), tooLong("Title", 200), oneLine()), ""),
  content: z._default(z.string().check(z.trim(), contentMax), ""),
});

/** A post's editable fields as an autosave or revision stores them (ISO dates; no status). */
export type PostFields = Pick<
  BlogPost,
  "slug" | "title" | "excerpt" | "content" | "author" | "authorBio" | "categories" | "tags" | "featuredImage"
> & {
  /** The staff profile named as the author; absent in a revision saved before profiles (keeps the post's). */
  authorId?: string | null;
  featuredImageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  /** ISO publish date, or null to keep the post's own. */
  publishedAt: string | null;
};

export type PostFormInput = z.input<typeof postFormSchema>;
export type PostInput = z.output<typeof postFormSchema>;

/** "pending": a draft submitted for review, waiting for an Editor. */
export type PostStatus = "published" | "draft" | "scheduled" | "pending";

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
  /** The staff profile named as the author, or null for a guest author. */
  authorId: string | null;
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

/** Published (live), Scheduled (published with a future date), Pending review or Draft. */
export function postStatus(
  post: { isPublished: boolean; publishedAt: string | Date; reviewState?: string | null },
  now = Date.now(),
): PostStatus {
  if (!post.isPublished) return post.reviewState === "pending" ? "pending" : "draft";
  return new Date(post.publishedAt).getTime() > now ? "scheduled" : "published";
}
