import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/staff/auth";
import {
  MAX_STORED_SIDE,
  type LibraryItem,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
} from "~/lib/schemas/media";
import { action as mediaPageAction, loader as mediaPageLoader } from "~/routes/cms.media";
import { signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { answerOf, callRoute, type RouteAnswer } from "../helpers/route-call";
import { clientContext } from "../helpers/request-context";

const PASSWORD = "lantern-gravel-orchid-52";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("media-editor", PASSWORD, { email: "media-editor@staff.example" });
  cookie = await signInCookie(server, "media-editor", PASSWORD, "10.20.0.1");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** A real image of the given size, in the given format. */
async function image(width: number, height: number, format: "png" | "jpeg" | "gif" | "webp" = "png") {
  return sharp({ create: { width, height, channels: 3, background: { r: 24, g: 66, b: 184 } } })
    .toFormat(format)
    .toBuffer();
}

/** The Media screen's upload form with one file, posted to its action as the browser posts it. */
function upload(
  bytes: Uint8Array,
  options: { filename?: string; type?: string; cookie?: string } = {},
): Promise<RouteAnswer> {
  const form = new FormData();
  form.append("intent", "upload");
  const type = options.type ?? "application/octet-stream";
  form.append("files", new File([new Uint8Array(bytes)], options.filename ?? "upload.bin", { type }));
  const headers: Record<string, string> = { origin: config.PUBLIC_URL, host: "localhost:3000" };
  const sessionCookie = options.cookie ?? cookie;
  if (sessionCookie) headers.cookie = sessionCookie;
  const request = new Request(`${config.PUBLIC_URL}/cms/media`, { method: "POST", headers, body: form });
  return answerOf(() =>
    mediaPageAction({ request, params: {}, context: clientContext("10.1.2.3") } as never),
  );
}

const messageOf = (answer: RouteAnswer) => (answer.value as { message: string }).message;

/** The Media screen's list (newest first) for a search. */
async function library(query = ""): Promise<LibraryItem[]> {
  const answer = await callRoute(mediaPageLoader, `/cms/media?q=${encodeURIComponent(query)}`, { cookie });
  expect(answer.status).toBe(200);
  return (answer.value as { items: LibraryItem[] }).items;
}

/** The newest image of this file name, as the Media screen lists it. */
async function stored(filename: string): Promise<LibraryItem> {
  const item = (await library(filename)).find((row) => row.filename === filename);
  if (!item) throw new Error(`${filename} is not in the library`);
  return item;
}

describe("the Media screen's upload", () => {
  it("types a PNG by its bytes even when named .jpg and sent as image/jpeg, and stores 3 WebP renditions", async () => {
    const png = await image(1600, 1000, "png");
    const response = await upload(png, { filename: "van-wrap.jpg", type: "image/jpeg" });
    expect(response.status).toBe(200);
    expect(response.value).toMatchObject({ ok: true, uploaded: ["van-wrap.jpg"] });
    const item = await stored("van-wrap.jpg");
    expect(item).toMatchObject({
      filename: "van-wrap.jpg",
      originalType: "image/png",
      source: "upload",
      width: 1600,
      height: 1000,
      byteSize: png.length,
      createdBy: "media-editor",
    });
    expect(item.url).toBe(`/media/${item.id}.webp`);
    expect(item.variants.map((variant) => [variant.variant, variant.width, variant.height])).toEqual([
      ["full", 1600, 1000],
      ["w1200", 1200, 750],
      ["w600", 600, 375],
    ]);
    for (const variant of item.variants) {
      const served = await server.fetch(variant.url);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
  });

  it("never enlarges a small image: every rendition keeps its size", async () => {
    const response = await upload(await image(400, 300, "jpeg"), { filename: "logo.jpeg" });
    expect(response.status).toBe(200);
    const item = await stored("logo.jpeg");
    expect(item.originalType).toBe("image/jpeg");
    expect(item.variants.map((variant) => `${variant.width}x${variant.height}`)).toEqual([
      "400x300",
      "400x300",
      "400x300",
    ]);
  });

  it("accepts GIF and WebP", async () => {
    for (const format of ["gif", "webp"] as const) {
      const response = await upload(await image(64, 48, format), { filename: `small.${format}` });
      expect(response.status).toBe(200);
      expect((await stored(`small.${format}`)).originalType).toBe(`image/${format}`);
    }
  });

  it("refuses a text file claiming to be image/png with 415 and a clear message", async () => {
    const response = await upload(new TextEncoder().encode("hello, this is not an image"), {
      filename: "photo.png",
      type: "image/png",
    });
    expect(response.status).toBe(415);
    expect(messageOf(response)).toBe("photo.png: Only PNG, JPEG, WebP and GIF images can be uploaded.");
  });

  it("refuses an SVG (script-capable) with 415", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const response = await upload(new TextEncoder().encode(svg), {
      filename: "logo.svg",
      type: "image/svg+xml",
    });
    expect(response.status).toBe(415);
  });

  it("refuses a file over 25 MB with 413", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1);
    (await image(10, 10, "png")).copy(big);
    const response = await upload(big, { filename: "huge.png", type: "image/png" });
    expect(response.status).toBe(413);
    expect(messageOf(response)).toBe(`huge.png: ${UPLOAD_TOO_LARGE}`);
  });

  it("refuses an empty file (400) and a truncated PNG (400)", async () => {
    const empty = await upload(new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.value).toMatchObject({ fieldErrors: { files: "Choose an image to upload." } });
    const png = await image(800, 600, "png");
    const truncated = await upload(png.subarray(0, 120), { filename: "broken.png" });
    expect(truncated.status).toBe(400);
    expect(messageOf(truncated)).toMatch(/could not be read/);
  });

  it("sends a visitor without a session to sign in and answers 403 from a foreign origin, storing nothing", async () => {
    const before = (await library()).length;
    const png = await image(20, 20);
    const anonymous = await upload(png, { cookie: "" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/cms/login");
    const form = new FormData();
    form.append("intent", "upload");
    form.append("files", new File([new Uint8Array(png)], "foreign.png", { type: "image/png" }));
    const foreign = await server.fetch("/cms/media", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
      body: form,
    });
    expect(foreign.status).toBe(403);
    expect((await library()).length).toBe(before);
  });
});

