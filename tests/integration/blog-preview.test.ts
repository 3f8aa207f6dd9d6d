import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts, media } from "~/.server/db/schema";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { createUser } from "~/.server/services/staff/auth";
import { updateProfile } from "~/.server/services/posts/authors";
import { createPreviewLink, PREVIEW_LINK_TTL_MS } from "~/.server/services/posts/preview-links";
import { recordSlugChange } from "~/.server/services/posts/slug-redirects";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { buildDir } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

/**
 * The public article page against the production build's page renderer, in this process (so the
 * test shares its database): previews of unpublished posts, old slugs,
 * dateModified, author profiles and the featured image's alt text. The app
 * runs with NODE_ENV=production, so the blog page cache is in front, as in production.
 */

const CMS_HOST = "127.0.0.1";
const PUBLIC_HOST = "www.hearthstone.example";
const PASSWORD = "Preview-Editor-2026!";

let config: Config;
let database: DatabaseHandle;
let server: http.Server;
let port: number;
let editorCookie: string;
let editorId: string;

type NewPost = typeof blogPosts.$inferInsert;
const post = (id: string, overrides: Partial<NewPost> = {}): NewPost => ({
  id,
  slug: id,
  title: `Article ${id}`,
  excerpt: "A short summary.",
  content: "Plain words about running a trade business well.",
  author: "Byline Text",
  categories: ["Operations"],
  readingTime: "1 min read",
  publishedAt: new Date("2026-01-10T12:00:00Z"),
  isPublished: true,
  ...overrides,
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with a chosen Host header (fetch cannot set one) and optional cookie. */
function request(
  pathname: string,
  {
    host = CMS_HOST,
    cookie,
    method = "GET",
    body,
    headers = {},
  }: {
    host?: string;
    cookie?: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname: "127.0.0.1",
        port,
        path: pathname,
        method,
        headers: {
          host: host === CMS_HOST ? `${CMS_HOST}:${port}` : host,
          ...(cookie ? { cookie } : {}),
          ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on("error", reject);
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const parsed = JSON.parse(match[1]);
      return Array.isArray(parsed) ? parsed : [parsed];
    },
  );
}

const notFound = (answer: Answer) => {
  expect(answer.status).toBe(404);
  expect(answer.body).toContain("Article Not Found");
  expect(answer.body).not.toContain("Preview: not published");
};

describeWhen(needsBuild, "the public article page (production build)", () => {
  beforeAll(async () => {
    config = useTestConfig({ NODE_ENV: "production", PUBLIC_URL: `http://${PUBLIC_HOST}` });
    database = await createTestDatabase();
    const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
    const app = createApp({
      config,
      logger: createLogger("silent"),
      build,
      clientDir: path.join(buildDir, "client"),
    });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    port = (server.address() as AddressInfo).port;

    editorId = (await createUser("previewer", PASSWORD, { email: "previewer@staff.example" })).id;
    const login = await fetch(`http://127.0.0.1:${port}/api/cms/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ username: "previewer", password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    editorCookie = (login.headers.get("set-cookie") ?? "").split(";")[0];

    await database.db
      .insert(blogPosts)
      .values([
        post("live-article"),
        post("secret-draft", { title: "The secret draft", isPublished: false }),
        post("coming-soon", { title: "Coming soon", publishedAt: new Date(Date.now() + 30 * 86_400_000) }),
      ]);
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  describe("previews of unpublished posts", () => {
    it("answers visitors 404 'Article Not Found' for a draft and a scheduled post", async () => {
      for (const slug of ["secret-draft", "coming-soon"]) {
        notFound(await request(`/blog/${slug}`));
        notFound(await request(`/blog/${slug}`, { host: PUBLIC_HOST }));
      }
    });

    it("shows a signed-in editor the draft at its real address, marked, private and noindex", async () => {
      const answer = await request("/blog/secret-draft", { cookie: editorCookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("Preview: not published");
      expect(answer.body).toContain("The secret draft");
      expect(answer.body).toMatch(/<meta name="robots" content="noindex/);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
      expect(answer.body).toContain('href="/cms/posts/secret-draft"');

      const scheduled = await request("/blog/coming-soon", { cookie: editorCookie });
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toContain("Preview: not published");
      expect(scheduled.body).toContain("Scheduled for");
    });

    it("never keeps an editor's preview in the page cache for the next visitor", async () => {
      for (let i = 0; i < 2; i++) {
        expect((await request("/blog/secret-draft", { cookie: editorCookie })).status).toBe(200);
        expect((await request("/blog/secret-draft.data", { cookie: editorCookie })).status).toBe(200);
      }
      notFound(await request("/blog/secret-draft"));
      const data = await request("/blog/secret-draft.data");
      expect(data.body).not.toContain("The secret draft");
    });

    it("marks the client-side (.data) answer of a preview private too", async () => {
      const answer = await request("/blog/secret-draft.data", { cookie: editorCookie });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.body).toContain("The secret draft");
    });

    it("does not preview on the public host: the CMS session is not looked at there", async () => {
      notFound(await request("/blog/secret-draft", { host: PUBLIC_HOST, cookie: editorCookie }));
    });

    it("opens a draft for anyone holding a preview link, on any host, without the CMS link", async () => {
      const link = new URL((await createPreviewLink("secret-draft")).url);
      expect(link.origin).toBe(`http://${PUBLIC_HOST}`);
      expect(link.pathname).toBe("/blog/secret-draft");
      for (const host of [PUBLIC_HOST, CMS_HOST]) {
        const answer = await request(link.pathname + link.search, { host });
        expect(answer.status, host).toBe(200);
        expect(answer.body).toContain("Preview: not published");
        expect(answer.body).not.toContain("/cms/posts/secret-draft");
        expect(answer.headers["cache-control"]).toBe("private, no-store");
        expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      }
      // The link's page was not kept: the plain address is still a 404.
      notFound(await request("/blog/secret-draft", { host: PUBLIC_HOST }));
    });

    it("answers a forged, expired or other post's preview token with the visitor's 404", async () => {
      const link = new URL((await createPreviewLink("secret-draft")).url);
      const token = link.searchParams.get("preview") ?? "";
      const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      const otherPost = new URL((await createPreviewLink("coming-soon")).url).searchParams.get("preview");
      const expired = new URL(
        (await createPreviewLink("secret-draft", { now: Date.now() - PREVIEW_LINK_TTL_MS - 1000 })).url,
      ).searchParams.get("preview");
      // Same post, later expiry, old signature: the expiry is signed too.
      const [id, , signature] = token.split(".");
      const extended = `${id}.${Math.floor(Date.now() / 1000) + 10 * 365 * 86_400}.${signature}`;
      for (const bad of [flipped, otherPost, expired, extended, "", "x", "secret-draft.1.abc", "%00"]) {
        notFound(
          await request(`/blog/secret-draft?preview=${encodeURIComponent(String(bad))}`, {
            host: PUBLIC_HOST,
          }),
        );
      }
    });

    it("makes links only for posts that exist", async () => {
      await expect(createPreviewLink("no-such-post")).rejects.toMatchObject({ kind: "not-found" });
      await expect(createPreviewLink("../../etc")).rejects.toMatchObject({ kind: "not-found" });
    });

    it("hands the CMS a link from POST /cms/posts/:id/preview-link (signed in, same origin, POST only)", async () => {
      const origin = `http://127.0.0.1:${port}`;
      const made = await request("/cms/posts/secret-draft/preview-link", {
        method: "POST",
        cookie: editorCookie,
        headers: { origin },
      });
      expect(made.status).toBe(200);
      const body = JSON.parse(made.body) as { ok: boolean; url: string; expiresAt: string };
      expect(body.ok).toBe(true);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + PREVIEW_LINK_TTL_MS - 60_000);
      const link = new URL(body.url);
      expect((await request(link.pathname + link.search, { host: PUBLIC_HOST })).status).toBe(200);

      const foreign = await request("/cms/posts/secret-draft/preview-link", {
        method: "POST",
        cookie: editorCookie,
        headers: { origin: "https://evil.example" },
      });
      expect(foreign.status).toBe(403);
      const anonymous = await request("/cms/posts/secret-draft/preview-link", {
        method: "POST",
        headers: { origin },
      });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe("/cms/login");
      const missing = await request("/cms/posts/no-such-post/preview-link", {
        method: "POST",
        cookie: editorCookie,
        headers: { origin },
      });
      expect(missing.status).toBe(404);
      expect((await request("/cms/posts/secret-draft/preview-link", { cookie: editorCookie })).status).toBe(
        405,
      );
      // No CMS on the public host.
      const publicHost = {
        method: "POST",
        host: PUBLIC_HOST,
        cookie: editorCookie,
        headers: { origin: `http://${PUBLIC_HOST}` },
      };
      const onPublicHost = await request("/cms/posts/secret-draft/preview-link", publicHost);
      // No CMS path exists on the public host, whatever the method.
      expect(onPublicHost.status).toBe(404);
      expect(onPublicHost.body).not.toContain("preview=");
    });
  });

  describe("former slugs", () => {
    beforeAll(async () => {
      await database.db
        .insert(blogPosts)
        .values(post("renamed", { slug: "first-name", title: "Renamed article" }));
      // Renamed twice, as the editor's save does: the slug changes, then recordSlugChange.
      for (const [from, to] of [
        ["first-name", "second-name"],
        ["second-name", "third-name"],
      ]) {
        await database.db.update(blogPosts).set({ slug: to }).where(eq(blogPosts.id, "renamed"));
        await recordSlugChange(from, to);
      }
    });

    it("answers every old slug with one 301 to the current slug (chains collapse)", async () => {
      for (const old of ["first-name", "second-name"]) {
        const answer = await request(`/blog/${old}`, { host: PUBLIC_HOST });
        expect(answer.status, old).toBe(301);
        expect(answer.headers.location, old).toBe("/blog/third-name");
      }
      const current = await request("/blog/third-name", { host: PUBLIC_HOST });
      expect(current.status).toBe(200);
      expect(current.body).toContain("Renamed article");
    });

    it("keeps the query (a preview link, UTM tags) across the redirect", async () => {
      const answer = await request("/blog/first-name?utm_source=newsletter", { host: PUBLIC_HOST });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe("/blog/third-name?utm_source=newsletter");
    });

    it("redirects the client-side navigation's .data request as well", async () => {
      const answer = await request("/blog/first-name.data", { host: PUBLIC_HOST });
      // React Router's single fetch answers a loader redirect with 202 and a redirect record.
      expect(answer.status).toBe(202);
      expect(answer.body).toContain('"SingleFetchRedirect"');
      expect(answer.body).toMatch(/"redirect","\/blog\/third-name","status",301/);
    });

    it("never loops: renaming back to an old slug serves it and redirects the others there", async () => {
      await database.db.insert(blogPosts).values(post("loop", { slug: "loop-a" }));
      for (const [from, to] of [
        ["loop-a", "loop-b"],
        ["loop-b", "loop-a"],
      ]) {
        await database.db.update(blogPosts).set({ slug: to }).where(eq(blogPosts.id, "loop"));
        await recordSlugChange(from, to);
      }
      expect((await request("/blog/loop-a", { host: PUBLIC_HOST })).status).toBe(200);
      const old = await request("/blog/loop-b", { host: PUBLIC_HOST });
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe("/blog/loop-a");
    });

    it("lets a new post that takes an old slug win over the redirect", async () => {
      await database.db
        .insert(blogPosts)
        .values(post("reuser", { slug: "second-name", title: "A new post here" }));
      const answer = await request("/blog/second-name", { host: PUBLIC_HOST });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("A new post here");
      expect((await request("/blog/first-name", { host: PUBLIC_HOST })).headers.location).toBe(
        "/blog/third-name",
      );
    });

    it("does not reveal an unpublished post's new slug to visitors", async () => {
      await database.db.insert(blogPosts).values(post("hidden", { slug: "hidden-old" }));
      await database.db
        .update(blogPosts)
        .set({ slug: "hidden-new", isPublished: false })
        .where(eq(blogPosts.id, "hidden"));
      await recordSlugChange("hidden-old", "hidden-new");
      notFound(await request("/blog/hidden-old", { host: PUBLIC_HOST }));
      const editor = await request("/blog/hidden-old", { cookie: editorCookie });
      expect(editor.status).toBe(301);
      expect(editor.headers.location).toBe("/blog/hidden-new");
    });

    it("keeps a never-published draft's preview link working after the draft is renamed", async () => {
      // No redirect is recorded for a draft nobody else saw, so the link follows the post.
      await database.db
        .insert(blogPosts)
        .values(post("never-live", { slug: "working-title", isPublished: false }));
      const link = new URL((await createPreviewLink("never-live")).url);
      await database.db.update(blogPosts).set({ slug: "final-title" }).where(eq(blogPosts.id, "never-live"));
      const moved = await request(link.pathname + link.search, { host: PUBLIC_HOST });
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`/blog/final-title${link.search}`);
      const shown = await request(String(moved.headers.location), { host: PUBLIC_HOST });
      expect(shown.status).toBe(200);
      expect(shown.body).toContain("Preview: not published");
      // Without the link, neither address shows or reveals anything.
      notFound(await request("/blog/working-title", { host: PUBLIC_HOST }));
      notFound(await request("/blog/final-title", { host: PUBLIC_HOST }));
    });
  });

  describe("what the article shows", () => {
    let photoId: string;

    beforeAll(async () => {
      const [photo] = await database.db
        .insert(media)
        .values([
          {
            filename: "maria.jpg",
            alt: "Maria Delgado smiling",
            originalType: "image/jpeg",
            width: 800,
            height: 800,
            byteSize: 1000,
          },
        ])
        .returning({ id: media.id });
      photoId = photo.id;
      const [library] = await database.db
        .insert(media)
        .values({
          filename: "crew.jpg",
          alt: "A roofing crew on a steep roof",
          originalType: "image/jpeg",
          width: 1200,
          height: 630,
          byteSize: 1000,
        })
        .returning({ id: media.id });
      await database.db.insert(blogPosts).values([
        post("by-maria", {
          authorId: editorId,
          author: "Old byline",
          authorBio: "Old bio.",
          featuredImage: "/blog/gbp.svg",
          featuredImageAlt: "A phone showing a map pack with three roofers",
          publishedAt: new Date("2026-02-01T09:00:00Z"),
          updatedAt: new Date("2026-02-03T15:30:00Z"),
        }),
        post("library-image", { featuredImage: `/media/${library.id}.webp` }),
        post("plain-image", { featuredImage: "/blog/gbp.svg", title: "Plain image" }),
        post("early-edit", {
          publishedAt: new Date("2026-02-10T09:00:00Z"),
          updatedAt: new Date("2026-02-01T09:00:00Z"),
        }),
      ]);
      await updateProfile(editorId, {
        displayName: "Maria Delgado",
        bio: "Local SEO lead at Hearthstone Digital.",
        avatarMediaId: photoId,
      });
    });

    it("puts dateModified (the last save, never before publication) in the BlogPosting JSON-LD", async () => {
      const [posting] = jsonLd((await request("/blog/by-maria", { host: PUBLIC_HOST })).body).filter(
        (item) => item["@type"] === "BlogPosting",
      );
      expect(posting.datePublished).toBe("2026-02-01T09:00:00.000Z");
      expect(posting.dateModified).toBe("2026-02-03T15:30:00.000Z");
      const [early] = jsonLd((await request("/blog/early-edit", { host: PUBLIC_HOST })).body).filter(
        (item) => item["@type"] === "BlogPosting",
      );
      expect(early.dateModified).toBe("2026-02-10T09:00:00.000Z");
    });

    it("shows the author's profile: name, bio and photo, on the page and in JSON-LD", async () => {
      const { body } = await request("/blog/by-maria", { host: PUBLIC_HOST });
      expect(body).toContain("Maria Delgado");
      expect(body).toContain("Local SEO lead at Hearthstone Digital.");
      expect(body).not.toContain("Old bio.");
      expect(body).toContain(`src="/media/${photoId}-600.webp"`);
      const [posting] = jsonLd(body).filter((item) => item["@type"] === "BlogPosting");
      expect(posting.author).toEqual({
        "@type": "Person",
        name: "Maria Delgado",
        description: "Local SEO lead at Hearthstone Digital.",
        image: `http://${PUBLIC_HOST}/media/${photoId}-600.webp`,
      });
    });

    it("copies the profile into the post's spec fields (author, authorBio) that the API serves", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/blog/posts/by-maria`);
      expect(await response.json()).toMatchObject({
        author: "Maria Delgado",
        authorBio: "Local SEO lead at Hearthstone Digital.",
      });
    });

    it("describes the featured image with the post's alt text, else the library's, else the generic text", async () => {
      expect((await request("/blog/by-maria", { host: PUBLIC_HOST })).body).toContain(
        'alt="A phone showing a map pack with three roofers"',
      );
      expect((await request("/blog/library-image", { host: PUBLIC_HOST })).body).toContain(
        'alt="A roofing crew on a steep roof"',
      );
      expect((await request("/blog/plain-image", { host: PUBLIC_HOST })).body).toContain(
        'alt="Illustration for the article “Plain image”"',
      );
    });
  });

  it("answers no-store on every CMS page: the pages take the CMS shell's header as their own", async () => {
    for (const path of ["/cms/dashboard", "/cms/posts", "/cms/media", "/cms/staff", "/cms/newsletters"]) {
      const page = await request(path, { cookie: editorCookie });
      expect(page.status, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("no-store");
    }
  });

  describe("/cms/profile", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const post = (body: string, headers: Record<string, string> = { origin: `http://127.0.0.1:${port}` }) =>
      request("/cms/profile", {
        method: "POST",
        cookie: editorCookie,
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });

    it("shows the signed-in user's profile form; visitors are sent to sign in", async () => {
      const page = await request("/cms/profile", { cookie: editorCookie });
      expect(page.status).toBe(200);
      expect(page.body).toContain('name="displayName"');
      expect(page.body).toContain('name="bio"');
      expect(page.body).toContain('name="avatarMediaId"');
      expect(page.headers["cache-control"]).toBe("no-store");
      const anonymous = await request("/cms/profile");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.location).toBe("/cms/login");
      expect((await request("/cms/profile", { host: PUBLIC_HOST, cookie: editorCookie })).status).toBe(404);
    });

    it("saves a profile from a plain form post and the article shows it", async () => {
      const saved = await post(
        form({ displayName: "M. Delgado", bio: "Writes about maps.", avatarMediaId: "" }),
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toContain("Profile saved.");
      const article = await request("/blog/by-maria", { host: PUBLIC_HOST });
      expect(article.body).toContain("M. Delgado");
      expect(article.body).toContain("Writes about maps.");
      expect(article.body).not.toContain('-600.webp" alt=""');
    });

    it("refuses bad fields with 400 and field messages, keeping the saved profile", async () => {
      const empty = await post(form({ displayName: "  ", bio: "x" }));
      expect(empty.status).toBe(400);
      expect(empty.body).toContain("Display name is required");
      const unknownPhoto = await post(
        form({ displayName: "Someone", avatarMediaId: "00000000-0000-4000-8000-000000000000" }),
      );
      expect(unknownPhoto.status).toBe(400);
      expect(unknownPhoto.body).toContain("This image is no longer in the media library");
      const notUuid = await post(form({ displayName: "Someone", avatarMediaId: "../../etc/passwd" }));
      expect(notUuid.status).toBe(400);
      const long = await post(form({ displayName: "Someone", bio: "b".repeat(501) }));
      expect(long.status).toBe(400);
      expect(long.body).toContain("Bio must be at most 500 characters");
      expect((await request("/blog/by-maria", { host: PUBLIC_HOST })).body).toContain("M. Delgado");
    });

    it("refuses a form posted from another origin and changes nothing", async () => {
      const foreign = await post(form({ displayName: "Evil" }), { origin: "https://evil.example" });
      // React Router's own origin check answers 400 before the action's 403 would.
      expect([400, 403]).toContain(foreign.status);
      expect((await request("/blog/by-maria", { host: PUBLIC_HOST })).body).not.toContain("Evil");
    });
  });
});
