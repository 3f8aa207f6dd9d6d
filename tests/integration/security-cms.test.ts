/**
 * CMS hardening: the host gate decides on the Host header as received, never on a
 * client's X-Forwarded-Host, and the public host serves nothing of the CMS; the sign-in throttle
 * holds a parallel burst to the same 5 failures as a sequence.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/staff/auth";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { cmsCall, signInCookie } from "../helpers/cms";
import { startTestServer, type TestServer } from "../helpers/http";
import { buildDir, type SpawnedServer, spawnServer } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

const CMS_HOST = "cms.internal.example";
const PUBLIC_HOST = "www.example.com";
const PASSWORD = "copper-kettle-harbor-71";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request (fetch cannot set Host), with whatever headers a client chooses to send. */
function raw(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: pathname,
        method,
        headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
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
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A request for the public host that claims the CMS host in X-Forwarded-Host. */
const spoofed = (extra: Record<string, string> = {}) => ({
  host: PUBLIC_HOST,
  "x-forwarded-host": CMS_HOST,
  ...extra,
});

describe("API host gate and throttle (in-process app)", () => {
  let config: Config;
  let database: DatabaseHandle;
  /** TRUST_PROXY=loopback (the default: the test client is on loopback, so it is trusted). */
  let server: TestServer;
  /** TRUST_PROXY=true: every hop trusted, the most permissive setting. */
  let trustingAll: TestServer;
  let ipCount = 0;
  const nextIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
  const login = (password: string, ip: string) =>
    server.postJson("/api/cms/login", { username: "maria", password }, { "x-forwarded-for": ip });

  beforeAll(async () => {
    // 127.0.0.1 for the throttle tests, which call the server by its address.
    config = useTestConfig({ CMS_HOSTS: `${CMS_HOST},127.0.0.1` });
    database = await createTestDatabase();
    server = await startTestServer(config);
    trustingAll = await startTestServer({ ...config, TRUST_PROXY: true });
    await createUser("maria", PASSWORD, { email: "maria@staff.example" });
  });

  afterAll(async () => {
    await server?.close();
    await trustingAll?.close();
    await database?.close();
  });

  const credentials = JSON.stringify({ username: "maria", password: PASSWORD });

  it("ignores X-Forwarded-Host: the public host cannot sign in or reach the CMS API, whatever TRUST_PROXY says", async () => {
    for (const target of [server, trustingAll]) {
      const signIn = await raw(
        target.url,
        "POST",
        "/api/cms/login",
        spoofed({ "content-type": "application/json", origin: `http://${CMS_HOST}` }),
        credentials,
      );
      expect(signIn.status).toBe(404);
      expect(signIn.headers["set-cookie"]).toBeUndefined();
      expect(JSON.parse(signIn.body)).toEqual({ message: "Not found" });
      expect((await raw(target.url, "GET", "/api/cms/me", spoofed())).status).toBe(404);
    }
  });

  it("still answers on the CMS host itself, where a client's X-Forwarded-Host changes nothing", async () => {
    const signIn = await raw(
      server.url,
      "POST",
      "/api/cms/login",
      {
        host: CMS_HOST,
        "x-forwarded-host": PUBLIC_HOST,
        "content-type": "application/json",
        origin: `http://${CMS_HOST}`,
      },
      credentials,
    );
    expect(signIn.status).toBe(200);
    expect(String(signIn.headers["set-cookie"])).toMatch(/^hd_cms_session=/);
  });

  it("holds a parallel burst of wrong passwords to 5 failures; the rest get 429", async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login(`wrong-password-${attempt}`, ip).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Afterwards the pair is locked out, even for the right password.
    const locked = await login(PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(890);
  });

  it("refuses the right password with 429 when it arrives in a burst after the limit", async () => {
    const ip = nextIp();
    let overLimit!: () => void;
    const firstRefusal = new Promise<void>((resolve) => {
      overLimit = resolve;
    });
    const burst = Array.from({ length: 30 }, (_, attempt) =>
      login(`wrong-password-${attempt}`, ip).then((response) => {
        if (response.status === 429) overLimit();
        return response.status;
      }),
    );
    // A 429 means the burst has already used up the 5 attempts of the window. (Should none come,
    // the right password goes after the whole burst, and must be refused all the same.)
    await Promise.race([firstRefusal, Promise.all(burst)]);
    const right = await login(PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie")).toBeNull();
    const statuses = await Promise.all(burst);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
  });

  it("lets at most 5 guesses of a burst reach the password check, the right one among them or not", async () => {
    const ip = nextIp();
    const requests = Array.from({ length: 30 }, (_, attempt) =>
      attempt === 29 ? login(PASSWORD, ip) : login(`wrong-password-${attempt}`, ip),
    );
    const statuses = await Promise.all(requests.map((request) => request.then((r) => r.status)));
    const wrong = statuses.slice(0, 29);
    expect(wrong.every((status) => status === 401 || status === 429)).toBe(true);
    expect(wrong.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect([200, 429]).toContain(statuses[29]);
  });
});

describe("post slugs through the API", () => {
  let config: Config;
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;
  let lastId = 1_763_800_000_000;
  const create = (fields: { title: string; slug?: string }) =>
    cmsCall(server, config.PUBLIC_URL, "POST", "/api/cms/blog/posts", {
      cookie,
      body: { id: String(++lastId), slug: "", content: "Body text.", author: "Maria Delgado", ...fields },
    });

  beforeAll(async () => {
    config = useTestConfig();
    database = await createTestDatabase();
    server = await startTestServer(config);
    await createUser("maria", PASSWORD, { email: "maria@staff.example" });
    cookie = await signInCookie(server, "maria", PASSWORD, "10.78.0.1");
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("derives only [a-z0-9-] slugs from titles of dots, percent signs, queries and fragments", async () => {
    for (const title of ["..", ".", "%", "?", "#", "cms?x=1#frag", "Café Crème"]) {
      const response = await create({ title });
      expect(response.status, title).toBe(201);
      const { id, slug } = await response.json();
      expect(slug, title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (/^[.%?#]+$/.test(title)) expect(slug, title).toBe(`post-${id}`);
    }
  });

  it("gives a title-derived slug that is taken the next free -2, -3", async () => {
    const slugs: string[] = [];
    for (let n = 0; n < 3; n++) slugs.push((await (await create({ title: "Spring Tips" })).json()).slug);
    expect(slugs).toEqual(["spring-tips", "spring-tips-2", "spring-tips-3"]);
  });

  it("normalizes a typed slug, refuses one with no letter or digit (400) and a taken one (409)", async () => {
    const typed = await create({ title: "Anything", slug: "Hello World/../?" });
    expect(typed.status).toBe(201);
    expect((await typed.json()).slug).toBe("hello-world");
    const empty = await create({ title: "Anything", slug: "../%" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.slug).toBe("Slug must contain a letter or a digit");
    const taken = await create({ title: "Other", slug: "hello-world" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors.slug).toBe("This slug is already used by another post");
  });
});

describeWhen(needsBuild, "pages and assets on the public host (production build)", () => {
  let app: SpawnedServer;
  let cmsChunks: string[];
  let manifestVersion: string;

  beforeAll(async () => {
    const assets = fs.readdirSync(path.join(buildDir, "client", "assets"));
    cmsChunks = assets.filter((file) => /^cms[.-].*\.js$/.test(file)).map((file) => `/assets/${file}`);
    const manifestFile = assets.find((file) => /^manifest-[0-9a-f]+\.js$/.test(file));
    if (!manifestFile || cmsChunks.length < 3) throw new Error("the build has no CMS chunks or manifest");
    manifestVersion = manifestFile.slice("manifest-".length, -".js".length);
    cmsChunks.push(`/assets/${manifestFile}`);
    app = await spawnServer({ env: { CMS_HOSTS: CMS_HOST, CMS_DEMO_ACCOUNT: "true" } });
  }, 240_000);

  afterAll(async () => {
    await app?.dispose();
  });

  const demoForm = "username=demo&password=hearth-studio-2026";

  it("serves /cms/login on the CMS host only; X-Forwarded-Host does not make the public host one", async () => {
    expect((await raw(app.url, "GET", "/cms/login", { host: CMS_HOST })).status).toBe(200);
    for (const pathname of ["/cms/login", "/cms/dashboard", "/cms/login.data", "/cms/dashboard.data"]) {
      const response = await raw(app.url, "GET", pathname, spoofed());
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).not.toMatch(/routes\/cms/);
    }
  });

  it("does not sign in through the page action on the public host", async () => {
    const response = await raw(
      app.url,
      "POST",
      "/cms/login",
      spoofed({ "content-type": "application/x-www-form-urlencoded", origin: `http://${CMS_HOST}` }),
      demoForm,
    );
    // Answered like a form posted to a page that does not exist.
    const missing = await raw(
      app.url,
      "POST",
      "/no-such-page",
      {
        host: PUBLIC_HOST,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${PUBLIC_HOST}`,
      },
      demoForm,
    );
    // A CMS path does not exist there, whatever the method (a page that does not
    // exist answers a POST with 405, which would tell a prober the CMS path is special).
    expect(response.status).toBe(404);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("checks the page action's Origin against the received Host, not X-Forwarded-Host", async () => {
    const response = await raw(
      app.url,
      "POST",
      "/cms/login",
      {
        host: CMS_HOST,
        "x-forwarded-host": "evil.example",
        origin: "http://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      demoForm,
    );
    expect(response.status).toBe(403);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("names no CMS route in the lazy route manifest of the public host", async () => {
    const query = `/__manifest?paths=${encodeURIComponent("/cms,/cms/login,/cms/dashboard")}&version=${manifestVersion}`;
    for (const headers of [{ host: PUBLIC_HOST }, spoofed()]) {
      const manifest = await raw(app.url, "GET", query, headers);
      expect(manifest.status).toBe(200);
      expect(manifest.body).not.toMatch(/cms/);
    }
    const onCmsHost = await raw(app.url, "GET", query, { host: CMS_HOST });
    expect(onCmsHost.body).toContain("routes/cms.dashboard");
  });

  it("answers 404 for the CMS scripts and the full route manifest on the public host", async () => {
    for (const asset of cmsChunks) {
      expect((await raw(app.url, "GET", asset, { host: CMS_HOST })).status, asset).toBe(200);
      for (const variant of [asset, asset.replace(/\.js$/, "%2Ejs"), `/${asset}`]) {
        const response = await raw(app.url, "GET", variant, spoofed());
        expect(response.status, variant).toBe(404);
        expect(response.body, variant).not.toMatch(/cms/i);
      }
      // The build's compressed copies (scripts/precompress.mjs) are no way around the gate: the
      // answer is the site's 404 page, not the file.
      for (const copy of [`${asset}.br`, `${asset}.gz`, `${asset}%2Ebr`]) {
        const response = await raw(app.url, "GET", copy, { ...spoofed(), "accept-encoding": "identity" });
        expect(response.status, copy).toBe(404);
        expect(response.headers["content-type"], copy).toMatch(/^text\/(html|plain)/);
      }
    }
    // Scripts the public pages load still load.
    const home = await raw(app.url, "GET", "/", { host: PUBLIC_HOST });
    const script = home.body.match(/\/assets\/page-scripts-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    expect((await raw(app.url, "GET", String(script), { host: PUBLIC_HOST })).status).toBe(200);
  });
});