describe("large photos", () => {
  /** A phone-sized photo: 4000 × 3000 (12 megapixels) of noise, so the JPEG is as heavy as a real one. */
  async function phonePhoto() {
    return sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
  }

  it("takes a 12-megapixel, 8 MB JPEG and stores it scaled down to the site's largest size", {
    timeout: 120_000,
  }, async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(8_000_000);
    const response = await upload(photo, { filename: "phone.jpg", type: "image/jpeg" });
    expect(response.status, JSON.stringify(response.value)).toBe(200);
    expect(response.value).toMatchObject({ ok: true, uploaded: ["phone.jpg"] });
    const item = await stored("phone.jpg");
    expect(item).toMatchObject({ originalType: "image/jpeg", width: MAX_STORED_SIDE, height: 1800 });
    expect(item.variants.map((variant) => `${variant.width}x${variant.height}`)).toEqual([
      "2400x1800",
      "1200x900",
      "600x450",
    ]);
    const served = await sharp(Buffer.from(await (await server.fetch(item.url)).arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(["webp", 2400, 1800]);
  });

  it("refuses a 45-megapixel photo with a message that says the limit", {
    timeout: 120_000,
  }, async () => {
    const huge = await sharp({ create: { width: 7500, height: 6000, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const before = (await library()).length;
    const onScreen = await upload(huge, { filename: "panorama.jpg", type: "image/jpeg" });
    expect(onScreen.status).toBe(413);
    expect(onScreen.value).toMatchObject({ ok: false, message: `panorama.jpg: ${UPLOAD_TOO_MANY_PIXELS}` });
    expect((await library()).length).toBe(before);
  });
});

describe("GET /media/{id}.webp", () => {
  it("serves the bytes with a year-long immutable cache, image/webp and nosniff; unknown ids are 404", async () => {
    expect((await upload(await image(900, 600), { filename: "crew.png" })).status).toBe(200);
    const item = await stored("crew.png");
    const response = await server.fetch(`/media/${item.id}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const small = await server.fetch(`/media/${item.id}-600.webp`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(600);

    expect((await server.fetch("/media/00000000-0000-4000-8000-000000000000.webp")).status).toBe(404);
    expect((await server.fetch(`/media/${item.id}.png`)).status).toBe(404);
    expect((await server.fetch("/media/not-a-uuid.webp")).status).toBe(404);
    expect((await server.fetch(`/media/${item.id}-300.webp`)).status).toBe(404);
  });

  it("lists newest first, updates alt text, and deletes (then the file is gone)", async () => {
    expect((await upload(await image(300, 200), { filename: "latest.png" })).status).toBe(200);
    const [item] = await library();
    expect(item?.filename).toBe("latest.png");
    expect(item?.variants[2]).toMatchObject({ variant: "w600", contentType: "image/webp" });
    const id = item?.id ?? "";
    const post = (form: Record<string, string>, sessionCookie = cookie) =>
      callRoute(mediaPageAction, "/cms/media", { cookie: sessionCookie, form });

    const alt = await post({ intent: "alt", id, alt: "Crew in front of the van" });
    expect(alt).toMatchObject({ status: 200, value: { ok: true, message: "Alt text saved" } });
    expect((await stored("latest.png")).alt).toBe("Crew in front of the van");

    const anonymousDelete = await post({ intent: "delete", id }, "");
    expect(anonymousDelete.status).toBe(302);
    expect((await server.fetch(`/media/${id}.webp`)).status).toBe(200);

    const deleted = await post({ intent: "delete", id });
    expect(deleted).toMatchObject({ status: 200, value: { ok: true, message: "Image deleted" } });
    expect((await server.fetch(`/media/${id}.webp`)).status).toBe(404);
    expect((await server.fetch(`/media/${id}-600.webp`)).status).toBe(404);
    expect((await post({ intent: "delete", id })).status).toBe(404);
  });
});

describe("searchMedia (the editor's image picker) and the library's pages", () => {
  it("finds images by file name or alt text in SQL, case-insensitively, with % and _ taken literally", async () => {
    const { storeImage, searchMedia } = await import("~/.server/services/media/media");
    const png = await image(320, 180);
    const van = await storeImage({ bytes: png, filename: "Search-Van-Wrap.png", alt: "A plumber's van" });
    const crew = await storeImage({
      bytes: png,
      filename: "search-crew.png",
      alt: "Roofing CREW on a ladder",
    });
    await storeImage({ bytes: png, filename: "search-100%_done.png", alt: "" });

    const byName = await searchMedia({ query: "search-van" });
    expect(byName.items.map((item) => item.id)).toEqual([van.id]);
    expect(byName.items[0]).toEqual({
      id: van.id,
      filename: "Search-Van-Wrap.png",
      url: `/media/${van.id}.webp`,
      alt: "A plumber's van",
      width: 320,
      height: 180,
    });
    expect((await searchMedia({ query: "roofing crew" })).items.map((item) => item.id)).toEqual([crew.id]);
    expect((await searchMedia({ query: "100%_" })).items.map((item) => item.filename)).toEqual([
      "search-100%_done.png",
    ]);
    expect((await searchMedia({ query: "%" })).total).toBe(1);
    expect((await searchMedia({ query: "no such image anywhere" })).items).toEqual([]);
  });

  it("pages newest first; a page past the end shows the last page, a bad page number the first", async () => {
    const { storeImage, searchMedia, listMediaPage, MEDIA_PAGE_SIZE } = await import(
      "~/.server/services/media/media"
    );
    const png = await image(64, 64);
    const made: string[] = [];
    for (let index = 0; index < MEDIA_PAGE_SIZE + 2; index++) {
      made.push((await storeImage({ bytes: png, filename: `pager-${index}.png` })).id);
    }
    const newestFirst = [...made].reverse();
    const first = await searchMedia({ query: "pager-", page: 1 });
    expect(first).toMatchObject({ total: MEDIA_PAGE_SIZE + 2, page: 1, pageCount: 2, query: "pager-" });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, MEDIA_PAGE_SIZE));
    const second = await searchMedia({ query: "pager-", page: 2 });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(MEDIA_PAGE_SIZE));
    expect((await searchMedia({ query: "pager-", page: 99 })).page).toBe(2);
    expect((await searchMedia({ query: "pager-", page: -3 })).page).toBe(1);
    expect((await searchMedia({ query: "pager-", page: Number.NaN })).page).toBe(1);

    const library = await listMediaPage({ query: "PAGER-", page: 2 });
    expect(library.items.map((item) => item.id)).toEqual(newestFirst.slice(MEDIA_PAGE_SIZE));
    expect(library.items[0]?.variants.map((variant) => variant.variant)).toEqual(["full", "w1200", "w600"]);
  });
});

describe("uploading several images from the media page", () => {
  async function uploadForm(files: Array<{ name: string; bytes: Buffer }>) {
    const { action } = await import("~/routes/cms.media");
    const form = new FormData();
    form.set("intent", "upload");
    for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
    const request = new Request("http://127.0.0.1/cms/media", {
      method: "POST",
      headers: { cookie, origin: "http://127.0.0.1", host: "127.0.0.1" },
      body: form,
    });
    const answer = (await action({
      request,
      params: {},
      context: clientContext("10.1.2.3"),
    } as never)) as unknown;
    // A refusal is react-router's data() (status + body); a success the plain object.
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    return wrapped.type === "DataWithResponseInit"
      ? { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown> }
      : { status: 200, body: answer as Record<string, unknown> };
  }
  const libraryNames = async () => (await library("atomic-")).map((item) => item.filename);

  it("stores all of them or none: one bad file refuses the whole set", async () => {
    const good = await image(40, 30);
    const refused = await uploadForm([
      { name: "atomic-1.png", bytes: good },
      { name: "atomic-2.png", bytes: good },
      { name: "atomic-notes.png", bytes: Buffer.from("this is text pretending to be a PNG") },
      { name: "atomic-3.png", bytes: good },
    ]);
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(
      "atomic-notes.png: Only PNG, JPEG, WebP and GIF images can be uploaded. None of the 4 images was stored.",
    );
    expect((await libraryNames()).filter((name) => name.startsWith("atomic-"))).toEqual([]);

    const stored = await uploadForm([
      { name: "atomic-1.png", bytes: good },
      { name: "atomic-2.png", bytes: good },
    ]);
    expect(stored.body).toMatchObject({ ok: true, uploaded: ["atomic-1.png", "atomic-2.png"] });
    expect((await libraryNames()).filter((name) => name.startsWith("atomic-")).sort()).toEqual([
      "atomic-1.png",
      "atomic-2.png",
    ]);
  });
});
