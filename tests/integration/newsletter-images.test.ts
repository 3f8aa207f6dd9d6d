/**
 * Images that mail programs show: a newsletter points at PNG or JPEG renditions on PUBLIC_URL
 * (the blog's SVG art rasterized, uploads as JPEG), rendered once and cached, and every public
 * image may be loaded by another origin (a webmail page) while pages keep same-origin.
 */
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { imageCache } from "~/.server/db/schema";
import { renderNewsletterMail } from "~/.server/mail/newsletter/mail-render";
import { storeImage } from "~/.server/services/media/media";
import { defaultSiteSettings } from "~/lib/site-settings";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { seedPost } from "../helpers/newsletter";

let config: Config;
let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const ART = "/blog/local-seo-checklist-for-plumbers.svg";

function mailOf(featuredImage: string, content = "Hello.") {
  return renderNewsletterMail({
    post: { title: "T", excerpt: "E", content, featuredImage, featuredImageAlt: "Art", author: "A" },
    business: defaultSiteSettings.business,
    browserUrl: `${config.PUBLIC_URL}/blog/t`,
    publicUrl: config.PUBLIC_URL,
  });
}

const srcs = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);

describe("newsletter images", () => {
  it("the blog's SVG art goes out as a PNG at an absolute URL, drawn once and cached", async () => {
    const mail = mailOf(ART, `![Inline art](${ART}) and ![photo](https://cdn.example.com/a.jpg)`);
    const png = `${config.PUBLIC_URL}/mail-images/blog/local-seo-checklist-for-plumbers.png`;
    expect(srcs(mail.html)).toEqual([png, png, "https://cdn.example.com/a.jpg"]);
    expect(mail.html).not.toContain(".svg");
    expect(mail.text).toContain(`[Inline art: ${png}]`);

    const path = new URL(png).pathname;
    const first = await server.fetch(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(630);

    // Cached: one rendering in image_cache, and the same bytes to the next reader.
    const rows = await database.db.select().from(imageCache).where(like(imageCache.key, "mail:%"));
    expect(rows).toHaveLength(1);
    const again = Buffer.from(await (await server.fetch(path)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    // A cached rendering is what is served, whatever drew it.
    await database.db
      .update(imageCache)
      .set({ bytes: Buffer.from("cached-bytes") })
      .where(eq(imageCache.key, rows[0].key));
    expect(await (await server.fetch(path)).text()).toBe("cached-bytes");
  });

  it("an upload (WebP) goes out as a JPEG; unknown or crafted addresses are 404", async () => {
    const webpSource = await sharp({
      create: { width: 64, height: 40, channels: 4, background: { r: 24, g: 66, b: 184, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const item = await storeImage({ bytes: webpSource, filename: "van.png", alt: "A van" });
    const mail = mailOf(item.url);
    const jpeg = `${config.PUBLIC_URL}/mail-images/media/${item.id}.jpg`;
    expect(srcs(mail.html)).toEqual([jpeg]);
    const response = await server.fetch(new URL(jpeg).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("jpeg");

    for (const path of [
      "/mail-images/blog/no-such-art.png",
      "/mail-images/..%2Fpackage.png",
      "/mail-images/blog/..%2F..%2Fpackage.png",
      `/mail-images/media/${crypto.randomUUID()}.jpg`,
      "/mail-images/media/not-an-id.jpg",
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });

  it("public images load from any origin; pages and the API stay same-origin", async () => {
    const post = await seedPost(database.db);
    const item = await storeImage({
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      filename: "dot.png",
      alt: "",
    });
    for (const path of [item.url, `/og/blog/${post.slug}.png`]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
    }
    for (const path of ["/healthz", "/api/blog/posts", "/robots.txt"]) {
      const response = await server.fetch(path);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });
});
