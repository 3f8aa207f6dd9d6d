/**
 * A flood of requests that cost work (renders, page-cache hits) must not push back a
 * prerendered page, nor another client's request. A stand-in app: `/` is a file of the "build",
 * `/work` keeps the one event loop busy for 15 ms per request, as a render or a cache hit does.
 * Clients are told apart by X-Forwarded-For (trust proxy on, as behind nginx).
 */
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLanes } from "~/.server/http/request-lanes";

let server: http.Server;
let base = "";
let clientDir = "";

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "lanes-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<p>home</p>");
  const app = express();
  app.set("trust proxy", true);
  // `/cached` stands for a page the page cache holds.
  app.use(requestLanes({ clientDir, preferred: (req) => req.path === "/cached" }));
  app.get("/cached", (_req, res) => {
    res.type("html").send("<p>cached</p>");
  });
  app.get("/", (_req, res) => {
    res.type("html").send("<p>home</p>");
  });
  app.get("/work", (_req, res) => {
    const until = performance.now() + 15;
    while (performance.now() < until) {
      // the event loop is busy, as in a server render
    }
    res.type("html").send("<p>worked</p>");
  });
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/**
 * Sends `count` requests from `client` at once (or each from its own address when `client` is a
 * function of the request's number); `pending()` says how many have not been answered.
 */
function flood(count: number, client: string | ((i: number) => string)) {
  let answered = 0;
  const all = Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${base}/work?b=${i}`, {
        headers: { "x-forwarded-for": typeof client === "string" ? client : client(i) },
      })
        .then((response) => response.text())
        .then(() => {
          answered++;
        }),
    ),
  );
  return { all, pending: () => count - answered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe("request lanes", () => {
  it("answers a prerendered page before a flood's requests that came first", async () => {
    const busy = flood(30, "203.0.113.7");
    await settle(); // the flood is in
    const home = await fetch(`${base}/`, { headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(await home.text()).toBe("<p>home</p>");
    const stillWaiting = busy.pending();
    await busy.all;
    // Without the lanes the home page waits for every flood request that arrived before it.
    expect(stillWaiting).toBeGreaterThanOrEqual(15);
  });

  it("answers a prerendered page with a query it does not read before a many-address flood", async () => {
    const busy = flood(30, (i) => `192.0.2.${i + 100}`);
    await settle();
    const home = await fetch(`${base}/?utm_campaign=x7f3a9`, {
      headers: { "x-forwarded-for": "198.51.100.4" },
    });
    expect(await home.text()).toBe("<p>home</p>");
    const stillWaiting = busy.pending();
    await busy.all;
    expect(stillWaiting).toBeGreaterThanOrEqual(15);
  });

  it("takes another client's request before the rest of one client's flood", async () => {
    const busy = flood(30, "203.0.113.8");
    await settle();
    const other = await fetch(`${base}/work?q=mine`, { headers: { "x-forwarded-for": "198.51.100.2" } });
    expect(other.status).toBe(200);
    await other.text();
    const stillWaiting = busy.pending();
    await busy.all;
    expect(stillWaiting).toBeGreaterThanOrEqual(15);
  });

  it("takes a cached page before a flood of renders from many addresses that came first", async () => {
    const busy = flood(30, (i) => `192.0.2.${i + 1}`);
    await settle();
    const cached = await fetch(`${base}/cached`, { headers: { "x-forwarded-for": "198.51.100.3" } });
    expect(await cached.text()).toBe("<p>cached</p>");
    const stillWaiting = busy.pending();
    await busy.all;
    // Without the preference it is one more client at the back of the round: after all 30.
    expect(stillWaiting).toBeGreaterThanOrEqual(15);
  });

  it("answers every request of a flood, in the end", async () => {
    const busy = flood(10, "203.0.113.9");
    await busy.all;
    expect(busy.pending()).toBe(0);
  });
});
