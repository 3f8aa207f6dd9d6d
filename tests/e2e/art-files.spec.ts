import { prerenderedDocuments, templateIds } from "../../app/content/prerender";
import { expect, test } from "./fixtures";

/**
 * The artwork is committed picture files (ADR 0056): every one a page shows must have its file,
 * sent from /assets/ as an SVG the browser may keep for a year. A content item whose picture was
 * never drawn shows up here as an <img> with no address or one that does not answer.
 */
test("every artwork picture on the public pages, demos and checkout is a served SVG file", async ({
  request,
}) => {
  const problems: string[] = [];
  const sources = new Set<string>();
  for (const path of [...prerenderedDocuments, ...templateIds.map((id) => `/checkout/${id}`)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const [tag] of (await response.text()).matchAll(/<img\b[^>]*\sdata-art\b[^>]*>/g)) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
      if (src?.startsWith("/assets/") && src.endsWith(".svg")) sources.add(src);
      else problems.push(`${path}: ${tag}`);
    }
  }
  expect(problems).toEqual([]);
  expect(sources.size).toBeGreaterThan(100);
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toContain("image/svg+xml");
    expect(response.headers()["cache-control"], src).toContain("immutable");
    expect(await response.text(), src).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox=/,
    );
  }
});
