/**
 * Property-based fuzzing of every JSON endpoint and every form action: wrong types,
 * huge strings, unicode edge cases, nested objects, prototype-pollution keys, SQL and script
 * payloads, empty bodies and wrong content types. Every answer must be a 2xx (or, for a page
 * form, a redirect) or a 4xx with a message; never a 5xx; the server must stay healthy.
 *
 * - The JSON API runs in this process (the same Express app and services as production), so
 *   the test can also check that Object.prototype was not polluted.
 * - The form actions need the page renderer: they run against the production build, spawned.
 *
 * Runs are bounded and seeded, so a failure replays identically.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { seed } from "~/.server/db/seed";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server";

const SEED = 20_261_121;
const PUBLIC_URL = "http://localhost:3000";
/** A request that hangs is a failure of its own, reported with its input. */
const REQUEST_TIMEOUT_MS = 15_000;

let database: DatabaseHandle;
let api: TestServer;
let site: SpawnedServer;
let cases = 0;
/** Session cookie of the demo account, for the staff endpoints (empty if the CMS is absent). */
let staffCookie = "";
const DEMO = { username: "demo", password: "hearth-studio-2026" };
let clientCounter = 0;
const prototypeKeysBefore = prototypeKeys();

/** A distinct client address per case, so the per-IP limits do not hide validation. */
function nextClientIp() {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

function prototypeKeys() {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).sort().join(","),
  );
}

beforeAll(async () => {
  const config = useTestConfig({ PUBLIC_URL, CMS_DEMO_ACCOUNT: "true" });
  database = await createTestDatabase();
  api = await startTestServer(config);
  await seed(database.db, config);
  const login = await api.postJson("/api/cms/login", DEMO, { "x-forwarded-for": "10.255.255.1" });
  staffCookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  site = await spawnServer();
}, 240_000);

afterAll(async () => {
  console.log(`fuzz: ${cases} cases`);
  await api?.close();
  await database?.close();
  await site?.dispose();
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const nastyStrings = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\uDE00y",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "\u00A0\u2028\u2029",
  "💩",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈",
  "שלום עולם",
  "مرحبا",
  "Z̷̢̛͓a̶l̷g̵o̶",
  "ﷺ",
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "1; SELECT pg_sleep(10)--",
  '") OR 1=1 --',
  "admin'--",
  "\\",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  "${7*7}",
  "../../../../etc/passwd",
  "%00",
  "%s%s%s%n",
  "\r\nSet-Cookie: hacked=1",
  "a@b",
  "@",
  "user@[127.0.0.1]",
  '"quoted"@example.com',
  "ada@example.com\u0000",
  "ADA@EXAMPLE.COM ",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "NaN",
  "-1",
  "1e400",
  "true",
  "null",
];

const hugeString = fc
  .tuple(fc.integer({ min: 2_000, max: 40_000 }), fc.constantFrom("x", "é", "💩", "\u0000", "'"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** JSON as a tree, so keys such as "__proto__" reach the wire as own keys. */
type Json = string | number | boolean | null | { raw: string } | Json[] | { entries: [string, Json][] };

const protoKeys = ["__proto__", "constructor", "prototype", "__defineGetter__", "hasOwnProperty", "toString"];

const hostileKey = fc.oneof(
  fc.constantFrom(...protoKeys),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("email", "name", "message", "isSpam", "status", "id", "role", "isAdmin"),
);

const { json: hostileJson } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom({ raw: "1e400" }, { raw: "-0" }, { raw: "123456789012345678901234567890" }),
    fc.array(tie("json"), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie("json")), { maxLength: 4 }).map((entries) => ({ entries })),
  ),
}));

const pollution: [string, Json][] = [
  [
    "__proto__",
    {
      entries: [
        ["polluted", "yes"],
        ["isSpam", false],
        ["status", "won"],
      ],
    },
  ],
  ["constructor", { entries: [["prototype", { entries: [["polluted", "yes"]] }]] }],
];

