import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, slugOrFallback } from "~/lib/posts";
import { postFormSchema } from "~/lib/schemas/post";

const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom(".", "%", "?", "#", "/", "\\", " ", "-", "é", "ß", "Ａ", "1", "a"),
    maxLength: 40,
  }),
);

describe("slug rule", () => {
  it("makes only [a-z0-9] runs joined by single hyphens, or nothing, from any text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        // The rule is idempotent: a saved slug typed back in is kept as it is.
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 2000 },
    );
  });

  it("always yields a usable slug on save when the slug is left empty, whatever the title and id", () => {
    fc.assert(
      fc.property(anyText, fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (title, id) => {
        expect(slugOrFallback("", title, id)).toMatch(SLUG_PATTERN);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["..", "post-17"],
    [".", "post-17"],
    ["%", "post-17"],
    ["?x=1#frag", "x-1-frag"],
    ["cms?x=1#frag", "cms-x-1-frag"],
    ["Café Crème: Brûlée & Co.", "cafe-creme-brulee-co"],
    ["  Spring -- HVAC  tips!  ", "spring-hvac-tips"],
  ])("an empty slug with the title %j saves as %j", (title, slug) => {
    expect(slugOrFallback("", title, "17")).toBe(slug);
  });

  it("normalizes a typed slug, and leaves nothing for one without a letter or digit", () => {
    expect(slugOrFallback("My Post/../2024", "Title")).toBe("my-post-2024");
    expect(slugOrFallback("..", "Title")).toBe("");
    const parsed = postFormSchema.safeParse({ slug: "%?#", title: "T", content: "c", author: "a" });
    expect(parsed.success).toBe(false);
  });
});
