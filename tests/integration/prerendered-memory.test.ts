/**
 * The prerendered pages and their `.data` files are kept in memory once read, so they are sent
 * without a disk read. Only the build's files are kept: a crawl of made-up URLs (each one asked
 * once, every one passing through these handlers before the page renderer answers it) leaves
 * nothing behind, so the server's memory comes back after it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import type { Request, RequestHandler, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedData, prerenderedPages } from "~/.server/http/prerendered";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-prerendered-memory-"));
  fs.mkdirSync(path.join(dir, "about"));
  fs.writeFileSync(path.join(dir, "about", "index.html"), "<h1>About us</h1>");
  fs.writeFileSync(path.join(dir, "about.data"), '[{"page":"about"}]');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Calls the handler as Express would; resolves with the body it sent, or null when it passed on. */
function ask(handler: RequestHandler, pathname: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = { method: "GET", url: pathname, path: pathname, headers: {} } as Request;
    const res = {
      locals: {},
      setHeader() {},
      getHeader() {},
      vary() {},
      status() {
        return res;
      },
      end(body?: Buffer) {
        resolve(String(body));
      },
    } as unknown as Response;
    handler(req, res, () => resolve(null));
  });
}

async function heapGrowthOver(handler: RequestHandler, suffix: string, requests: number) {
  const padding = "x".repeat(80);
  for (let i = 0; i < 1_000; i++) await ask(handler, `/warm-${i}-${padding}${suffix}`);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < requests; i++) await ask(handler, `/made-up-${i}-${padding}${suffix}`);
  gc();
  return process.memoryUsage().heapUsed - before;
}

describe("prerendered pages in memory", () => {
  it("keeps nothing for 50,000 made-up page paths, and still serves the build's page", async () => {
    const handler = prerenderedPages(dir);
    expect(await ask(handler, "/about")).toBe("<h1>About us</h1>");
    // Remembering each miss cost about 7 MB here.
    expect(await heapGrowthOver(handler, "", 50_000)).toBeLessThan(2 * 1024 * 1024);
    expect(await ask(handler, "/about")).toBe("<h1>About us</h1>");
    expect(await ask(handler, "/made-up-1")).toBeNull();
  }, 120_000);

  it("keeps nothing for 50,000 made-up .data paths, and still serves the build's file", async () => {
    const handler = prerenderedData(dir);
    expect(await ask(handler, "/about.data")).toBe('[{"page":"about"}]');
    expect(await heapGrowthOver(handler, ".data", 50_000)).toBeLessThan(2 * 1024 * 1024);
    expect(await ask(handler, "/about.data")).toBe('[{"page":"about"}]');
    expect(await ask(handler, "/made-up-1.data")).toBeNull();
  }, 120_000);
});
