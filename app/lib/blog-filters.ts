import { MAX_SEARCH_LENGTH } from "./schemas/blog";

/**
 * The blog listing's state in the URL (?q=&category=&tag=&page=). One reading serves the loader,
 * the page's own links and meta, and the page cache's key (app/.server/http/page-cache.ts): any
 * other query parameter changes nothing on the page, so it can neither bust the cache nor make a
 * page that differs from its cached copy. Odd values fall back to the defaults.
 */
export type BlogFilters = { q: string; category: string; tag: string; page: number };

export function blogFiltersFrom(params: URLSearchParams): BlogFilters {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const page = Number(params.get("page"));
  return {
    q: text("q", MAX_SEARCH_LENGTH),
    category: text("category", 100),
    tag: text("tag", 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filters as a query string in a fixed order, defaults left out: "" for the plain listing. */
export function blogFiltersSearch(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
