import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts } from "~/.server/db/schema";
import { findArticle } from "~/.server/services/posts/blog";
import {
  createPreviewLink,
  PREVIEW_LINK_TTL_MS,
  signPreviewToken,
  verifyPreviewToken,
} from "~/.server/services/posts/preview-links";
import { createTestDatabase, useTestConfig } from "../helpers/db";

/** A preview token's lifetime and spelling, and a renamed draft's link. */
let database: DatabaseHandle;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
  await database.db.insert(blogPosts).values({
    id: "draft-one",
    slug: "first-working-title",
    title: "A draft",
    excerpt: "A short summary.",
    content: "Words.",
    author: "Test Author",
    categories: ["Operations"],
    readingTime: "1 min read",
    publishedAt: new Date("2026-01-10T12:00:00Z"),
    isPublished: false,
  });
});

afterAll(async () => {
  await database?.close();
});

describe("preview tokens", () => {
  it("verify for their post until they expire", async () => {
    const token = await signPreviewToken("draft-one", Date.now() + PREVIEW_LINK_TTL_MS);
    expect(await verifyPreviewToken(token)).toBe("draft-one");
    expect(await verifyPreviewToken(token, Date.now() + PREVIEW_LINK_TTL_MS + 1000)).toBeNull();
  });

  it("have a maximum lifetime: a correctly signed link expiring in the year 5138 does not verify", async () => {
    const year5138 = Date.UTC(5138, 0, 1);
    const token = await signPreviewToken("draft-one", year5138);
    expect(token.split(".")[1]).toBe(String(Math.floor(year5138 / 1000)));
    expect(await verifyPreviewToken(token)).toBeNull();
    // Just past the longest link this server issues (plus a little clock skew): refused too.
    expect(
      await verifyPreviewToken(
        await signPreviewToken("draft-one", Date.now() + PREVIEW_LINK_TTL_MS + 3_600_000),
      ),
    ).toBeNull();
    // The same token is valid once its expiry is within the lifetime (it was made for that moment).
    expect(await verifyPreviewToken(token, year5138 - PREVIEW_LINK_TTL_MS)).toBe("draft-one");
  });

  it("spell their expiry one way only: a leading zero does not verify", async () => {
    const token = await signPreviewToken("draft-one", Date.now() + 3_600_000);
    const [id, seconds, signature] = token.split(".");
    expect(await verifyPreviewToken(`${id}.${seconds}.${signature}`)).toBe("draft-one");
    expect(await verifyPreviewToken(`${id}.0${seconds}.${signature}`)).toBeNull();
    expect(await verifyPreviewToken(`${id}.00${seconds}.${signature}`)).toBeNull();
  });
});

describe("a never-published draft's preview link", () => {
  it("keeps working when the draft is renamed: the old address redirects to the new one", async () => {
    const link = new URL((await createPreviewLink("draft-one")).url);
    const token = link.searchParams.get("preview") ?? "";
    const grant = async () => ({ staff: null, postId: await verifyPreviewToken(token) });
    expect(await findArticle("first-working-title", { grant })).toMatchObject({
      kind: "article",
      preview: true,
    });

    await database.db.update(blogPosts).set({ slug: "final-title" }).where(eq(blogPosts.id, "draft-one"));
    expect(await findArticle("first-working-title", { grant })).toEqual({
      kind: "redirect",
      slug: "final-title",
    });
    expect(await findArticle("final-title", { grant })).toMatchObject({ kind: "article", preview: true });
    // Without the link the old address shows nothing, and does not reveal the new one.
    expect(await findArticle("first-working-title")).toEqual({ kind: "missing" });
  });
});
