import { describe, expect, it } from "vitest";
import { neutralizeCell, toCsv } from "~/lib/csv";
import { heroPrompt, mediaUrl, parseMediaFile } from "~/lib/schemas/media";

describe("heroPrompt (spec 7)", () => {
  it("is the title plus the excerpt, without # and *", () => {
    expect(heroPrompt({ title: "## **Bold** Title", excerpt: "An *excerpt* #1", content: "ignored" })).toBe(
      "Bold Title An excerpt 1",
    );
  });

  it("uses the first 200 characters of the content when there is no excerpt", () => {
    const content = `# Heading\n${"a".repeat(300)}`;
    const prompt = heroPrompt({ title: "Title", excerpt: "  ", content });
    // "# Heading\n" is 10 characters, so 190 of the a's fall within the first 200.
    expect(prompt).toBe(`Title Heading ${"a".repeat(190)}`);
    expect(prompt).not.toMatch(/[#*]/);
    expect(prompt.length).toBeLessThanOrEqual("Title ".length + 200);
  });

  it("works with content only", () => {
    expect(heroPrompt({ title: "", excerpt: "", content: "**Hail** season" })).toBe("Hail season");
  });
});

describe("CSV cells", () => {
  it("prefixes a quote to cells a spreadsheet would run as a formula", () => {
    expect(neutralizeCell("=1+1")).toBe("'=1+1");
    expect(neutralizeCell("+1 713")).toBe("'+1 713");
    expect(neutralizeCell("-2")).toBe("'-2");
    expect(neutralizeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeCell("\t=cmd")).toBe("'\t=cmd");
    expect(neutralizeCell("\r=cmd")).toBe("'\r=cmd");
    expect(neutralizeCell("plain, text")).toBe("plain, text");
    // Whitespace (or controls) before the formula character does not hide it.
    for (const cell of [
      " =1+1",
      "  +1",
      "\u00a0-2",
      "\n@SUM(A1)",
      "\r\n=cmd",
      "\u0000=cmd",
      "\ufeff=1",
      "＝1+1",
      " ＋1",
    ]) {
      expect(neutralizeCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
    expect(neutralizeCell("\tplain")).toBe("'\tplain");
    expect(neutralizeCell(" plain")).toBe(" plain");
    expect(neutralizeCell("a=b")).toBe("a=b");
    expect(neutralizeCell(null)).toBe("");
  });

  it("quotes commas, quotes and newlines and ends lines with CRLF", () => {
    const csv = toCsv([{ a: 'say "hi", then\nleave' }], [{ header: "A", value: (row) => row.a }]);
    expect(csv).toBe('A\r\n"say ""hi"", then\nleave"\r\n');
  });
});

describe("media file names", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it("round-trips every rendition and refuses anything else", () => {
    expect(parseMediaFile(mediaUrl(id).slice(7))).toEqual({ id, variant: "full" });
    expect(parseMediaFile(mediaUrl(id, "w1200").slice(7))).toEqual({ id, variant: "w1200" });
    expect(parseMediaFile(mediaUrl(id, "w600").slice(7))).toEqual({ id, variant: "w600" });
    expect(parseMediaFile(`${id}.png`)).toBeUndefined();
    expect(parseMediaFile(`${id}-300.webp`)).toBeUndefined();
    expect(parseMediaFile(`../${id}.webp`)).toBeUndefined();
  });
});
