import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/staff/auth";
import { storeImage } from "~/.server/services/media/media";
import { listLibraryPage } from "~/.server/services/media/media-usage";
import { action as mediaAction } from "~/routes/cms.media";
import { cmsCall, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

/**
 * Images in use: the library knows which posts show an image (featured or in the
 * text), and deleting a used image is refused, naming the posts, unless confirmed.
 */
const PASSWORD = "quarry-lantern-saddle-64";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

const call = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, { cookie, body });

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("media-usage", PASSWORD, { email: "media-usage@staff.example" });
  cookie = await signInCookie(server, "media-usage", PASSWORD, "10.20.0.7");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function uploadImage(name: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  return (await storeImage({ bytes, filename: name, source: "upload" })).id;
}

/** The Media screen's delete button (with `confirm=used` once the person saw the posts), posted to its action. */
const deleteImage = (id: string, confirm?: "used") =>
  callRoute(mediaAction, "/cms/media", {
    cookie,
    form: { intent: "delete", id, ...(confirm ? { confirm } : {}) },
  });

const post = (title: string, fields: Record<string, unknown>) =>
  call("POST", "/api/cms/blog/posts", { title, content: "Words.", author: "Staff", ...fields });

describe("images in use", () => {
  it("lists the posts that show an image, as featured image or in the text (any rendition)", async () => {
    const featured = await uploadImage("featured.png");
    const inline = await uploadImage("inline.png");
    const unused = await uploadImage("unused.png");
    expect((await post("Uses It Featured", { featuredImage: `/media/${featured}.webp` })).status).toBe(201);
    expect(
      (
        await post("Uses It Inline", {
          content: `Look:\n\n![Crew](/media/${inline}-600.webp)`,
          isPublished: false,
        })
      ).status,
    ).toBe(201);

    const { items } = await listLibraryPage({ pageSize: 100 });
    const usesOf = (id: string) => items.find((item) => item.id === id)?.uses;
    expect(usesOf(featured)).toEqual([
      expect.objectContaining({ title: "Uses It Featured", asFeatured: true }),
    ]);
    expect(usesOf(inline)).toEqual([
      expect.objectContaining({ title: "Uses It Inline", asFeatured: false, isPublished: false }),
    ]);
    expect(usesOf(unused)).toEqual([]);
  });

  it("refuses to delete a used image with 409 naming the posts, deletes it when confirmed, and an unused one at once", async () => {
    const used = await uploadImage("used.png");
    const unused = await uploadImage("free.png");
    await post("Still Showing It", { featuredImage: `/media/${used}.webp` });

    const refused = await deleteImage(used);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.value)).toContain("“Still Showing It”");
    expect((await server.fetch(`/media/${used}.webp`)).status).toBe(200);

    expect((await deleteImage(used, "used")).status).toBe(200);
    expect((await server.fetch(`/media/${used}.webp`)).status).toBe(404);
    expect((await deleteImage(unused)).status).toBe(200);
  });
});
