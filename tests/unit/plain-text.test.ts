import { describe, expect, it } from "vitest";
import { firstParagraph } from "~/lib/plain-text";

describe("firstParagraph", () => {
  it("skips headings, lists, quotes and code, and strips inline markup", () => {
    const markdown = [
      "## Why reviews matter",
      "",
      "- a list item",
      "",
      "```",
      "code block paragraph",
      "```",
      "",
      "> a quote",
      "",
      "![chart](/blog/chart.png) Most **homeowners** read _three_ reviews and click [your profile](https://example.com) before `calling`.",
      "",
      "Second paragraph.",
    ].join("\n");
    expect(firstParagraph(markdown)).toBe(
      "Most homeowners read three reviews and click your profile before calling.",
    );
  });

  it("joins a paragraph's lines and shortens long text at a word", () => {
    expect(firstParagraph("One line\nand the next.")).toBe("One line and the next.");
    const long = firstParagraph(`${"word ".repeat(100)}end`, 60);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^word( word)*…$/);
  });

  it("is empty when there is no paragraph", () => {
    expect(firstParagraph("")).toBe("");
    expect(firstParagraph("# Only a heading\n\n- and a list")).toBe("");
  });
});
