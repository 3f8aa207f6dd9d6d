/**
 * The gate in front of the page renderer. A stand-in renderer behind it, a lag the
 * test sets, and clients told apart by X-Forwarded-For (trust proxy on, as behind nginx).
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { renderGate } from "~/.server/http/render-gate";
import { createTestDatabase, useTestConfig } from "../helpers/db";

let database: DatabaseHandle;
const servers: import("node:http").Server[] = [];

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await database.close();
});

/**
 * A server with the gate in front of a stand-in renderer; `earlier` runs before the gate (a lane
 * where a request may wait). Its `get` names the client by X-Forwarded-For.
 *
 * `get.reached(path, client, n)` resolves once that client's nth request for the path has taken
 * (or been refused) its place at the gate, and `get.closed` once the server has seen its nth such
 * response close. The test goes on from there, not after a fixed wait, which a busy machine outlasts.
 */
async function serve(
  options: Parameters<typeof renderGate>[0],
  held?: Promise<void>,
  earlier?: express.RequestHandler,
) {
  const app = express();
  app.set("trust proxy", true);
  app.use(express.static("/nonexistent-static-root"));
  app.get("/prerendered", (_req, res) => {
    res.type("html").send("<p>static</p>");
  });
  if (earlier) app.use(earlier);
  const seen = { reached: new Map<string, number>(), closed: new Map<string, number>() };
  const note = (kind: keyof typeof seen, key: string) => seen[kind].set(key, (seen[kind].get(key) ?? 0) + 1);
  app.use((req, res, next) => {
    const key = `${req.ip} ${req.originalUrl}`;
    // Registered before the gate's own listener, both run in the one "close": once this one has,
    // so has the gate's.
    res.once("close", () => note("closed", key));
    next();
    // The gate places a request synchronously; once next() returns, it is in line or answered.
    note("reached", key);
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
  const until =
    (kind: keyof typeof seen) =>
    async (path: string, client: string, times = 1) => {
      const deadline = Date.now() + 20_000;
      while ((seen[kind].get(`${client} ${path}`) ?? 0) < times) {
        if (Date.now() > deadline) throw new Error(`${client} ${path} never ${kind} the gate ${times}x`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
  const get = (path: string, client: string, init: RequestInit = {}) =>
    fetch(base + path, { ...init, headers: { "x-forwarded-for": client } });
  return Object.assign(get, { reached: until("reached"), closed: until("closed") });
}

/** Renders of /slow wait until release() is called. */
function holdRenders() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** A gate that lets one render run and puts searches in a short lane of their own. */
const searchesLast: Parameters<typeof renderGate>[0] = {
  rendersPerMinute: 0,
  shedLagMs: 0,
  concurrency: 1,
  queue: 8,
  lowPriorityQueue: 1,
  lowPriority: (req) => req.query.q !== undefined,
};

describe("the render gate", () => {
  it("gives no turn to a client that left before reaching it, so the next render still runs", async () => {
    let arrived = () => {};
    const reachedDelay = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // An earlier lane where the first request waits while its client hangs up.
    const get = await serve(
      { rendersPerMinute: 0, shedLagMs: 0, concurrency: 1, queue: 4 },
      undefined,
      (req, _res, next) => {
        if (req.path !== "/left") return next();
        arrived();
        setTimeout(next, 300);
      },
    );
    const leaving = new AbortController();
    const left = get("/left", "192.0.2.50", { signal: leaving.signal }).catch(() => undefined);
    await reachedDelay;
    leaving.abort();
    await left;
    // The delayed request reaches the gate with its client gone; it must not keep a turn.
    await get.reached("/left", "192.0.2.50");
    const next = await get("/page", "192.0.2.51", { signal: AbortSignal.timeout(5_000) });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("render");
  });

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

  it("runs a few renders at once, queues a few more and sheds the rest with 503 and Retry-After", async () => {
    const { held, release } = holdRenders();
    const get = await serve({ rendersPerMinute: 0, shedLagMs: 0, concurrency: 2, queue: 2 }, held);
    // Two renders run, two wait their turn: four clients from four addresses (no budget helps).
    const admitted = [1, 2, 3, 4].map((n) => get("/slow", `198.51.100.${n}`));
    for (const n of [1, 2, 3, 4]) await get.reached("/slow", `198.51.100.${n}`);
    const shed = await get("/page", "198.51.100.5");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("2");
    expect(shed.headers.get("cache-control")).toBe("no-store");
    // What is not a render never meets the gate.
    expect((await get("/prerendered", "198.51.100.5")).status).toBe(200);
    release();
    // The queued ones got their turn: every admitted render is answered.
    expect((await Promise.all(admitted)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await get("/page", "198.51.100.5")).status).toBe(200);
  });

  it("sheds a render that waited too long among other clients' renders, and frees the place of a client that left", async () => {
    const { held, release } = holdRenders();
    const get = await serve(
      { rendersPerMinute: 0, shedLagMs: 0, concurrency: 1, queue: 2, maxWaitMs: 300, busyQueue: 1 },
      held,
    );
    const running = get("/slow", "192.0.2.1");
    await get.reached("/slow", "192.0.2.1");
    const waited = get("/page", "192.0.2.2");
    await get.reached("/page", "192.0.2.2");
    // Another client's render waits behind it: the first one's long wait is a crowd's, and is shed.
    const behind = get("/page", "192.0.2.4");
    expect((await waited).status).toBe(503);
    // A client that gives up while in line leaves its place to the next one (the line holds 2).
    const leaving = new AbortController();
    const gone = get("/page", "192.0.2.4", { signal: leaving.signal }).catch(() => "aborted");
    await get.reached("/page", "192.0.2.4", 2);
    leaving.abort();
    expect(await gone).toBe("aborted");
    await get.closed("/page", "192.0.2.4");
    const next = get("/page", "192.0.2.4");
    release();
    expect((await running).status).toBe(200);
    // Once nobody else waited, the one behind kept its place past its wait and got its turn.
    expect((await behind).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it("never sheds a client for a late loop or a slow render alone: only other clients' crowd does", async () => {
    const { held, release } = holdRenders();
    const lone = await serve(
      {
        rendersPerMinute: 0,
        shedLagMs: 50,
        concurrency: 1,
        queue: 8,
        busyQueue: 1,
        maxWaitMs: 200,
        lag: () => 120,
      },
      held,
    );
    // One client's page and its own data requests on a late loop, waiting longer than maxWaitMs.
    const own = [lone("/slow", "203.0.113.20"), lone("/a", "203.0.113.20"), lone("/b", "203.0.113.20")];
    for (const path of ["/slow", "/a", "/b"]) await lone.reached(path, "203.0.113.20");
    own.push(lone("/c", "203.0.113.20"));
    await lone.reached("/c", "203.0.113.20");
    // Longer than maxWaitMs in line: a shed would come now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Another client behind one slow render of someone else: no crowd either.
    const other = await serve(
      { rendersPerMinute: 0, shedLagMs: 50, concurrency: 1, queue: 8, maxWaitMs: 200, lag: () => 120 },
      held,
    );
    const first = other("/slow", "203.0.113.21");
    await other.reached("/slow", "203.0.113.21");
    const second = other("/page", "203.0.113.22");
    await other.reached("/page", "203.0.113.22");
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    expect((await Promise.all(own)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("sheds other clients' searches first, and runs a waiting page before them", async () => {
    const { held, release } = holdRenders();
    const get = await serve(searchesLast, held);
    const order: string[] = [];
    const track = (name: string, answer: Promise<Response>) =>
      answer.then((response) => {
        order.push(name);
        return response.status;
      });
    // The gate is saturated: one render runs, and a search from another address waits.
    const running = track("running", get("/slow", "198.51.100.30"));
    await get.reached("/slow", "198.51.100.30");
    const search = track("search", get("/blog?q=first", "198.51.100.31"));
    await get.reached("/blog?q=first", "198.51.100.31");
    // A flood of searches from new addresses: shed at once, with the shed page's Retry-After.
    const shed = await get("/blog?q=second", "198.51.100.32");
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("2");
    expect(await shed.text()).toBe("The site is busy right now. Please try again in a moment.");
    // A page that is no search still waits its turn, and goes before the search that came first.
    const page = track("page", get("/blog", "198.51.100.33"));
    await get.reached("/blog", "198.51.100.33");
    release();
    expect(await Promise.all([running, search, page])).toEqual([200, 200, 200]);
    expect(order).toEqual(["running", "page", "search"]);
  });

  it("never sheds one client's own searches for being searches", async () => {
    const { held, release } = holdRenders();
    const get = await serve(searchesLast, held);
    const running = get("/slow", "203.0.113.40");
    await get.reached("/slow", "203.0.113.40");
    const queries = ["s", "se", "seo", "seo tips"].map((q) => `/blog?q=${encodeURIComponent(q)}`);
    const searches = queries.map((query) => get(query, "203.0.113.40"));
    for (const query of queries) await get.reached(query, "203.0.113.40");
    release();
    expect((await running).status).toBe(200);
    expect((await Promise.all(searches)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
  });

  it("sheds instead of queueing while renders wait on a lagging loop; a late loop alone sheds nothing", async () => {
    let lag = 120;
    const { held, release } = holdRenders();
    const get = await serve(
      { rendersPerMinute: 0, shedLagMs: 50, concurrency: 1, queue: 8, busyQueue: 1, lag: () => lag },
      held,
    );
    // A late loop with nothing waiting: the render runs.
    const running = get("/slow", "203.0.113.7");
    await get.reached("/slow", "203.0.113.7");
    const queued = get("/page", "203.0.113.8");
    await get.reached("/page", "203.0.113.8");
    // One waits already and the loop is late: the next is shed, not queued.
    expect((await get("/page", "203.0.113.9")).status).toBe(503);
    lag = 0;
    const onTime = get("/page", "203.0.113.9");
    release();
    expect((await running).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect((await onTime).status).toBe(200);
  });
});
