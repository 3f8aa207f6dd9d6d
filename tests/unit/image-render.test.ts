import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { paletteFor, renderCardPng, toRenderableText } from "~/.server/services/media/image-render";

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("card renderer", () => {
  it("renders a PNG of the requested size", async () => {
    const png = await renderCardPng({
      title: "Local SEO for Houston plumbers",
      eyebrow: "Marketing Hub",
      category: "Local SEO",
      width: 1200,
      height: 630,
    });
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("renders other sizes too (square hero art)", async () => {
    const png = await renderCardPng({ title: "Square", width: 600, height: 600 });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([600, 600]);
  });

  it("draws the title: different titles give different images", async () => {
    const base = { category: "Web Design", width: 400, height: 210 };
    const a = await sharp(await renderCardPng({ ...base, title: "Short" }))
      .raw()
      .toBuffer();
    const b = await sharp(await renderCardPng({ ...base, title: "A much longer headline here" }))
      .raw()
      .toBuffer();
    expect(a.equals(b)).toBe(false);
  });

  it("colours the artwork by category", async () => {
    const corner = async (category: string) => {
      const png = await renderCardPng({ title: "Same title", category, width: 300, height: 160 });
      const { data } = await sharp(png)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await corner("Paid Ads")).not.toEqual(await corner("Local SEO"));
    expect(paletteFor("Some new topic")).toEqual(paletteFor("some new topic"));
  });

  it("survives text the bundled latin fonts cannot draw", async () => {
    expect(toRenderableText("Leads → calls ✓ in Zürich, Łódź 🚀")).toBe("Leads - calls in Zürich, Lódz");
    const png = await renderCardPng({ title: "🚀→", width: 300, height: 160 });
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  });

  it("leaves the event loop free while it rasterizes a hero, so other requests are answered", async () => {
    await renderCardPng({ title: "Warm-up", width: 200, height: 100 });
    let turns = 0;
    const ticker = setInterval(() => {
      turns += 1;
    }, 1);
    try {
      await renderCardPng({ title: "Spring AC tune-up offers", category: "HVAC", width: 1600, height: 900 });
    } finally {
      clearInterval(ticker);
    }
    // Rasterizing 1600x900 takes hundreds of milliseconds; on the event loop no timer would run.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it("rejects absurd sizes", async () => {
    await expect(renderCardPng({ title: "x", width: 0, height: 10 })).rejects.toThrow(RangeError);
    await expect(renderCardPng({ title: "x", width: 10_000, height: 10 })).rejects.toThrow(RangeError);
  });
});
