import { describe, expect, it } from "vitest";
import { blogFiltersFrom, blogFiltersSearch, blogListQuerySchema } from "~/lib/schemas/blog";

const read = (search: string) => blogFiltersFrom(new URLSearchParams(search));

describe("the blog page's filters, read through the API's schema", () => {
  it("takes the values the API takes, trimmed, `q` as the search", () => {
    expect(read("q=%20roof%20&category=SEO&tag=ads&page=3")).toEqual({
      q: "roof",
      category: "SEO",
      tag: "ads",
      page: 3,
    });
    expect(blogListQuerySchema.parse({ q: " roof ", page: "3" })).toMatchObject({ search: "roof", page: 3 });
  });

  it("leaves out what the API would refuse, keeping the rest", () => {
    expect(read(`page=0&category=${"x".repeat(101)}&tag=ads`)).toEqual({
      q: "",
      category: "",
      tag: "ads",
      page: 1,
    });
    expect(read("page=two&q=plumbing")).toEqual({ q: "plumbing", category: "", tag: "", page: 1 });
  });

  it("ignores other parameters, so the cache key and canonical search stay the listing's own", () => {
    expect(blogFiltersSearch(read("utm_source=x&limit=5"))).toBe("");
    expect(blogFiltersSearch(read("page=2&tag=ads&utm_source=x"))).toBe("?tag=ads&page=2");
  });
});
