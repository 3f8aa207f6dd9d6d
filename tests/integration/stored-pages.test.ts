/**
 * Prerendered pages as browsers get them: the coding the client accepts (brotli, gzip or none),
 * bytes that decode to the page, an ETag a revalidation answers with 304, and a CSP that names
 * the page's inline scripts by hash instead of a per-response nonce. A page with a lead form
 * carries a token that a form sent at once still fails, and that expires.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";
import { formTokenPeriodMs } from "~/.server/http/prerendered";
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, readFormToken } from "~/.server/services/leads/form-token";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { decodedBody, type Listening, listen, type RawAnswer, rawRequest } from "../helpers/raw-http";

let database: DatabaseHandle;
let server: Listening;
let clientDir = "";

const inlineScript = "document.documentElement.dataset.ran='1'";
const home = `<!doctype html><html><head><title>home</title><style nonce="__CSP_NONCE__">p{color:red}</style></head><body>${"<p>Hearthstone Digital builds websites.</p>".repeat(200)}<script nonce="__CSP_NONCE__">${inlineScript}</script><script nonce="__CSP_NONCE__" type="module" src="/assets/entry.js"></script></body></html>`;
const contact = `<!doctype html><html><head><title>contact</title></head><body><form method="post"><input type="hidden" name="formToken" value="__FORM_TOKEN__"/></form>${"<p>Write to us.</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  const config = useTestConfig({ FORM_MIN_FILL_MS: "2000" });
  database = await createTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-stored-pages-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), home);
  fs.mkdirSync(path.join(clientDir, "contact"));
  fs.writeFileSync(path.join(clientDir, "contact", "index.html"), contact);
  server = await listen(createApp({ config, logger: createLogger("silent"), clientDir }));
});
afterAll(async () => {
  await server.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(server.port, "GET", pathname, { headers });
const decoded = (answer: RawAnswer) => decodedBody(answer).toString("utf8");

const browser = "gzip, deflate, br, zstd";

describe("a prerendered page", () => {
  it("is sent in the coding the client prefers, decoding to the same page", async () => {
    const plain = await get("/");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const page = plain.bytes.toString("utf8");
    expect(page).toContain("<title>home</title>");

    const cases: [string, string | undefined][] = [
      [browser, "br"],
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip;q=0.8", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
    ];
    for (const [accept, coding] of cases) {
      const answer = await get("/", { "accept-encoding": accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(coding);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"]), accept).toBe(answer.bytes.length);
      expect(decoded(answer), accept).toBe(page);
    }
    const br = await get("/", { "accept-encoding": browser });
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
  });

  it("has an ETag per coding, and a revalidation with it is a 304 without a body", async () => {
    const first = await get("/", { "accept-encoding": browser });
    const again = await get("/", { "accept-encoding": browser });
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const revalidated = await get("/", {
      "accept-encoding": browser,
      "if-none-match": String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);

    const stale = await get("/", { "accept-encoding": browser, "if-none-match": '"another"' });
    expect(stale.status).toBe(200);
  });

  it("carries a CSP of its inline scripts' hashes, without a nonce or 'unsafe-inline' for scripts", async () => {
    const answer = await get("/", { "accept-encoding": browser });
    const page = decoded(answer);
    const csp = String(answer.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    const hash = crypto.createHash("sha256").update(inlineScript).digest("base64");
    expect(scriptSrc.split(" ")).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).not.toContain("nonce");
    expect(page).not.toContain("nonce");
    expect(page).toContain(`<script>${inlineScript}</script>`);
    // The same for everyone: the next response's bytes and CSP are this one's.
    const next = await get("/", { "accept-encoding": browser });
    expect(next.headers["content-security-policy"]).toBe(csp);
  });
});

describe("a prerendered page with a lead form", () => {
  async function servedToken() {
    const page = decoded(await get("/contact", { "accept-encoding": browser }));
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeTruthy();
    return String(token);
  }

  it("carries a signed token dated no later than the page was served", async () => {
    const before = Date.now();
    const token = await servedToken();
    const signed = await readFormToken(token);
    expect(signed).not.toBeNull();
    const period = formTokenPeriodMs(2000);
    expect(period).toBeLessThan(2000);
    expect(signed?.issuedAt).toBeLessThanOrEqual(Date.now());
    expect(before - Number(signed?.issuedAt)).toBeLessThan(period);
  });

  it("fails a form sent at once (too fast), passes one sent after the minimum, and expires", async () => {
    // Sent the moment the page arrived: its period began less than half the minimum before.
    const sentAt = Date.now();
    const token = await servedToken();
    expect((await checkFormToken(token, undefined, 2000, sentAt)).verdict).toBe("too-fast");
    const signed = await readFormToken(token);
    const issuedAt = Number(signed?.issuedAt);
    expect((await checkFormToken(token, undefined, 2000, issuedAt + 2001)).verdict).toBeNull();
    expect((await checkFormToken(token, undefined, 2000, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1)).verdict).toBe(
      "expired-form-token",
    );
  });

  it("gives the next visitor a new token once a lead used up the page's", async () => {
    // A minimum of ten minutes: one period for the whole test, whatever the machine's speed.
    useTestConfig({ FORM_MIN_FILL_MS: "600000" });
    try {
      const first = await servedToken();
      expect(await servedToken()).toBe(first);
      const sent = await fetch(`${server.url}/api/quick-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Ada Stored",
          email: "ada.stored@example.com",
          message: "A website with online booking, please.",
          formToken: first,
        }),
      });
      expect(sent.status).toBe(201);
      const next = await servedToken();
      expect(next).not.toBe(first);
      // Dated from when it was made, not from the period's start: never older than its page.
      const made = Number((await readFormToken(next))?.issuedAt);
      expect(made).toBeGreaterThan(Number((await readFormToken(first))?.issuedAt));
    } finally {
      useTestConfig({ FORM_MIN_FILL_MS: "2000" });
    }
  });
});
