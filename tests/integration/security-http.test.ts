/**
 * HTTP hardening, against the production build run as a child process: no open redirect or
 * off-site canonical link, no server error on bad input, no personal data in logs, no duplicated
 * response headers. Requests go out through node:http with the path as
 * written (fetch would normalise "/\evil" and "%2e%2e" away).
 */
import http from "node:http";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, logPageError } from "~/.server/http/logger";
import { pageMeta } from "~/lib/meta";
import { logLines, type SpawnedServer, spawnServer } from "../helpers/spawn-server";

let site: SpawnedServer;
let origin: string;

type RawResponse = { status: number; rawHeaders: string[]; body: string };

function raw(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: site.port,
        method,
        path,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        timeout: 15_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: text }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    request.end(body);
  });
}

function header(response: RawResponse, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    if (response.rawHeaders[i].toLowerCase() === name) values.push(response.rawHeaders[i + 1]);
  }
  return values;
}

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

/** A lead form as a browser without JavaScript posts it, with the token the page issued. */
async function formToken(path: string) {
  const page = await raw("GET", path);
  const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  expect(token, `${path} issues a form token`).toBeTruthy();
  return token as string;
}

function postForm(path: string, fields: Record<string, string>) {
  return raw("POST", path, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      // React Router compares a page action's Origin with its Host.
      origin: site.url,
      "x-forwarded-for": nextIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Personal data every test below submits; none of it may reach the logs. */
const EMAIL_USER = "probe.person";
const PHONE = "(713) 555-0199";
let emailCounter = 0;
const email = () => `${EMAIL_USER}${++emailCounter}@logcheck.example`;

beforeAll(async () => {
  site = await spawnServer({ env: { FORM_MIN_FILL_MS: "0", LOG_LEVEL: "info" } });
  origin = site.env.PUBLIC_URL;
}, 240_000);

afterAll(async () => {
  await site?.dispose();
});

describe("finding 1: the trailing-slash redirect stays on the site", () => {
  const hostile = [
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%09/evil.example/",
    "/%0A/evil.example/",
    "//evil.example/about/",
    "/about//evil.example/",
  ];
  for (const path of hostile) {
    it(`GET ${path} is not sent off-site`, async () => {
      const response = await raw("GET", path);
      expect(response.status, path).toBeLessThan(500);
      const location = header(response, "location");
      if (response.status >= 300 && response.status < 400) {
        expect(location).toHaveLength(1);
        expect(location[0]).toMatch(/^\/(?![/\\])/);
        expect(location[0]).not.toMatch(/[\\\s]|%5c|%2f%2f/i);
        expect(new URL(location[0], origin).origin).toBe(new URL(origin).origin);
      } else {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(location).toEqual([]);
      }
    });
  }

  it("still moves /about/ to /about and keeps the query", async () => {
    const about = await raw("GET", "/about/");
    expect(about.status).toBe(301);
    expect(header(about, "location")).toEqual(["/about"]);
    const blog = await raw("GET", "/blog/?page=2");
    expect(blog.status).toBe(301);
    expect(header(blog, "location")).toEqual(["/blog?page=2"]);
  });

  for (const path of ["//evil.example", "/\\evil.example", "///evil.example/x", "//evil.example/blog"]) {
    it(`GET ${path} is a 4xx that links nowhere off-site`, async () => {
      const response = await raw("GET", path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toMatch(/(href|content)="(https?:)?\/\/evil\.example/);
    });
  }

  it("builds canonical, og:url and og:image on the configured origin, whatever the request path", () => {
    const publicUrl = "https://www.hearthstone.example";
    for (const pathname of [
      "//evil.example",
      "/\\evil.example/",
      "///a/%2e%2e",
      "//evil.example/blog",
      "/about",
    ]) {
      const tags = pageMeta(
        { location: { pathname }, matches: [{ id: "root", data: { publicUrl } }] },
        { title: "Page not found", description: "Nothing here." },
      );
      const urls = tags.flatMap((tag) => {
        const record = tag as Record<string, string>;
        if (record.rel === "canonical") return [record.href];
        if (["og:url", "og:image"].includes(record.property)) return [record.content];
        return [];
      });
      expect(urls, pathname).toHaveLength(3);
      for (const url of urls) expect(new URL(url).origin, `${pathname}: ${url}`).toBe(publicUrl);
    }
  });
});

describe("finding 6: bad input gets a 4xx, never a 500", () => {
  for (const path of ["/", "/about", "/contact", "/blog", "/no-such-page", "/healthz"]) {
    it(`TRACE ${path} answers 405`, async () => {
      const response = await raw("TRACE", path);
      expect(response.status).toBe(405);
      expect(header(response, "allow")).toEqual(["GET, HEAD, POST"]);
    });
    it(`TRACK ${path} answers 4xx`, async () => {
      const response = await raw("TRACK", path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  }

  for (const path of [
    "/og/blog/%00x.png",
    "///a/%2e%2e",
    "/blog/%00",
    "/%00",
    "/blog?q=a%00b",
    "/a/%2e%2e/%2e%2e",
  ]) {
    it(`GET ${path} answers 4xx`, async () => {
      const response = await raw("GET", path);
      expect(response.status, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  }

  const CONTROL = "Please remove special control characters from this field";
  const forms: { path: string; fields: () => Record<string, string>; text: string[] }[] = [
    {
      path: "/contact",
      fields: () => ({
        intent: "contact",
        name: "Ada",
        company: "Ada's Plumbing",
        email: email(),
        phone: PHONE,
        service: "website",
        message: "More calls, please.",
      }),
      text: ["name", "company", "email", "phone", "message"],
    },
    {
      path: "/quick-message",
      fields: () => ({ name: "Ada", email: email(), message: "Call me back." }),
      text: ["name", "email", "message"],
    },
    {
      path: "/custom-quote",
      fields: () => ({
        name: "Ada",
        email: email(),
        phone: PHONE,
        company: "Ada's Plumbing",
        website: "https://ada.example",
        budget: "unsure",
        timeline: "asap",
        message: "A site with booking.",
      }),
      text: ["name", "email", "phone", "company", "website", "message"],
    },
  ];
  for (const form of forms) {
    for (const field of form.text) {
      it(`a NUL byte in ${form.path}'s ${field} answers 4xx`, async () => {
        const fields = form.fields();
        fields[field] = `${fields[field].slice(0, 3)}\u0000${fields[field].slice(3)}`;
        const response = await postForm(form.path, {
          ...fields,
          formToken: await formToken(form.path),
          fillMs: "8000",
        });
        // Single-line fields turn control characters into a space and may be accepted.
        expect(response.status, response.body.slice(0, 300)).toBeLessThan(500);
        if (field === "message") {
          expect(response.status).toBe(400);
          expect(response.body).toContain(CONTROL);
        }
      });
    }
  }

  for (const field of ["name", "email", "company", "phone", "notes"]) {
    it(`a NUL byte in the checkout form's ${field} answers 4xx`, async () => {
      const fields: Record<string, string> = {
        templateId: "business-pro",
        name: "Ada",
        email: email(),
        company: "Ada's Plumbing",
        phone: PHONE,
        notes: "Blue, please.",
        consent: "on",
      };
      fields[field] = `${fields[field].slice(0, 3)}\u0000${fields[field].slice(3)}`;
      const response = await postForm("/checkout/business-pro", fields);
      expect(response.status, response.body.slice(0, 300)).toBeLessThan(500);
      if (field === "notes") {
        expect(response.status).toBe(400);
        expect(response.body).toContain(CONTROL);
      }
    });
  }

  it("a NUL byte in the CMS sign-in form's username answers 4xx", async () => {
    const response = await postForm("/cms/login", { username: "de\u0000mo", password: "not the password" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("the JSON API names the field that holds a NUL byte", async () => {
    const response = await site.fetch("/api/quick-contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": nextIp() },
      body: JSON.stringify({ name: "Ada", email: email(), message: "Call\u0000 me" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors?: Record<string, string> }).errors?.message).toBe(CONTROL);
  });
});

describe("finding 7: no personal data or secret paths in the logs", () => {
  it("logs a page error's name, scrubbed message and stack, never the query's parameters", () => {
    let output = "";
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        output += String(chunk);
        callback();
      },
    });
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "leads_email"'), {
      code: "23505",
      detail: "Key (email)=(ada.private@home.example) already exists.",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("name", "email", "phone") values ($1, $2, $3)\nparams: Ada Private,ada.private@home.example,(713) 555-0142',
        { cause },
      ),
      { name: "DrizzleQueryError", params: ["Ada Private", "ada.private@home.example", "(713) 555-0142"] },
    );
    const request = new Request("http://localhost/orders/Zq3xY8vLk2Pw9Rt4Mn6Bc1Df5Gh7Jk0L", {
      method: "POST",
    });
    logPageError(error, request, createLogger("info", sink));
    const [line] = logLines(output);
    expect(line?.msg).toBe("page error");
    expect(JSON.stringify(line)).toContain("Failed query: insert into");
    expect(JSON.stringify(line)).toContain("DrizzleQueryError");
    expect(JSON.stringify(line)).toContain("23505");
    for (const secret of [
      "ada.private@home.example",
      "555-0142",
      "Zq3xY8vLk2Pw9Rt4Mn6Bc1Df5Gh7Jk0L",
      "Ada Private",
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it("the request log records no order-confirmation token or newsletter token", async () => {
    const placed = await site.fetch("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": nextIp() },
      body: JSON.stringify({
        templateId: "business-pro",
        name: "Ada",
        email: email(),
        company: "Ada's Plumbing",
        phone: PHONE,
        consent: true,
      }),
    });
    expect(placed.status).toBe(201);
    const { confirmationUrl } = (await placed.json()) as { confirmationUrl: string };
    const confirmationPath = new URL(confirmationUrl).pathname;
    const token = confirmationPath.split("/").pop() as string;
    expect((await site.fetch(confirmationPath)).status).toBe(200);
    const newsletterToken = "Nw7kPq2Lx9Vb4Zr6Tm1Yc8Hd3Fg5Js0KaEeWuRoIiQ";
    await (await site.fetch(`/newsletter/confirm?token=${newsletterToken}`)).text();
    await (await site.fetch(`/newsletter/unsubscribe/${newsletterToken}`)).text();
    await expect.poll(() => site.stdout()).toContain("/orders/[redacted]");
    const logged = `${site.stdout()}\n${site.stderr()}`;
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(newsletterToken);
  });

  it("no submitted e-mail address or phone number was ever logged (after every test above)", async () => {
    const logged = `${site.stdout()}\n${site.stderr()}`;
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(EMAIL_USER);
    expect(logged).not.toContain("555-0199");
  });
});

describe("finding 13: one of each response header", () => {
  async function orderPage() {
    const placed = await site.fetch("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": nextIp() },
      body: JSON.stringify({
        templateId: "business-pro",
        name: "Grace",
        email: email(),
        company: "Grace Roofing",
        phone: PHONE,
        consent: true,
      }),
    });
    return new URL(((await placed.json()) as { confirmationUrl: string }).confirmationUrl).pathname;
  }

  it("pages whose route sets its own headers send each header once, with the route's value", async () => {
    const token = "a".repeat(43);
    const pages: { path: string; expect: Record<string, string> }[] = [
      { path: "/blog/rss.xml", expect: { "cache-control": "public, max-age=300" } },
      { path: `/newsletter/confirm?token=${token}`, expect: { "referrer-policy": "same-origin" } },
      { path: `/newsletter/unsubscribe?token=${token}`, expect: { "referrer-policy": "same-origin" } },
      { path: await orderPage(), expect: { "referrer-policy": "no-referrer" } },
      { path: "/blog", expect: {} },
      { path: "/", expect: {} },
      { path: "/about", expect: {} },
      { path: "/checkout/business-pro", expect: {} },
      { path: "/no-such-page", expect: {} },
    ];
    for (const page of pages) {
      // Twice: the blog page cache answers the second request from memory.
      for (const round of [1, 2]) {
        const response = await raw("GET", page.path);
        expect(response.status, page.path).toBeLessThan(500);
        const counts = new Map<string, number>();
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i].toLowerCase();
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        for (const [name, count] of counts) {
          if (name !== "set-cookie") expect(count, `${page.path} (${round}): ${name}`).toBe(1);
        }
        for (const [name, value] of Object.entries(page.expect)) {
          expect(header(response, name), `${page.path}: ${name}`).toEqual([value]);
        }
      }
    }
  });
});
