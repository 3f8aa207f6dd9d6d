import { z } from "zod/mini";
import { searchOf } from "../utils";
import { emailAddress } from "./fields";

export { newsletterTexts } from "~/content/newsletter-texts";

/** Blog listing size (spec 2.13: pagination once there are more than 12 posts). */
export const POSTS_PER_PAGE = 12;
export const MAX_POSTS_PER_PAGE = 50;
export const MAX_SEARCH_LENGTH = 200;

const text = (label: string, max: number) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
const filterValue = (label: string) =>
  z.pipe(
    text(label, 100),
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

/** Query of GET /api/blog/posts and /blog: `category`, `tag`, `search` (or `q`), `page`, `limit` (1-50). */
export const blogListQuerySchema = z.pipe(
  z.object({
    category: filterValue("category"),
    tag: filterValue("tag"),
    search: text("search", MAX_SEARCH_LENGTH),
    q: text("q", MAX_SEARCH_LENGTH),
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

/**
 * The /blog page's state in its URL (?q=&category=&tag=&page=), read through the API's own
 * schema. One reading serves the loader, the page's links and meta, and the page cache's key
 * (app/.server/http/page-cache.ts), so no other parameter can bust the cache. A value the schema
 * refuses is left out (its default applies) where the API would answer 400.
 */
export type BlogFilters = { q: string; category: string; tag: string; page: number };

const blogFilterParams = ["q", "category", "tag", "page"] as const;

export function blogFiltersFrom(params: URLSearchParams): BlogFilters {
  const input = Object.fromEntries(
    blogFilterParams.flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : [])),
  );
  let parsed = blogListQuerySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
    parsed = blogListQuerySchema.safeParse(input);
  }
  const query = parsed.success ? parsed.data : undefined;
  return {
    q: query?.search ?? "",
    category: query?.category ?? "",
    tag: query?.tag ?? "",
    page: query?.page ?? 1,
  };
}

/** The filters as a query string in a fixed order, defaults left out: "" for the plain listing. */
export function blogFiltersSearch({ q, category, tag, page }: BlogFilters): string {
  return searchOf({ q, category, tag, page: page > 1 && page });
}

/** Newsletter subscription (spec 3 and 5): an e-mail address, required. */
export const newsletterSchema = z.object({ email: emailAddress() });

/** Which form a subscription came from (stored for reporting). */
export const newsletterSources = ["blog-sidebar", "article"] as const;

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The tokens mailed to subscribers: 32 random bytes, base64url. */
export const newsletterTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid."));