/** Lone surrogates → U+FFFD (what a browser sends for them), so they can be percent-encoded. */
function wellFormed(value: string) {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function toJson(value: Json): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if ("raw" in value) return value.raw;
  return `{${value.entries.map(([key, entry]) => `${JSON.stringify(key)}:${toJson(entry)}`).join(",")}}`;
}

/** A body that starts valid; each field is kept, dropped or replaced by something hostile. */
function hostileObject(valid: Record<string, Json>) {
  const fields = Object.entries(valid).map(([key, value]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, Json] | null>([key, value]) },
      { weight: 1, arbitrary: fc.constant<[string, Json] | null>(null) },
      { weight: 3, arbitrary: hostileJson.map((json): [string, Json] => [key, json]) },
    ),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 }), fc.boolean())
    .map(([kept, extra, pollute]): Json => {
      const entries = kept.filter((entry): entry is [string, Json] => entry !== null);
      return { entries: [...(pollute ? pollution : []), ...entries, ...extra] };
    });
}

type Body = { contentType?: string; body: string | Uint8Array | undefined };

const jsonContentTypes = ["application/json", "application/json; charset=utf-8", "Application/JSON"];
const wrongContentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "application/jsonp",
  "*/*",
  "",
];

/** A JSON body, raw garbage, nothing at all, or something sent under the wrong type. */
function jsonBodies(valid: Record<string, Json>): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...jsonContentTypes), hostileObject(valid))
        .map(([contentType, json]) => ({ contentType, body: toJson(json) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...jsonContentTypes), hostileJson)
        .map(([contentType, json]) => ({ contentType, body: toJson(json) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...jsonContentTypes),
          fc.constantFrom(
            "",
            "{",
            "[]",
            "null",
            '"text"',
            "123",
            '{"a":',
            "\u0000",
            "{}}",
            "\uFEFF{}",
            "{'a':1}",
          ),
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...wrongContentTypes), hostileObject(valid))
        .map(([contentType, json]) => ({ contentType: contentType || undefined, body: toJson(json) })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: "application/json", body: undefined }) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ contentType: "application/json", body: bytes })),
    },
  );
}

function requestInit(method: string, { contentType, body }: Body, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { "x-forwarded-for": nextClientIp(), ...headers };
  if (contentType !== undefined) all["content-type"] = contentType;
  // A string body with no type would get text/plain from fetch; bytes go out untyped.
  const unique = withUniqueEmail(body);
  const payload =
    unique === undefined
      ? undefined
      : contentType === undefined
        ? new TextEncoder().encode(String(unique))
        : unique;
  return {
    method,
    headers: all,
    body: payload as BodyInit | undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  } satisfies RequestInit;
}

