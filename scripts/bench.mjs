#!/usr/bin/env node
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { startNginxCeiling } from "./lib/nginx-ceiling.mjs";
import { freePort, requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const duration = Number(option("duration", "5"));
const connections = Number(option("connections", "10"));
const only = option("only", "");
const idleSeconds = Number(option("idle", "60"));
const afterSeconds = Number(option("after", "60"));
const nginxWorkers = Number(option("nginx-workers", "1"));
const buildDir = process.env.BUILD_DIR ?? "build";
requireServerFile("bench", buildDir);

function startServer(database) {
  return startProductionServer({
    buildDir,
    env: {
      DATABASE_URL: database === "postgres" ? process.env.DATABASE_URL : "",
      CMS_DEMO_ACCOUNT: "false",
      // Requests come from 127.0.0.1 with a distinct X-Forwarded-For each (see POST /api/contact).
      TRUST_PROXY: "loopback",
    },
  });
}

/** The baseline: the same home page HTML from memory, the least any Node server can do. */
async function startBaseline(html) {
  const body = Buffer.from(html);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function run(url, request = {}, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(request.method ? { method: request.method } : {}),
        requests: request.setupRequest ? [{ setupRequest: request.setupRequest }] : undefined,
        headers: request.headers,
        body: request.body,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, url, request) {
  await run(url, request, 1); // warm-up: JIT, connection pools, caches
  const result = await run(url, request);
  const total = result.requests.total || 1;
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    share2xx: 1 - result.non2xx / total,
  };
}

/** What a browser asks for: Chrome's Accept-Encoding. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** One GET, its body as sent and decoded: what the server chose to send for these headers. */
function sample(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const sent = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? "identity";
          const decode = {
            br: zlib.brotliDecompressSync,
            gzip: zlib.gunzipSync,
            deflate: zlib.inflateSync,
          }[encoding];
          resolve({
            status: response.statusCode,
            encoding,
            sent: sent.length,
            decoded: encoding === "identity" ? sent.length : decode ? decode(sent).length : Number.NaN,
            cache: response.headers["x-page-cache"],
          });
        });
      })
      .on("error", reject);
  });
}

/**
 * An uncached render, one request at a time: `?preview=` is never answered from the blog page
 * cache (an unknown token shows the live page to anyone), so each request renders. The home page is
 * the build's file: there is nothing to render.
 */
async function renderTimes(url, pathname, count = 50) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const statuses = new Map();
  try {
    for (let i = -5; i < count; i++) {
      const target = pathname === "/" ? "/" : `${pathname}?preview=bench-${i + 5}`;
      const { status, ms } = await timedGet(`${url}${target}`, agent, { "x-forwarded-for": nextIp() });
      if (i < 0) continue; // warm-up
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  } finally {
    agent.destroy();
  }
  return { p50: percentile(times, 50), statuses: Object.fromEntries(statuses) };
}

const rssOf = (pid) =>
  Math.round(
    Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
  );

