/**
 * The HTTP edge, against the production build run as a child process: malformed Host and
 * forwarding headers, expected refusals in the log, the CMS host gate for every method, slow
 * clients and a declared oversized body, Cache-Control of private and error pages; and the page
 * cache and content encodings on the real build.
 * Requests go out through node:http or a raw socket, so headers arrive exactly as written.
 */
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { decodedBody, type RawAnswer, rawRequest } from "../helpers/raw-http";
import { logLines, loggedSoFar, type SpawnedServer, spawnServer } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

let site: SpawnedServer;

const raw = (method: string, path: string, options?: Parameters<typeof rawRequest>[3]) =>
  rawRequest(site.port, method, path, options);

/** Writes `text` on a raw connection and resolves with what came back and when the server closed. */
function socketExchange(
  text: string,
  { trickle, maxMs = 20_000 }: { trickle?: string; maxMs?: number } = {},
): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(site.port, "127.0.0.1");
    let reply = "";
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    socket.write(text);
    // A slow client: one byte every 200 ms, for as long as the server keeps listening.
    if (trickle) timer = setInterval(() => socket.write(trickle), 200);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${maxMs} ms`));
    }, maxMs).unref();
  });
}

beforeAll(async () => {
  site = await spawnServer({
    env: { HEADERS_TIMEOUT_MS: "1500", REQUEST_TIMEOUT_MS: "3000", RENDERS_PER_MINUTE: "30" },
  });
}, 240_000);

afterAll(async () => {
  await site?.dispose();
});

describeWhen(needsBuild, "the HTTP edge (production build)", () => {
  it("answers a malformed Host, X-Forwarded-Host or X-Forwarded-Proto with 400, never 500", async () => {
    const bad: Record<string, string>[] = [
      { host: "xn--a" },
      { host: "a b" },
      { host: "localhost:99999" },
      { host: "localhost:0" },
      { host: "exa_mple.com" },
      { host: "[zz::1]" },
      { host: "example.com", "x-forwarded-proto": "1" },
      { host: "example.com", "x-forwarded-proto": "javascript" },
      { host: "example.com", "x-forwarded-host": "xn--a" },
      { host: "example.com", "x-forwarded-host": "a b:80" },
    ];
    for (const headers of bad) {
      for (const path of ["/blog/x", "/", "/blog", "/api/blog/posts", "/contact"]) {
        const response = await raw("GET", path, { headers });
        expect(response.status, `${JSON.stringify(headers)} ${path}`).toBe(400);
      }
    }
    // HTTP/1.0 without a Host names no site.
    const old = await socketExchange("GET /blog/x HTTP/1.0\r\n\r\n");
    expect(old.reply).toMatch(/^HTTP\/1\.[01] 400 /);
    // Good values still pass: a port, an IP literal, a proxy's list.
    const good: Record<string, string>[] = [
      { host: `localhost:${site.port}` },
      { host: "127.0.0.1" },
      { host: "[::1]:8080" },
      { host: "www.example.com", "x-forwarded-proto": "https, http", "x-forwarded-host": "www.example.com" },
    ];
    for (const headers of good) {
      expect((await raw("GET", "/blog/x", { headers })).status, JSON.stringify(headers)).toBe(404);
    }
    expect(site.stdout()).not.toMatch(/"level":50/);
  });

  it("answers every CMS path with 404 on a public host, whatever the method", async () => {
    const paths = [
      "/api/cms/me",
      "/api/cms/blog/posts",
      "/api/cms/login",
      "/api/cms/inbox/export.csv",
      "/api/generate-image",
      "/API/CMS/me",
      "/cms",
      "/cms/login",
      "/cms/posts/abc",
      "/cms/posts/abc.data",
      "/cms/login.data",
    ];
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]) {
      for (const path of paths) {
        const response = await raw(method, path, {
          headers: {
            host: "www.example.com",
            origin: "http://www.example.com",
            "content-type": "application/json",
          },
          body: method === "GET" || method === "HEAD" || method === "TRACE" ? undefined : "{}",
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.allow, `${method} ${path}`).toBeUndefined();
      }
    }
    // On a CMS host the API is still there (a method the sign-in does not take is refused, not hidden).
    const onCmsHost = await raw("PUT", "/api/cms/login", {
      headers: { host: "localhost", origin: "http://localhost" },
    });
    expect(onCmsHost.status).toBe(405);
  });

  it("logs expected refusals at info or warn without a stack, with their real status", async () => {
    const before = site.stdout().length;
    const form = "name=Ada&email=ada%40example.com&message=Hi";
    const refusals = [
      raw("POST", "/quick-message", {
        headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: form,
      }),
      raw("PUT", "/about-us-nowhere", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      }),
      raw("DELETE", "/services", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      }),
      raw("PATCH", "/blog", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: form }),
      raw("GET", "/no-such-page"),
      raw("GET", "/blog/no-such-article"),
    ];
    const statuses = (await Promise.all(refusals)).map((response) => response.status);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    const written = (await loggedSoFar(site)).slice(before);
    const lines = logLines(written);
    expect(lines.length).toBeGreaterThan(0);
    expect(written).not.toContain("[object Object]");
    for (const line of lines) {
      expect(line.level, JSON.stringify(line)).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toMatch(/"stack"/);
    }
    // The refusals the renderer reports carry their status.
    const refused = lines.filter((line) => line.msg === "page request refused");
    expect(refused.map((line) => line.status)).toEqual(expect.arrayContaining([400, 405]));
  });

  it("drops a client that sends its headers or its body too slowly", async () => {
    const headers = await socketExchange("GET / HTTP/1.1\r\nHost: localhost\r\n", { trickle: "X" });
    // HEADERS_TIMEOUT_MS is 1.5 s here (10 s by default), checked every second.
    expect(headers.closedAfterMs).toBeLessThan(5_000);
    const body = await socketExchange(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      { trickle: " " },
    );
    expect(body.closedAfterMs).toBeLessThan(7_000);
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(2_500);
  });

  it("refuses a declared oversized API body with 413 before the body arrives", async () => {
    for (const target of ["/api/contact", "/api/quick-contact", "/api/cms/login"]) {
      const started = Date.now();
      const { reply, closedAfterMs } = await socketExchange(
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{"a":`,
        { maxMs: 10_000 },
      );
      expect(reply, target).toMatch(/^HTTP\/1\.1 413 /);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(closedAfterMs).toBeLessThan(2_000);
    }
  });

  it("sends Cache-Control: private, no-store for the checkout, 404 pages and preview links", async () => {
    for (const path of [
      "/checkout/business-pro",
      "/no-such-page",
      "/blog/no-such-article",
      "/product/no-such-template",
      "/blog/google-ads-for-hvac-companies?preview=forged.token",
    ]) {
      const response = await raw("GET", path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
    // A published article without a token stays cacheable (revalidated).
    const article = await raw("GET", "/blog/google-ads-for-hvac-companies");
    expect(article.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("always sends a blog image and page that decode, whatever the encodings asked before", async () => {
    const slugs = [
      "google-ads-for-hvac-companies",
      "email-marketing-for-home-service-businesses",
      "how-to-get-more-google-reviews",
      "local-seo-checklist-for-plumbers",
      "home-service-website-that-converts",
      "how-to-respond-to-negative-reviews",
    ];
    const encodings = ["gzip", "br", undefined] as const;
    const orders = encodings.flatMap((a) =>
      encodings.flatMap((b) => encodings.filter((c) => c !== a && c !== b && a !== b).map((c) => [a, b, c])),
    );
    const decode = (response: RawAnswer) => decodedBody(response).toString();
    // Each order on its own image and article, so each starts on an empty cache entry.
    for (const [index, order] of orders.entries()) {
      const slug = slugs[index];
      for (const acceptEncoding of [...order, ...order]) {
        const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
        const image = await raw("GET", `/blog/${slug}.svg`, { headers });
        expect(image.status).toBe(200);
        expect(decode(image), `${slug}.svg ${order.join(",")}`).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
        const page = await raw("GET", `/blog/${slug}`, { headers });
        expect(page.status).toBe(200);
        expect(decode(page), `${slug} ${order.join(",")}`).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);
        if (!acceptEncoding) {
          expect(image.headers["content-encoding"]).toBeUndefined();
          expect(page.headers["content-encoding"]).toBeUndefined();
        }
      }
    }
  });

  it("limits the server renders of one client on the public host, and only renders", async () => {
    const headers = (client: string) => ({ host: "www.example.com", "x-forwarded-for": client });
    const statuses: number[] = [];
    // Each search is a new page: a render, not a page-cache hit.
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      statuses.push((await raw("GET", `/blog?q=flood-${i}`, { headers: headers("203.0.113.77") })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await raw("GET", "/blog?q=one-more", { headers: headers("203.0.113.77") });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The prerendered home page, a cached article and another client are unaffected.
    expect((await raw("GET", "/", { headers: headers("203.0.113.77") })).status).toBe(200);
    expect((await raw("GET", "/blog?q=other", { headers: headers("203.0.113.78") })).status).toBe(200);
  });

  it("answers any blog search without a server error, and real searches still find posts", async () => {
    const searches = [
      "-".repeat(33),
      "-".repeat(200),
      "- ".repeat(60),
      "!".repeat(50),
      "(((((a|b)&c)<->d:*",
      '"unclosed phrase -x or or or',
      "-a".repeat(90),
      "x-!".repeat(60),
    ];
    for (const search of searches) {
      const value = encodeURIComponent(search);
      for (const path of [`/api/blog/posts?search=${value}`, `/blog?q=${value}`, `/blog.data?q=${value}`]) {
        const response = await raw("GET", path, { headers: { "x-forwarded-for": "198.51.100.40" } });
        expect(response.status, path).toBeLessThan(500);
      }
    }
    const found = await raw("GET", "/api/blog/posts?search=google%20ads");
    expect(found.status).toBe(200);
    expect(JSON.parse(found.bytes.toString()).length).toBeGreaterThan(0);
  });
});