async function expectApiAnswer(response: Response, label: string) {
  cases++;
  const text = await response.text();
  const status = response.status;
  if (status >= 500 || (status >= 300 && status < 400) || status < 200) {
    throw new Error(`${label}: answered ${status}: ${text.slice(0, 300)}`);
  }
  expect(response.headers.get("content-type") ?? "", `${label} (${status})`).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (status >= 400)
    expect(typeof body?.message, `${label} (${status}): ${text.slice(0, 200)}`).toBe("string");
  expect(text, label).not.toMatch(/\bat\s+\S+\s+\((file|node):|"stack"/);
}

// ---------------------------------------------------------------------------------------------
// JSON API, in process

/** Valid bodies carry this address; each case gets its own in its place. */
const UNIQUE = "fuzz-unique@example.com";
let uniqueCounter = 0;
const unique = () => UNIQUE;
function withUniqueEmail<T>(body: T): T {
  if (typeof body !== "string") return body;
  uniqueCounter++;
  return body
    .replaceAll(UNIQUE, `fuzz${uniqueCounter}@example.com`)
    .replaceAll(encodeURIComponent(UNIQUE), `fuzz${uniqueCounter}%40example.com`) as T;
}

const jsonEndpoints: {
  path: string;
  runs: number;
  valid: () => Record<string, Json>;
  headers?: Record<string, string>;
}[] = [
  {
    path: "/api/contact",
    runs: 150,
    valid: () => ({
      fullName: "Ada Lovelace",
      email: unique(),
      phone: "713-555-0100",
      service: "website",
      message: "We need more calls.",
      company: "Ada's Plumbing",
    }),
  },
  {
    path: "/api/quick-contact",
    runs: 100,
    valid: () => ({ name: "Ada", email: unique(), message: "Call me back, please." }),
  },
  {
    path: "/api/orders",
    runs: 100,
    valid: () => ({
      templateId: "business-pro",
      name: "Ada Lovelace",
      email: unique(),
      company: "Ada's Plumbing",
      phone: "713-555-0100",
      notes: "Blue, please.",
      consent: true,
    }),
  },
  { path: "/api/blog/newsletter", runs: 100, valid: () => ({ email: unique(), source: "sidebar" }) },
  {
    path: "/api/cms/login",
    runs: 40,
    valid: () => ({ username: "demo", password: "not-the-password" }),
    headers: { origin: PUBLIC_URL },
  },
];

describe("fuzzing the JSON API", () => {
  for (const endpoint of jsonEndpoints) {
    it(`POST ${endpoint.path} answers 2xx or 4xx JSON to hostile bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(jsonBodies(endpoint.valid()), async (body) => {
          const response = await api.fetch(endpoint.path, requestInit("POST", body, endpoint.headers));
          await expectApiAnswer(response, `POST ${endpoint.path} ${String(body.body).slice(0, 120)}`);
        }),
        { numRuns: endpoint.runs, seed: SEED, endOnFailure: true },
      );
      expect((await api.fetch("/healthz")).status).toBe(200);
    }, 60_000);
  }

  const staffEndpoints: { method: string; path: string; runs: number; valid: () => Record<string, Json> }[] =
    [
      {
        method: "POST",
        path: "/api/cms/blog/posts",
        runs: 60,
        valid: () => ({
          title: "Fuzzed post",
          slug: "fuzzed-post",
          excerpt: "An excerpt.",
          content: "Some **content**.",
          author: "Ada",
          categories: ["SEO"],
          tags: ["local"],
          featuredImage: "",
          isPublished: false,
        }),
      },
      {
        method: "POST",
        path: "/api/generate-image",
        runs: 10,
        valid: () => ({ prompt: "A plumber's van at dawn", style: "digital-art", ratio: "16:9" }),
      },
    ];
  for (const endpoint of staffEndpoints) {
    it(`${endpoint.method} ${endpoint.path} (signed in) answers 2xx or 4xx JSON to hostile bodies`, async () => {
      expect(staffCookie, "the demo account signs in").toMatch(/=/);
      await fc.assert(
        fc.asyncProperty(jsonBodies(endpoint.valid()), async (body) => {
          const response = await api.fetch(
            endpoint.path,
            requestInit(endpoint.method, body, { cookie: staffCookie, origin: PUBLIC_URL }),
          );
          await expectApiAnswer(
            response,
            `${endpoint.method} ${endpoint.path} ${String(body.body).slice(0, 120)}`,
          );
        }),
        { numRuns: endpoint.runs, seed: SEED, endOnFailure: true },
      );
      // Still signed in: no hostile body ended the session or changed the password.
      expect((await api.fetch("/api/cms/me", { headers: { cookie: staffCookie } })).status).toBe(200);
    }, 60_000);
  }

  it("GET /api/blog/posts answers 2xx or 4xx JSON to hostile query strings", async () => {
    const keys = fc.constantFrom(
      "q",
      "search",
      "category",
      "tag",
      "page",
      "limit",
      "__proto__",
      "constructor[prototype]",
      "sort",
      "q[]",
      "x",
    );
    const values = fc.oneof(
      hostileString.map((value) => value.slice(0, 500)),
      fc.constantFrom(
        "0",
        "-1",
        "1.5",
        "999999",
        "1000000000000",
        "abc",
        "%",
        "%E0%A4%A",
        "%ED%A0%80",
        "%00",
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keys, values, fc.boolean()), { maxLength: 5 }), async (pairs) => {
        // Some values go raw (broken percent-encoding), the rest properly encoded.
        const query = pairs
          .map(
            ([key, value, raw]) =>
              `${encodeURIComponent(key)}=${raw ? value.replace(/[#&\s]/g, "") : encodeURIComponent(wellFormed(value))}`,
          )
          .join("&");
        const response = await api.fetch(`/api/blog/posts?${query}`, {
          headers: { "x-forwarded-for": nextClientIp() },
        });
        await expectApiAnswer(response, `GET /api/blog/posts?${query.slice(0, 200)}`);
      }),
      { numRuns: 120, seed: SEED, endOnFailure: true },
    );
  }, 60_000);

  it("GET /api/blog/posts/:slug answers 2xx or 4xx JSON to hostile slugs", async () => {
    const slugs = fc.oneof(
      hostileString.map((value) => encodeURIComponent(wellFormed(value.slice(0, 300)))),
      fc.constantFrom("%", "%ED%A0%80", "%00", "..%2f..%2fpackage.json", "%2e%2e", "a%2Fb", "%C0%AF", "%FF"),
    );
    await fc.assert(
      fc.asyncProperty(slugs, async (slug) => {
        if (!slug) return;
        const response = await api.fetch(`/api/blog/posts/${slug}`);
        await expectApiAnswer(response, `GET /api/blog/posts/${slug.slice(0, 200)}`);
      }),
      { numRuns: 60, seed: SEED, endOnFailure: true },
    );
  }, 60_000);

  it("left Object.prototype and the other built-in prototypes unpolluted, and /healthz at 200", async () => {
    expect(prototypeKeys()).toEqual(prototypeKeysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isSpam).toBeUndefined();
    expect((await api.fetch("/healthz")).status).toBe(200);
    expect((await api.fetch("/readyz")).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// Form actions, against the production build

type FormBody = { contentType?: string; body: string | undefined };

let slug: string | undefined;
/** The slug of a post the production server seeded. */
async function seededSlug() {
  if (slug === undefined) {
    const posts = (await (await site.fetch("/api/blog/posts?limit=1")).json()) as { slug: string }[];
    slug = posts[0]?.slug ?? "no-posts";
  }
  return slug;
}

function tail(server: SpawnedServer) {
  return `${server.stdout().split("\n").slice(-15).join("\n")}\n${server.stderr().slice(-2000)}`;
}

function encodeForm(pairs: [string, string][]) {
  return pairs
    .map(([key, value]) => `${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(value))}`)
    .join("&");
}

function formBodies(valid: Record<string, string>): fc.Arbitrary<FormBody> {
  const fields = Object.entries(valid).map(([key, value]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, string][]>([[key, value]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 3, arbitrary: hostileString.map((hostile): [string, string][] => [[key, hostile]]) },
      // The same field twice: which one wins must not matter.
      {
        weight: 1,
        arbitrary: hostileString.map((hostile): [string, string][] => [
          [key, value],
          [key, hostile],
        ]),
      },
    ),
  );
  const extraKeys = fc.constantFrom(
    "__proto__[polluted]",
    "constructor[prototype][polluted]",
    "__proto__",
    "_data",
    "_action",
    "index",
    "intent",
  );
  const encoded = fc
    .tuple(fc.tuple(...fields), fc.array(fc.tuple(extraKeys, hostileString), { maxLength: 2 }))
    .map(([kept, extra]) => encodeForm([...kept.flat(), ...extra]));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: encoded.map((body) => ({ contentType: "application/x-www-form-urlencoded", body })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "application/json",
            "text/plain",
            "multipart/form-data; boundary=xyz",
            "application/xml",
          ),
          encoded,
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("", "%", "=&=&", "a=%E0%A4%A", "name=%ED%A0%80", "&&&", "a".repeat(40_000))
        .map((body) => ({ contentType: "application/x-www-form-urlencoded", body })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<FormBody>({ contentType: "application/x-www-form-urlencoded", body: undefined }),
    },
  );
}

const formActions: { path: string; runs: number; valid: () => Record<string, string> }[] = [
  {
    path: "/contact",
    runs: 60,
    valid: () => ({
      intent: "contact",
      name: "Ada Lovelace",
      company: "Ada's Plumbing",
      email: unique(),
      phone: "713-555-0100",
      service: "website",
      message: "We need more calls.",
    }),
  },
  {
    path: "/quick-message",
    runs: 40,
    valid: () => ({ name: "Ada", email: unique(), message: "Call me back." }),
  },
  {
    path: "/custom-quote",
    runs: 40,
    valid: () => ({
      name: "Ada",
      email: unique(),
      phone: "713-555-0100",
      company: "Ada's Plumbing",
      website: "https://example.com",
      budget: "5k-10k",
      timeline: "1-3 months",
      message: "A site with booking.",
    }),
  },
  {
    path: "/checkout/business-pro",
    runs: 40,
    valid: () => ({
      templateId: "business-pro",
      name: "Ada",
      email: unique(),
      company: "Ada's Plumbing",
      phone: "713-555-0100",
      notes: "",
      consent: "on",
    }),
  },
  { path: "/blog", runs: 30, valid: () => ({ intent: "newsletter", email: unique() }) },
  { path: "/blog/SEEDED_SLUG", runs: 20, valid: () => ({ intent: "newsletter", email: unique() }) },
  { path: "/cms/login", runs: 20, valid: () => ({ username: "demo", password: "wrong password" }) },
  { path: "/newsletter/confirm", runs: 20, valid: () => ({ token: "a".repeat(43) }) },
  { path: "/newsletter/unsubscribe", runs: 20, valid: () => ({ token: "a".repeat(43) }) },
];

describe("fuzzing the form actions of the production build", () => {
  for (const action of formActions) {
    it(`POST ${action.path} answers 2xx, 3xx or 4xx to hostile forms`, async () => {
      await fc.assert(
        fc.asyncProperty(formBodies(action.valid()), async ({ contentType, body }) => {
          const headers: Record<string, string> = { "x-forwarded-for": nextClientIp(), origin: site.url };
          if (contentType) headers["content-type"] = contentType;
          const response = await site
            .fetch(action.path.replace("SEEDED_SLUG", await seededSlug()), {
              method: "POST",
              headers,
              body: withUniqueEmail(body),
              redirect: "manual",
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
            .catch((error: unknown) => {
              throw new Error(`POST ${action.path}: ${String(error)}; server log tail:\n${tail(site)}`);
            });
          cases++;
          const text = await response.text();
          if (response.status >= 500 || response.status < 200) {
            throw new Error(
              `POST ${action.path} answered ${response.status} to ${String(body).slice(0, 200)}: ${text.slice(0, 300)}`,
            );
          }
          expect(text).not.toMatch(/\bat\s+\S+\s+\((file|node):/);
        }),
        { numRuns: action.runs, seed: SEED, endOnFailure: true },
      );
      expect((await site.fetch("/healthz")).status).toBe(200);
    }, 60_000);
  }

  it("does not wedge a kept-alive connection when a form is refused before its body is read", async () => {
    const big = `name=${"x".repeat(200_000)}`;
    for (const contentType of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const refused = await site.fetch("/quick-message", {
        method: "POST",
        headers: { "content-type": contentType, "x-forwarded-for": nextClientIp() },
        body: big,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      expect(refused.status).toBe(415);
      await refused.text();
      // The same pooled connection carries the next request; it must be answered.
      const next = await site.fetch("/quick-message", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextClientIp() },
        body: "name=Ada",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      expect(next.status).toBe(400);
      await next.text();
    }
  });

  it("left the production server healthy and ready", async () => {
    expect((await site.fetch("/healthz")).status).toBe(200);
    expect((await site.fetch("/readyz")).status).toBe(200);
    expect((await site.fetch("/about")).status).toBe(200);
  });
});
