/**
 * One same-origin check for every CMS request that may change something (page
 * actions, their `.data` posts, the JSON API), run before any route, with one sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { FOREIGN_ORIGIN_MESSAGE } from "~/content/http-messages";
import { createUser } from "~/.server/services/staff/auth";
import { signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("origin-check", PASSWORD, { email: "origin-check@staff.example" });
  cookie = await signInCookie(server, "origin-check", PASSWORD, "10.31.0.1");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const form = "intent=delete&id=some-post";
const requests: [string, string, string][] = [
  ["a page action", "/cms/posts", "application/x-www-form-urlencoded"],
  ["a page action's .data post", "/cms/posts.data", "application/x-www-form-urlencoded"],
  ["the sign-in page", "/cms/login", "application/x-www-form-urlencoded"],
  ["the JSON API", "/api/cms/blog/posts", "application/json"],
  ["the image generator", "/api/generate-image", "application/json"],
];

describe("a CMS write from another origin", () => {
  it.each(requests)("is refused with 403 for %s (signed in)", async (_what, path, type) => {
    const body = type === "application/json" ? JSON.stringify({ title: "Forged" }) : form;
    for (const headers of [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
      {} as Record<string, string>,
    ]) {
      const response = await server.fetch(path, {
        method: "POST",
        headers: { cookie, "content-type": type, ...headers },
        body,
        redirect: "manual",
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const text = await response.text();
      expect(text).toContain(FOREIGN_ORIGIN_MESSAGE);
      if (path.startsWith("/api/")) expect(JSON.parse(text)).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
    }
  });

  it("passes the same request from the site's own origin on to its route", async () => {
    const response = await server.fetch("/api/cms/blog/posts", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: config.PUBLIC_URL },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
  });

  it("leaves reads alone", async () => {
    const response = await server.fetch("/api/cms/me", {
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
  });
});
