import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "~/lib/markup-escape";

describe("markup escaping (mail HTML, sitemap, RSS share it)", () => {
  it("escapes the five markup characters, the apostrophe as each language spells it", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("drops the characters XML 1.0 cannot carry, keeping tab and line breaks", () => {
    expect(escapeXml("a\u0000b\u000bc\td\ne\uffff")).toBe("abc\td\ne");
    expect(escapeHtml("a\tb")).toBe("a\tb");
  });
});
