/**
 * Security baseline, against the production build run as a child process, so
 * prerendered pages, server-rendered pages, static files and the API are all covered.
 * The build is copied to a throwaway folder first and files that must never be served
 * (.env, .git, a source map, package.json next to the bundle) are planted into it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyBuild, type SpawnedServer, spawnServer } from "../helpers/spawn-server";

let buildCopy: string;
let http: SpawnedServer;
let https: SpawnedServer;
let assetPath: string;

const SECRET = "PLANTED-SECRET-7f3a9c";
/** The development demo account, switched on for these servers with CMS_DEMO_ACCOUNT=true. */
const DEMO_PASSWORD = "hearth-studio-2026";

beforeAll(async () => {
  buildCopy = copyBuild();
  const client = path.join(buildCopy, "client");
  fs.writeFileSync(path.join(client, ".env"), `DATABASE_URL=postgres://x:${SECRET}@db/x\n`);
  fs.mkdirSync(path.join(client, ".git"), { recursive: true });
  fs.writeFileSync(path.join(client, ".git", "config"), `[core]\n# ${SECRET}\n`);
  fs.writeFileSync(path.join(client, ".git", "HEAD"), `ref: refs/heads/${SECRET}\n`);
  const someAsset = fs.readdirSync(path.join(client, "assets")).find((file) => file.endsWith(".js"));
  if (!someAsset) throw new Error("the build has no JavaScript asset");
  assetPath = `/assets/${someAsset}`;
  fs.writeFileSync(
    path.join(client, "assets", `${someAsset}.map`),
    JSON.stringify({ version: 3, sources: [SECRET], mappings: "" }),
  );
  fs.writeFileSync(path.join(client, "app.js.map"), JSON.stringify({ version: 3, sources: [SECRET] }));

  [http, https] = await Promise.all([
    spawnServer({ buildDir: buildCopy }),
    spawnServer({
      buildDir: buildCopy,
      env: { PUBLIC_URL: "https://www.hearthstone.example", CMS_DEMO_ACCOUNT: "true" },
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([http?.dispose(), https?.dispose()]);
  if (buildCopy) fs.rmSync(buildCopy, { recursive: true, force: true });
});

/** One URL per kind of response the product gives. */
function responseKinds() {
  return [
    { kind: "prerendered page", path: "/about" },
    { kind: "prerendered home page", path: "/" },
    { kind: "server-rendered page", path: "/blog" },
    { kind: "prerendered page with a query (server-rendered)", path: "/services?utm_source=test" },
    { kind: "API JSON", path: "/api/blog/posts" },
    { kind: "API 404", path: "/api/no-such-endpoint" },
    { kind: "health check", path: "/healthz" },
    { kind: "hashed static asset", path: assetPath },
    { kind: "static file", path: "/favicon.ico" },
    { kind: "page 404", path: "/no-such-page" },
    { kind: "trailing-slash redirect", path: "/about/" },
  ];
}

function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** This response's nonce, or undefined for a stored page (its CSP names its scripts by hash). */
function nonceOf(response: Response): string | undefined {
  const scriptSrc = cspDirectives(response.headers.get("content-security-policy")).get("script-src") ?? [];
  const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
  expect(nonces.length).toBeLessThanOrEqual(1);
  return nonces[0]?.slice("'nonce-".length, -1);
}

/**
 * Every script the page runs is allowed by this response's CSP: by its nonce (a server render),
 * or on a stored page (prerendered, page cache) an inline one by its hash and a file by 'self'.
 * JSON data blocks (structured data) are not run and need neither.
 */
function expectScriptsAllowed(response: Response, html: string, label: string) {
  const scriptSrc = cspDirectives(response.headers.get("content-security-policy")).get("script-src") ?? [];
  const nonce = nonceOf(response);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(scripts.length, `${label} has scripts`).toBeGreaterThan(0);
  for (const [, attributes, source] of scripts) {
    if (nonce !== undefined) {
      expect(attributes, `${label}: script tag carries this response's nonce`).toContain(`nonce="${nonce}"`);
    } else if (/\bsrc=/.test(attributes)) {
      expect(scriptSrc, `${label}: script file from the site`).toContain("'self'");
    } else {
      const hash = crypto.createHash("sha256").update(source).digest("base64");
      expect(scriptSrc, `${label}: inline script named by hash`).toContain(`'sha256-${hash}'`);
    }
  }
}

function expectBaselineHeaders(response: Response, label: string) {
  const headers = response.headers;
  const csp = cspDirectives(headers.get("content-security-policy"));
  expect(csp.size, `${label}: Content-Security-Policy`).toBeGreaterThan(0);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(
    scriptSrc.some((value) => value.startsWith("'nonce-") || value.startsWith("'sha256-")),
    `${label}: script nonce or hashes`,
  ).toBe(true);
  expect(scriptSrc, `${label}: no unsafe-inline scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: no unsafe-eval`).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${label}: base-uri`).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers.get("x-content-type-options"), `${label}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${label}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
    expect(permissions, `${label}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  expect(headers.get("x-powered-by"), `${label}: X-Powered-By`).toBeNull();
}

describe("security headers", () => {
  it("are on every kind of response, without HSTS when PUBLIC_URL is http", async () => {
    for (const { kind, path: pathname } of responseKinds()) {
      const response = await http.fetch(pathname, { redirect: "manual" });
      expect(response.status, kind).toBeLessThan(500);
      expectBaselineHeaders(response, `${kind} ${pathname}`);
      expect(response.headers.get("strict-transport-security"), `${kind}: no HSTS over http`).toBeNull();
      await response.arrayBuffer();
    }
  });

  it("add HSTS of at least one year on every kind of response when PUBLIC_URL is https", async () => {
    for (const { kind, path: pathname } of responseKinds()) {
      const response = await https.fetch(pathname, { redirect: "manual" });
      expectBaselineHeaders(response, `${kind} ${pathname}`);
      const hsts = response.headers.get("strict-transport-security") ?? "";
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, `${kind}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
      await response.arrayBuffer();
    }
  });

  it("allow every script of a page by a fresh nonce per response, or on a stored page by hash", async () => {
    for (const pathname of ["/", "/about", "/contact", "/blog", "/services?ref=x", "/no-such-page"]) {
      const seen: string[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await http.fetch(pathname);
        const nonce = nonceOf(response);
        if (nonce !== undefined) {
          expect(nonce, pathname).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
          seen.push(nonce);
        }
        const html = await response.text();
        expectScriptsAllowed(response, html, pathname);
        expect(html, `${pathname}: no unsubstituted placeholder`).not.toContain("__CSP_NONCE__");
      }
      expect(new Set(seen).size, `${pathname}: a nonce is never given twice`).toBe(seen.length);
    }
  });

  it("never serve a prerendered file under a second URL without its nonce", async () => {
    for (const pathname of ["/index.html", "/about/index.html", "/contact/index.html"]) {
      const response = await http.fetch(pathname, { redirect: "manual" });
      const body = await response.text();
      expect(body, pathname).not.toContain("__CSP_NONCE__");
      if (response.status === 200) expectScriptsAllowed(response, body, pathname);
    }
  });
});

describe("files that are never served", () => {
  const targets = [
    ".env",
    ".git/config",
    ".git/HEAD",
    "app.js.map",
    "package.json",
    "package-lock.json",
    "server.js",
    "server/index.js",
    "drizzle/meta/_journal.json",
    "drizzle.config.ts",
    "tsconfig.json",
    ".ci/run",
    "app/.server/config.ts",
  ];
  const encodings = (target: string) => [
    `/${target}`,
    `/${target.replaceAll(".", "%2e")}`,
    `/${target.replaceAll("/", "%2f")}`,
    `/assets/../${target}`,
    `/assets/..%2f${target}`,
    `/assets/%2e%2e/${target}`,
    `/assets/%2e%2e%2f%2e%2e%2f${target}`,
    `/assets/..%252f${target}`,
    `/%2e%2e/%2e%2e/${target}`,
    `//${target}`,
    `/./${target}`,
    `/${target}%00`,
    `/${target}?download=1`,
    `/${target.toUpperCase()}`,
  ];

  it("answers 4xx for dotfiles, source maps, the server bundle, package files and migrations", async () => {
    let tried = 0;
    for (const target of targets) {
      for (const pathname of encodings(target)) {
        // Send the path exactly as written (fetch would normalise "..").
        const response = await rawGet(http.port, pathname);
        tried++;
        expect(response.status, pathname).toBeGreaterThanOrEqual(300);
        expect(response.status, pathname).toBeLessThan(500);
        expect(response.body, pathname).not.toContain(SECRET);
        expect(response.body, pathname).not.toContain('"hearth-digital-site"');
        expect(response.body, pathname).not.toContain("createRequestHandler");
        expect(response.body, pathname).not.toContain("[core]");
      }
    }
    expect(tried).toBe(targets.length * 14);
  });

  it("serves no source map next to a hashed asset, and the assets do not point at one", async () => {
    const map = await http.fetch(`${assetPath}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain(SECRET);
    const asset = await http.fetch(assetPath);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).not.toMatch(/sourceMappingURL/);
  });
});

describe("API errors", () => {
  it("answer every unknown /api path and method with 404 JSON { message }", async () => {
    const cases: [string, string][] = [
      ["GET", "/api"],
      ["GET", "/api/nope"],
      ["GET", "/api/admin"],
      ["GET", "/api/.env"],
      ["GET", "/api/blog"],
      ["GET", "/api/blog/posts/a/b/c"],
      ["POST", "/api/nope"],
      ["PUT", "/api/users/1"],
      ["DELETE", "/api/everything"],
      ["PATCH", "/api/contact/1"],
    ];
    for (const [method, pathname] of cases) {
      const response = await http.fetch(pathname, {
        method,
        headers: method === "GET" ? {} : { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(response.headers.get("content-type"), `${method} ${pathname}`).toMatch(/^application\/json/);
      const body = await response.json();
      expect(typeof body.message, `${method} ${pathname}`).toBe("string");
    }
    // Under /api/cms an anonymous caller learns nothing about which paths exist: 401 or 404, JSON.
    for (const pathname of ["/api/cms/does-not-exist", "/api/cms/admin/users"]) {
      const response = await http.fetch(pathname);
      expect([401, 404], pathname).toContain(response.status);
      expect(typeof (await response.json()).message, pathname).toBe("string");
    }
  });

  it("are JSON { message } without a stack trace or SQL text", async () => {
    const bad: { path: string; init: RequestInit; status: number }[] = [
      { path: "/api/contact", init: jsonPost("{not json"), status: 400 },
      { path: "/api/contact", init: jsonPost(`{"a":"${"x".repeat(40_000)}"}`), status: 413 },
      {
        path: "/api/contact",
        init: { method: "POST", headers: { "content-type": "text/xml" }, body: "<a/>" },
        status: 415,
      },
      { path: "/api/blog/newsletter", init: jsonPost("[1,2"), status: 400 },
      // From the CMS's own page (a foreign or absent Origin gets 403 first: cms-origin.test.ts).
      {
        path: "/api/cms/login",
        init: {
          ...jsonPost('{"username":'),
          headers: { "content-type": "application/json", origin: http.url },
        },
        status: 400,
      },
    ];
    for (const { path: pathname, init, status } of bad) {
      const response = await http.fetch(pathname, init);
      expect(response.status, pathname).toBe(status);
      const text = await response.text();
      const body = JSON.parse(text);
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body).every((key) => key === "message" || key === "errors")).toBe(true);
      expectNoInternals(text, pathname);
    }
  });

  it("are not dumped as a stack trace on malformed URLs either", async () => {
    for (const pathname of ["/%", "/blog/%ZZ", "/product/%E0%A4%A", "/api/%"]) {
      const response = await rawGet(http.port, pathname);
      expect(response.status, pathname).toBeGreaterThanOrEqual(400);
      expect(response.status, pathname).toBeLessThan(500);
      expectNoInternals(response.body, pathname);
    }
  });
});

describe("unsupported methods on known API paths", () => {
  const endpoints: { path: string; supported: string; wrong: string[] }[] = [
    { path: "/api/contact", supported: "POST", wrong: ["GET", "PUT", "DELETE"] },
    { path: "/api/quick-contact", supported: "POST", wrong: ["GET", "PATCH"] },
    { path: "/api/orders", supported: "POST", wrong: ["GET", "DELETE"] },
    { path: "/api/blog/newsletter", supported: "POST", wrong: ["GET", "PUT"] },
    { path: "/api/cms/login", supported: "POST", wrong: ["GET", "PUT"] },
    { path: "/api/blog/posts", supported: "GET", wrong: ["POST", "DELETE"] },
  ];
  for (const endpoint of endpoints) {
    it(`answer 405 with Allow on ${endpoint.path}`, async () => {
      // The endpoint exists: its supported method is not a 404 (a missing endpoint fails here).
      const probe = await http.fetch(endpoint.path, {
        method: endpoint.supported,
        headers: endpoint.supported === "GET" ? {} : { "content-type": "application/json" },
        body: endpoint.supported === "GET" ? undefined : "{}",
      });
      expect(probe.status, `${endpoint.supported} ${endpoint.path}`).not.toBe(404);
      for (const method of endpoint.wrong) {
        // A CMS write comes from the CMS's own origin (any other gets 403 first: cms-origin.test.ts).
        const origin: Record<string, string> = endpoint.path.startsWith("/api/cms")
          ? { origin: http.url }
          : {};
        const response = await http.fetch(endpoint.path, {
          method,
          headers: method === "GET" ? origin : { "content-type": "application/json", ...origin },
          body: method === "GET" ? undefined : "{}",
        });
        expect(response.status, `${method} ${endpoint.path}`).toBe(405);
        expect(response.headers.get("allow") ?? "", `${method} ${endpoint.path}`).toContain(
          endpoint.supported,
        );
        expect(typeof (await response.json()).message).toBe("string");
      }
    });
  }
});

describe("CMS session cookie", () => {
  const origin = "https://www.hearthstone.example";
  const signIn = (password: string) =>
    https.fetch("/api/cms/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ username: "demo", password }),
    });

  it("is Secure, HttpOnly, SameSite and __Host- prefixed under https, and cleared at sign-out", async () => {
    const wrong = await signIn("not the password");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const response = await signIn(DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    const [pair, ...attributes] = cookie.split(";").map((part) => part.trim());
    expect(pair).toMatch(/^__Host-[^=]+=[A-Za-z0-9_-]{32,}$/);
    const lower = attributes.map((attribute) => attribute.toLowerCase());
    expect(lower).toContain("secure");
    expect(lower).toContain("httponly");
    expect(lower).toContain("path=/");
    expect(lower.some((attribute) => /^samesite=(lax|strict)$/.test(attribute))).toBe(true);
    expect(lower.some((attribute) => attribute.startsWith("domain="))).toBe(false);

    const me = await https.fetch("/api/cms/me", { headers: { cookie: pair } });
    expect(me.status).toBe(200);
    // The CMS chrome's sign-out form, posted without script from the page the server served (the
    // page router compares the Origin with the Host it was given).
    const out = await https.fetch("/cms/logout", {
      method: "POST",
      headers: {
        cookie: pair,
        origin: new URL(https.url).origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const cleared = out.headers.getSetCookie().join("\n").toLowerCase();
    expect(cleared).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
    expect(cleared).toContain("secure");
    expect((await https.fetch("/api/cms/me", { headers: { cookie: pair } })).status).toBe(401);
  });

  it("is refused to a cross-site sign-in attempt (CSRF)", async () => {
    const response = await https.fetch("/api/cms/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ username: "demo", password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

function jsonPost(body: string): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body };
}

function expectNoInternals(text: string, label: string) {
  expect(text, `${label}: stack trace`).not.toMatch(/\bat\s+\S+\s+\(?(file:|node:|\/)/);
  expect(text, `${label}: stack trace`).not.toMatch(/"stack"/);
  expect(text, `${label}: file paths`).not.toContain("/work/");
  expect(text, `${label}: node_modules`).not.toContain("node_modules");
  expect(text, `${label}: SQL`).not.toMatch(
    /\b(select|insert into|update|delete from)\b.+\b(from|values|set|where)\b/i,
  );
}

/** A GET that sends the path byte for byte (no URL normalisation), via node:http. */
async function rawGet(port: number, pathname: string): Promise<{ status: number; body: string }> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
