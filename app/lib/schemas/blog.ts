import { z } from "zod/mini";
import { emailAddress } from "./fields";

/** Blog listing size (spec 2.13: pagination once there are more than 12 posts). */
export const POSTS_PER_PAGE = 12;
export const MAX_POSTS_PER_PAGE = 50;
export const MAX_SEARCH_LENGTH = 200;

const filterValue = (label: string) =>
  z.pipe(
    z.optional(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), z.maxLength(100, `${label} must be at most 100 characters`)),
    ),
    z.transform((value) => value || undefined),
  );

const positiveInt = (label: string, max?: number) =>
  z.optional(
    z
      .pipe(
        z
          .string({ error: `${label} must be a whole number` })
          .check(z.regex(/^\d{1,6}$/, `${label} must be a whole number`)),
        z.transform(Number),
      )
      .check(
        z.refine((value) => value >= 1, `${label} must be at least 1`),
        z.refine((value) => max === undefined || value <= max, `${label} must be at most ${max}`),
      ),
  );

/**
 * Query of GET /api/blog/posts and of the /blog page: `category`, `tag`, `search` (or `q`),
 * `page` (from 1) and `limit` (1 to 50, default 12). Every value is a single string.
 */
export const blogListQuerySchema = z.pipe(
  z.object({
    category: filterValue("category"),
    tag: filterValue("tag"),
    search: z.optional(
      z
        .string({ error: "search must be text" })
        .check(
          z.trim(),
          z.maxLength(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`),
        ),
    ),
    q: z.optional(
      z
        .string({ error: "q must be text" })
        .check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)),
    ),
    page: positiveInt("page"),
    limit: positiveInt("limit", MAX_POSTS_PER_PAGE),
  }),
  z.transform(({ category, tag, search, q, page, limit }) => ({
    category,
    tag,
    search: (search || q || "").trim() || undefined,
    page: page ?? 1,
    limit: limit ?? POSTS_PER_PAGE,
  })),
);

export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** Newsletter subscription (spec 3 and 5): an e-mail address, required. */
export const newsletterSchema = z.object({ email: emailAddress() });

/** Which form a subscription came from (stored for reporting). */
export const newsletterSources = ["blog-sidebar", "article"] as const;

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The tokens mailed to subscribers: 32 random bytes, base64url. */
export const newsletterTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid."));

/** Spec 8: the newsletter form's texts. */
export const newsletterTexts = {
  success: "Successfully subscribed! Check your email for confirmation.",
  failure: "Failed to subscribe. Please try again.",
  network: "An error occurred. Please try again.",
} as const;
