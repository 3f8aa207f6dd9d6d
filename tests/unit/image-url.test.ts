import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postFormSchema } from "~/lib/schemas/post";

/** The featured image must be an http(s) URL or a path on this site, nothing that leaves it. */
const withImage = (featuredImage: string) =>
  postFormSchema.safeParse({ title: "A post", content: "Words.", author: "Ana", featuredImage });

describe("the featured image address", () => {
  it.each([
    "/\\evil.example/x.png",
    "\\\\evil.example/x.png",
    "//evil.example/x.png",
    "/\\/evil.example/x.png",
    "/\t/evil.example/x.png",
    "/\n/evil.example/x.png",
    "/%0a/x.png\u0000",
    "/x.png\u007f",
    "https://evil.example\\@site.example/x.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "https:/evil.example/x.png",
    "https:\\\\evil.example/x.png",
    "media/x.png",
  ])("refuses %j", (address) => {
    const parsed = withImage(address);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain("Use an http(s) URL or a path starting with /");
  });

  it.each([
    "/media/abc123.webp",
    "/blog/gbp.svg",
    "https://images.example.com/a.png?w=800",
    "http://cdn.example/x.jpg",
    "",
  ])("accepts %j", (address) => {
    expect(withImage(address).success).toBe(true);
  });

  it("every accepted path stays on this site, whatever its characters (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (tail) => {
        const address = `/${tail}`;
        const parsed = withImage(address);
        if (!parsed.success) return;
        const resolved = new URL(parsed.data.featuredImage ?? "", "https://www.site.example");
        expect(resolved.origin).toBe("https://www.site.example");
      }),
      { numRuns: 2000 },
    );
  });
});
