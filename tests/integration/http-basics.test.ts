import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { seed } from "~/.server/db/seed";
import { blogPosts } from "~/.server/db/schema";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("database", () => {
  it("has every table of the schema after migrations", async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      "blog_posts",
      "cms_users",
      "cms_sessions",
      "leads",
      "orders",
      "newsletter_subscribers",
      "media",
      "mail_outbox",
      "rate_limits",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("seeds sample content once, however often it runs", async () => {
    const config = useTestConfig();
    await seed(database.db, config);
    const first = await database.db.select({ id: blogPosts.id }).from(blogPosts);
    await seed(database.db, config);
    const second = await database.db.select({ id: blogPosts.id }).from(blogPosts);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBe(first.length);
  });
});

describe("HTTP basics", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await server.fetch("/healthz")).status).toBe(200);
    const ready = await server.fetch("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const response = await server.fetch("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("refuses a non-JSON body with 415", async () => {
    const response = await server.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/application\/json/);
  });

  it("refuses a JSON body in another charset, or compressed in a way it cannot read, with 415 naming the header", async () => {
    const charset = await server.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json; charset=latin1" },
      body: "{}",
    });
    expect(charset.status).toBe(415);
    expect((await charset.json()).message).toBe("Unsupported charset: send the body as UTF-8.");
    const encoded = await server.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "zstd-unknown" },
      body: "{}",
    });
    expect(encoded.status).toBe(415);
    expect((await encoded.json()).message).toMatch(/^Unsupported Content-Encoding/);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await server.postJson("/api/contact", "{not json");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/not valid JSON/);
  });

  it("refuses a body over 32 KB with 413", async () => {
    const response = await server.postJson("/api/contact", { message: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/too large/);
  });

  it("redirects a trailing-slash URL to its canonical form", async () => {
    const response = await server.fetch("/about/?a=1", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?a=1");
  });

  it("sends security headers and no X-Powered-By", async () => {
    const response = await server.fetch("/healthz");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