async function benchDatabase(database) {
  const server = await startServer(database);
  let poll;
  try {
    const home = await (await fetch(`${server.url}/`)).text();
    const posts = await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json();
    const article = `/blog/${posts[0].slug}`;
    const pages = [
      ["/", "/ (prerendered)"],
      ["/blog", "/blog (page cache)"],
      [article, `${article} (page cache)`],
    ];
    const pageRows = [];
    for (const [pathname, label] of pages) {
      const plain = await sample(`${server.url}${pathname}`);
      const browser = await sample(`${server.url}${pathname}`, BROWSER);
      pageRows.push({ pathname, label, plain, browser });
    }
    // Idle as bench-memory.mjs reads it: V8 gives the start's garbage back once the server has
    // been idle a while.
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const memory = { idle: rssOf(server.pid) };
    for (const page of pageRows) page.render = await renderTimes(server.url, page.pathname);
    let peak = memory.idle;
    poll = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 250);
    const baseline = await startBaseline(home);
    const rows = [];
    try {
      rows.push(await measure("baseline: node:http, / from memory", baseline.url));
    } finally {
      await baseline.stop();
    }
    // Each page right after the ceiling with the same header, so each ratio compares neighbours
    // in time (other work on a shared machine comes and goes between rows).
    const nginx = await startNginxCeiling(path.join(buildDir, "client", "index.html"), {
      workers: nginxWorkers,
    });
    try {
      for (const [encoding, headers] of [
        ["no Accept-Encoding", undefined],
        ["browser's Accept-Encoding", BROWSER],
      ]) {
        for (const [index, [pathname, label]] of pages.entries()) {
          const ceiling = nginx.url
            ? await measure(`nginx: / static file, ${encoding}`, `${nginx.url}/`, { headers })
            : undefined;
          if (ceiling) rows.push(ceiling);
          const row = await measure(`${label}, ${encoding}`, `${server.url}${pathname}`, { headers });
          rows.push({ ...row, nginx: ceiling?.rps });
          pageRows[index][headers ? "browserRps" : "plainRps"] = row.rps;
          pageRows[index][headers ? "browserNginx" : "plainNginx"] = ceiling?.rps;
        }
      }
    } finally {
      await nginx.stop?.();
    }
    rows.push(await measure("GET /api/blog/posts?search=seo", `${server.url}/api/blog/posts?search=seo`));
    let sent = 0;
    rows.push(
      await measure("POST /api/contact (writes a lead)", `${server.url}/api/contact`, {
        method: "POST",
        setupRequest(request) {
          sent += 1;
          return {
            ...request,
            method: "POST",
            path: "/api/contact",
            headers: {
              "content-type": "application/json",
              origin: server.url,
              // A distinct client per request: the per-IP lead limit is production's, not lowered here.
              "x-forwarded-for": nextIp(),
            },
            body: JSON.stringify({
              fullName: "Bench Visitor",
              email: `bench-${sent}@example.com`,
              phone: "(713) 555-0100",
              service: "seo",
              message: `Load test lead number ${sent}.`,
              company: "Bench Plumbing",
            }),
          };
        },
      }),
    );
    clearInterval(poll);
    memory.peak = Math.max(peak, rssOf(server.pid));
    await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1000));
    memory.after = rssOf(server.pid);
    return { database, rows, pageRows, memory, nginx: nginx.describe ?? `skipped: ${nginx.skipped}` };
  } finally {
    clearInterval(poll);
    await server.stop();
  }
}

/**
 * A cache-busting flood (`/blog?q=seo&b=N`), bounded and on loopback: FLOOD_REQUESTS requests, 32 in
 * flight, to the public host, while one client asks for GET / one request at a time. The p95 of
 * GET / during the flood is compared with its p95 on the idle server (target: within 5x).
 * Three floods: the cache-busting one (`/blog?q=seo&b=N`, an unknown parameter), distinct searches
 * from one client (each one a real render), and distinct searches from rotating client addresses
 * (no per-client budget helps; only shedding does).
 */
const FLOOD_REQUESTS = Number(option("flood-requests", "3000"));
const PUBLIC_HOST = "www.example.com";

function timedGet(url, agent, headers) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { host: PUBLIC_HOST, ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.on("error", () => resolve({ status: "error", ms: performance.now() - started }));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function probeHome(url, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    while (!until()) {
      times.push((await timedGet(`${url}/`, agent)).ms);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    agent.destroy();
  }
  return times;
}

async function flood(url, target, headersFor) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < FLOOD_REQUESTS) {
      const index = next++;
      const { status } = await timedGet(`${url}${target(index)}`, agent, headersFor(index));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: 32 }, worker));
  agent.destroy();
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

async function idleHome(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    for (let i = 0; i < 250; i++) times.push((await timedGet(`${url}/`, agent)).ms);
  } finally {
    agent.destroy();
  }
  return times.slice(50); // the first ones warm the connection and the JIT
}

