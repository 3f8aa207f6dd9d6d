/**
 * Issue 25.1: the gate in front of the page renderer. A stand-in renderer behind it, a lag the
 * test sets, and clients told apart by X-Forwarded-For (trust proxy on, as behind nginx).
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { renderGate } from "~/.server/http/render-gate";
import { resetRateLimiters } from "~/.server/services/rate-limit";
import { createTestDatabase, useTestConfig } from "../helpers/db";

let database: DatabaseHandle;
const servers: import("node:http").Server[] = [];

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
  resetRateLimiters();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await database.close();
});

async function serve(options: Parameters<typeof renderGate>[0], held?: Promise<void>) {
  const app = express();
  app.set("trust proxy", true);
  app.use(express.static("/nonexistent-static-root"));
  app.get("/prerendered", (_req, res) => {
    res.type("html").send("<p>static</p>");
  });
  app.use(renderGate(options));
  app.get("/slow", async (_req, res) => {
    await held;
    res.type("html").send("<p>slow render</p>");
  });
  app.get(/.*/, (_req, res) => {
    res.type("html").send("<p>render</p>");
  });
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, client: string) => fetch(base + path, { headers: { "x-forwarded-for": client } });
}

describe("the render gate", () => {
  it("limits each client's renders, not the others'", async () => {
    const get = await serve({ rendersPerMinute: 3, shedLagMs: 0 });
    for (let i = 0; i < 3; i++) expect((await get(`/blog?q=${i}`, "203.0.113.1")).status).toBe(200);
    const refused = await get("/blog?q=4", "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // Another client still gets its pages.
    expect((await get("/blog?q=5", "203.0.113.2")).status).toBe(200);
  });

  it("sheds renders with 503 and Retry-After while renders pile up on a lagging loop", async () => {
    let lag = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const get = await serve({ rendersPerMinute: 0, shedLagMs: 50, busyInFlight: 2, lag: () => lag }, held);
    const slow = [get("/slow", "198.51.100.1"), get("/slow", "198.51.100.2")];
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Two renders under way, but the loop keeps up: nothing is shed.
    expect((await get("/page", "198.51.100.3")).status).toBe(200);
    lag = 120;
    const shed = await get("/page", "198.51.100.3");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("2");
    release();
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
    // The renders finished: a late loop alone sheds nothing.
    expect((await get("/page", "198.51.100.3")).status).toBe(200);
  });

  it("sheds whatever the lag once too many renders are under way", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const get = await serve({ rendersPerMinute: 0, shedLagMs: 50, maxInFlight: 2, lag: () => 0 }, held);
    const slow = [get("/slow", "192.0.2.1"), get("/slow", "192.0.2.2")];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await get("/page", "192.0.2.3")).status).toBe(503);
    // What is not a render never meets the gate.
    expect((await get("/prerendered", "192.0.2.3")).status).toBe(200);
    release();
    await Promise.all(slow);
  });
});
