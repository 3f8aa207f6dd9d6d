import { z } from "zod/mini";
import { searchOf } from "../utils";
import type { PostStatus } from "./post";

export { postListSortLabels } from "~/content/cms-labels";

/**
 * The CMS post list's filters in its address, read leniently: an unknown or malformed value falls
 * back to its default rather than an error page.
 */
export const POSTS_PER_PAGE = 20;

export const postListStatuses = [
  "published",
  "draft",
  "scheduled",
  "pending",
] as const satisfies readonly PostStatus[];

export const postListSorts = ["date-desc", "date-asc", "title-asc", "title-desc"] as const;
export type PostListSort = (typeof postListSorts)[number];

const text = (max: number) =>
  z.pipe(
    z.catch(z.string().check(z.trim()), ""),
    z.transform((value) => value.slice(0, max)),
  );

export const postListQuerySchema = z.object({
  q: z._default(text(200), ""),
  status: z.catch(z.optional(z.enum(postListStatuses)), undefined),
  category: z._default(text(60), ""),
  author: z._default(text(120), ""),
  sort: z.catch(z._default(z.enum(postListSorts), "date-desc"), "date-desc"),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1), 1),
});

export type PostListQuery = z.output<typeof postListQuerySchema>;

/** The filters of an address's search parameters; never throws. */
export function parsePostListQuery(params: URLSearchParams): PostListQuery {
  const keys = Object.keys(postListQuerySchema.shape);
  return postListQuerySchema.parse(
    Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])),
  );
}

/** The search parameters for a query, defaults left out so addresses stay short. */
export function postListSearch({ q, status, category, author, sort, page }: PostListQuery): string {
  return searchOf({
    q,
    status,
    category,
    author,
    sort: sort !== "date-desc" && sort,
    page: page > 1 && page,
  });
}
