import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/staff/auth";
import { getEditableProfile, updateProfile } from "~/.server/services/posts/authors";
import { SINGLE_LINE_MESSAGE } from "~/lib/schemas/single-line";
import { action as editorAction } from "~/routes/cms.post-edit";
import { cmsCall, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

/**
 * A post's author profile and the status a new post gets through the
 * JSON API: the API keeps the spec's default (published); a post naming a staff profile takes
 * its name and bio; the profile counts the posts that name it.
 */
const PASSWORD = "walnut-furnace-meadow-38";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;
let authorId: string;

/** The editor's explicit save of these fields (its page action, JSON as the editor posts it). */
const save = (id: string, post: Record<string, unknown>) =>
  callRoute(editorAction, `/cms/posts/${id}`, { cookie, json: { intent: "save", post }, params: { id } });

const call = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, { cookie, body });

const post = (overrides: Record<string, unknown> = {}) => ({
  title: `Byline Check ${Math.random().toString(36).slice(2)}`,
  content: "Words.",
  author: "Whoever Typed This",
  ...overrides,
});

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  const user = await createUser("byline-author", PASSWORD, { email: "byline-author@staff.example" });
  authorId = user.id;
  await updateProfile(authorId, {
    displayName: "Rosa Vance",
    bio: "Writes about HVAC.",
    avatarMediaId: null,
  });
  cookie = await signInCookie(server, "byline-author", PASSWORD);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("a new post's status through the JSON API", () => {
  it("is published when isPublished is left out (the spec's default)", async () => {
    const response = await call("POST", "/api/cms/blog/posts", post());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ isPublished: true, status: "published" });
  });
});

describe("a post naming a staff profile", () => {
  it("takes the profile's name and bio, whatever author text was sent, and the profile counts it", async () => {
    const before = (await getEditableProfile(authorId)).postCount;
    const response = await call("POST", "/api/cms/blog/posts", post({ authorId }));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ authorId, author: "Rosa Vance", authorBio: "Writes about HVAC." });
    expect((await getEditableProfile(authorId)).postCount).toBe(before + 1);

    // A save that does not name a profile keeps it.
    const { id, version: _version, ...rest } = created;
    const kept = await save(id, { ...rest, authorId: undefined, title: "Renamed" });
    expect(kept.status).toBe(200);
    expect(kept.value).toMatchObject({ editor: { post: { authorId, author: "Rosa Vance" } } });

    // An empty one makes the post a guest author's again, with the text sent.
    const guest = await save(id, { ...rest, authorId: "", author: "A Guest" });
    expect(guest.value).toMatchObject({ editor: { post: { authorId: null, author: "A Guest" } } });
    expect((await getEditableProfile(authorId)).postCount).toBe(before);
  });

  it("answers 400 naming the field for a profile that does not exist or is not an id", async () => {
    for (const authorId of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await call("POST", "/api/cms/blog/posts", post({ authorId }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(JSON.stringify(body)).toContain("authorId");
    }
  });
});

describe("a post's single-line fields", () => {
  it("refuse a line break with 400 and a field message, and store nothing", async () => {
    const title = `Header Probe ${Math.random().toString(36).slice(2)}`;
    const refused = await call(
      "POST",
      "/api/cms/blog/posts",
      post({ title: `${title}\r\nBcc: x@y.example` }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { title: SINGLE_LINE_MESSAGE } });
    const listed = (await (await call("GET", "/api/cms/blog/posts")).json()) as { title: string }[];
    expect(listed.some((item) => item.title.startsWith(title))).toBe(false);

    const created = await (await call("POST", "/api/cms/blog/posts", post({ title }))).json();
    const { id, version: _version, ...rest } = created;
    const renamed = await save(id, { ...rest, author: "Two\nLines" });
    expect(renamed.status).toBe(400);
    expect(renamed.value).toMatchObject({ fieldErrors: { author: SINGLE_LINE_MESSAGE } });
  });
});