async function benchFlood() {
  const server = await startServer("pglite");
  try {
    const floods = [
      ["/blog?q=seo&b=N, one client", (i) => `/blog?q=seo&b=${i}`, () => ({})],
      ["/blog?q=seo-N (a render each), one client", (i) => `/blog?q=seo-${i}`, () => ({})],
      [
        "/blog?q=hvac-N (a render each), a new client address each",
        (i) => `/blog?q=hvac-${i}`,
        () => ({ "x-forwarded-for": nextIp() }),
      ],
    ];
    const rows = [];
    for (const [label, target, headersFor] of floods) {
      // Idle right before its flood, so both see the same machine (other work on it comes and goes).
      const idle = await idleHome(server.url);
      const loadBefore = load();
      let done = false;
      const probe = probeHome(server.url, () => done);
      const result = await flood(server.url, target, headersFor);
      done = true;
      const times = await probe;
      rows.push({
        label,
        loadBefore,
        idleP50: percentile(idle, 50),
        idleP95: percentile(idle, 95),
        floodRps: FLOOD_REQUESTS / result.seconds,
        statuses: Object.fromEntries([...result.statuses].sort()),
        homeRequests: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        ratio: percentile(times, 95) / percentile(idle, 95),
      });
      // Let the loop settle and the per-client blocks lapse between floods.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    return { rows };
  } finally {
    await server.stop();
  }
}

/**
 * The many-address flood: 64 requests in flight, each from a new address (X-Forwarded-For), half
 * `/?utm_campaign=<random>` and half `/blog?q=<random>`, while one normal visitor asks for `/blog`
 * and, beside it, `/`, one request at a time each. Their p95 during the flood is compared with
 * their p95 on the idle server right before it (target: within 5x).
 */
const MANY_IN_FLIGHT = 64;

async function probePath(url, pathname, headers, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const statuses = new Map();
  try {
    while (!until()) {
      const { ms, status } = await timedGet(`${url}${pathname}`, agent, headers);
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    agent.destroy();
  }
  return { times, statuses };
}

async function idlePath(url, pathname, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    for (let i = 0; i < 250; i++) times.push((await timedGet(`${url}${pathname}`, agent, headers)).ms);
  } finally {
    agent.destroy();
  }
  return times.slice(50);
}

async function benchManyAddressFlood() {
  const server = await startServer("pglite");
  const visitor = { "x-forwarded-for": "192.0.2.200" };
  const random = () => Math.random().toString(36).slice(2, 10);
  try {
    const idle = {};
    const loadBefore = load();
    for (const pathname of ["/blog", "/"]) idle[pathname] = await idlePath(server.url, pathname, visitor);
    let done = false;
    const probes = ["/blog", "/"].map((pathname) => probePath(server.url, pathname, visitor, () => done));
    const agent = new http.Agent({ keepAlive: true, maxSockets: MANY_IN_FLIGHT });
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < FLOOD_REQUESTS) {
        const index = next++;
        const target = index % 2 === 0 ? `/?utm_campaign=${random()}` : `/blog?q=${random()}`;
        const { status } = await timedGet(`${server.url}${target}`, agent, { "x-forwarded-for": nextIp() });
        const key = `${target.startsWith("/blog") ? "q" : "utm"} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: MANY_IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    done = true;
    const [blog, home] = await Promise.all(probes);
    const row = (pathname, probe) => ({
      pathname,
      idleP50: percentile(idle[pathname], 50),
      idleP95: percentile(idle[pathname], 95),
      requests: probe.times.length,
      statuses: Object.fromEntries(probe.statuses),
      p50: percentile(probe.times, 50),
      p95: percentile(probe.times, 95),
      ratio: percentile(probe.times, 95) / percentile(idle[pathname], 95),
    });
    return {
      loadBefore,
      floodRps: FLOOD_REQUESTS / seconds,
      statuses: Object.fromEntries([...statuses].sort()),
      rows: [row("/blog", blog), row("/", home)],
    };
  } finally {
    await server.stop();
  }
}

function printManyAddressFlood(result) {
  console.log(
    `\nMany-address flood: ${FLOOD_REQUESTS} requests, ${MANY_IN_FLIGHT} in flight, each from a new address, half /?utm_campaign=<random>, half /blog?q=<random>; load avg before ${result.loadBefore}`,
  );
  const answers = Object.entries(result.statuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(", ");
  console.log(`flood: ${result.floodRps.toFixed(0)} req/s; answers: ${answers}`);
  console.log("| normal visitor | idle p50 / p95 ms | during flood | flood p50 / p95 ms | p95 x idle |");
  console.log("| --- | ---: | --- | ---: | ---: |");
  for (const row of result.rows) {
    const during = Object.entries(row.statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(", ");
    console.log(
      `| ${row.pathname} | ${row.idleP50.toFixed(1)} / ${row.idleP95.toFixed(1)} | ${during} | ${row.p50.toFixed(1)} / ${row.p95.toFixed(1)} | ${row.ratio.toFixed(1)} |`,
    );
  }
}

function printFlood({ rows }) {
  console.log(
    `\nCache-busting flood: ${FLOOD_REQUESTS} requests, 32 in flight; GET / idle right before each flood`,
  );
  console.log(
    "| flood | load avg | flood req/s | flood answers | GET / during | idle p50 / p95 ms | flood p50 / p95 ms | p95 x idle |",
  );
  console.log("| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    const answers = Object.entries(row.statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(", ");
    console.log(
      `| ${row.label} | ${row.loadBefore.split(", ")[0]} | ${row.floodRps.toFixed(0)} | ${answers} | ${row.homeRequests} | ${row.idleP50.toFixed(1)} / ${row.idleP95.toFixed(1)} | ${row.p50.toFixed(1)} / ${row.p95.toFixed(1)} | ${row.ratio.toFixed(1)} |`,
    );
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable({ database, rows, pageRows, memory, nginx }) {
  const base = rows[0].rps;
  const header = ["row", "req/s", "p50 ms", "p99 ms", "x baseline", "x nginx", "non-2xx"];
  const lines = rows.map((row) => [
    row.label,
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p99),
    (row.rps / base).toFixed(2),
    row.nginx ? (row.rps / row.nginx).toFixed(2) : "",
    String(row.non2xx + row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(
    `\n${database === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${duration} s per row, ${connections} connections`,
  );
  console.log(`ceiling: ${nginx}`);
  console.log(`browser's Accept-Encoding: ${BROWSER["accept-encoding"]}`);
  console.log(format(header));
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const line of lines) console.log(format(line));

  const ratio = (rps, ceiling) => (ceiling ? ` (${(rps / ceiling).toFixed(2)}x nginx)` : "");
  const statuses = (counts) =>
    Object.entries(counts)
      .filter(([status]) => status !== "200")
      .map(([status, count]) => `, ${count} x ${status}`)
      .join("");
  console.log(
    "\nPer page (one request each for the bytes; 50 one at a time for the render, after 5 to warm)",
  );
  console.log(
    "| page | HTML decoded KB | sent to a browser KB (encoding) | req/s without / with the browser's Accept-Encoding | uncached render p50 ms |",
  );
  console.log("| --- | ---: | ---: | --- | ---: |");
  for (const page of pageRows) {
    const render = page.pathname === "/" ? "– (the build's file)" : page.render.p50.toFixed(1);
    console.log(
      `| ${page.pathname} | ${kb(page.plain.decoded)} | ${kb(page.browser.sent)} (${page.browser.encoding}) | ${page.plainRps.toFixed(0)}${ratio(page.plainRps, page.plainNginx)} / ${page.browserRps.toFixed(0)}${ratio(page.browserRps, page.browserNginx)} | ${render}${statuses(page.render.statuses)} |`,
    );
  }
  console.log(
    `\nServer RSS: ${memory.idle} MB idle (${idleSeconds} s after the start), ${memory.peak} MB peak under the load above, ${memory.after} MB ${afterSeconds} s after it (${(memory.after / memory.idle).toFixed(2)}x idle)`,
  );
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const databases = ["pglite", ...(process.env.DATABASE_URL ? ["postgres"] : [])];
const targets = databases.filter((target) => !only || target === only);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadBefore: load(),
  duration,
  connections,
  results: [],
};
console.log(`bench: ${os.cpus().length} CPUs, load average before: ${report.loadBefore}`);
for (const target of ["flood", "many-flood", "analytics", "newsletter", "memory"].includes(only)
  ? []
  : targets) {
  const result = await benchDatabase(target);
  report.results.push(result);
  printTable(result);
}
// Analytics (ADR 0024): counting cost, ingest and dashboard queries over 1,000,000 views.
if (!only || only === "analytics") {
  for (const database of databases) {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-analytics.ts", database], {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
    });
    process.stdout.write(run.stdout);
    report.results.push({
      database,
      analytics: run.stdout.split("\n").filter((line) => line.startsWith("|")),
    });
    if (run.status !== 0) process.exitCode = 1;
  }
}
// Newsletter (ADR 0033): 2,000 and 10,000 subscribers to an SMTP sink on loopback.
if (!only || only === "newsletter") {
  for (const database of databases) {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-newsletter.ts"], {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: database === "postgres" ? process.env.DATABASE_URL : "" },
    });
    process.stdout.write(run.stdout);
    report.results.push({
      database,
      newsletter: run.stdout.split("\n").filter((line) => line.startsWith("|")),
    });
    if (run.status !== 0) process.exitCode = 1;
  }
}
// Server memory (PGlite): first start, idle after a restart, under load, and a minute after it.
if (!only || only === "memory") {
  const run = spawnSync(
    process.execPath,
    ["scripts/bench-memory.mjs", "--load", option("memory-load", "300"), "--after", "60"],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  process.stdout.write(run.stdout);
  report.memory = run.stdout.split("\n").filter((line) => line.startsWith("|"));
  if (run.status !== 0) process.exitCode = 1;
}
if (!only || only === "flood") {
  report.flood = await benchFlood();
  printFlood(report.flood);
}
// A cache-busting flood from many addresses: a normal visitor's /blog and / (ADR 0026).
if (!only || only === "flood" || only === "many-flood") {
  report.manyAddressFlood = await benchManyAddressFlood();
  printManyAddressFlood(report.manyAddressFlood);
}
report.loadAfter = load();
console.log(`\nload average after: ${report.loadAfter}`);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/bench.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("written to reports/bench.json");
