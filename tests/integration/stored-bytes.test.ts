/**
 * Every page body the server keeps in memory, the prerendered pages' and the blog page cache's,
 * in every coding sent, stays under one byte budget; a page it dropped is still sent right,
 * in every coding.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CompressCallback, InputType } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { decodedBody, type Listening, listen, rawRequest } from "../helpers/raw-http";
import { waitFor } from "../helpers/smtp";

/** node:zlib's async compressions (the best copies are made with them), counted to wait for them. */
const compressions = vi.hoisted(() => ({ started: 0, running: 0 }));
vi.mock("node:zlib", async (importOriginal) => {
  const zlib = (await importOriginal<{ default: typeof import("node:zlib") }>()).default;
  type Compress = (input: InputType, options: object, callback: CompressCallback) => void;
  const counted =
    (compress: Compress): Compress =>
    (input, options, callback) => {
      compressions.started += 1;
      compressions.running += 1;
      compress(input, options, (error, result) => {
        compressions.running -= 1;
        callback(error, result);
      });
    };
  const mocked = {
    ...zlib,
    gzip: counted(zlib.gzip),
    brotliCompress: counted(zlib.brotliCompress),
  };
  return { ...mocked, default: mocked };
});

/**
 * The server's modules are loaded afresh, so they compress with the counted zlib even when an
 * earlier file in this worker loaded them already (the suite shares modules between files).
 */
vi.resetModules();
const { blogPageCache } = await import("~/.server/http/page-cache");
const { prerenderedPages } = await import("~/.server/http/prerendered");
const { cspNonce, securityHeaders } = await import("~/.server/http/security-headers");
const { storedBytes } = await import("~/.server/http/stored-body");

const BUDGET = 160_000;
const budget = storedBytes(BUDGET);
/** Text that compresses to about three quarters: each page's codings together are ~2.5x its size. */
const filler = (bytes: number) => crypto.randomBytes(Math.ceil((bytes * 3) / 4)).toString("base64");
const prerendered = ["/", "/about", "/services", "/results"];
const pages = new Map<string, string>(
  prerendered.map((pathname) => [
    pathname,
    `<!doctype html><title>${pathname}</title><p>${filler(24_000)}</p>`,
  ]),
);
const articles = ["/blog/first", "/blog/second"];
for (const pathname of articles) pages.set(pathname, `<!doctype html><p>${pathname} ${filler(24_000)}</p>`);

let database: DatabaseHandle;
let server: Listening;
let clientDir = "";
let renders = 0;

beforeAll(async () => {
  const config = useTestConfig();
  database = await createTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-stored-bytes-"));
  for (const pathname of prerendered) {
    fs.mkdirSync(path.join(clientDir, pathname), { recursive: true });
    fs.writeFileSync(path.join(clientDir, pathname, "index.html"), String(pages.get(pathname)));
  }
  const app = express();
  app.use(cspNonce);
  app.use(securityHeaders(config, { csp: true }));
  app.use(blogPageCache({ checkMs: 60_000, budget }));
  app.use(prerenderedPages(clientDir, undefined, budget));
  app.get("/blog/:slug", (req, res) => {
    renders += 1;
    res.type("html").send(pages.get(req.path));
  });
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const codings = ["br", "gzip", "identity"];

/** Asks for `pathname` in every coding; each answer must decode to the page. */
async function readAllCodings(pathname: string) {
  let sent = 0;
  for (const coding of codings) {
    const answer = await rawRequest(server.port, "GET", pathname, { headers: { "accept-encoding": coding } });
    expect(answer.status, `${pathname} ${coding}`).toBe(200);
    expect(decodedBody(answer).toString(), `${pathname} ${coding}`).toBe(pages.get(pathname));
    sent += answer.bytes.length;
    expect(budget.total()).toBeLessThanOrEqual(BUDGET);
  }
  return sent;
}

it("keeps every stored coding of every page under one byte budget, and sends a dropped page right", async () => {
  let sent = 0;
  for (const pathname of [...articles, ...prerendered]) sent += await readAllCodings(pathname);
  // What was sent would not all fit: the budget had to drop pages.
  expect(sent).toBeGreaterThan(BUDGET * 1.5);
  expect(renders).toBe(2);
  // The best copies are made in the background: the bound holds once they are in too.
  await waitFor(() => compressions.running === 0, 30_000);
  expect(compressions.started).toBeGreaterThan(0);
  expect(budget.total()).toBeLessThanOrEqual(BUDGET);
  expect(budget.total()).toBeGreaterThan(BUDGET / 2);

  // The first article was sent least recently: dropped, it is rendered again and kept again.
  const again = await rawRequest(server.port, "GET", articles[0], { headers: { "accept-encoding": "br" } });
  expect(again.headers["x-page-cache"]).toBe("miss");
  expect(renders).toBe(3);
  await readAllCodings(articles[0]);
  expect(renders).toBe(3);
  // The first prerendered page, dropped as well, is made again from its file in every coding.
  await readAllCodings(prerendered[0]);
  expect(budget.total()).toBeLessThanOrEqual(BUDGET);
});
