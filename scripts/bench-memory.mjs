#!/usr/bin/env node
/**
 * The server's memory on the embedded database (`npm run bench -- --only memory`): the production
 * build (`node build/server.js`) on a fresh data folder, then restarted on it, as an operator runs
 * it. Printed, from /proc (VmRSS, and VmHWM for the peak):
 *  - first start: RSS when /readyz first answers on an empty data folder (migrations and seed
 *    done), and `--settle` seconds later;
 *  - restart: RSS `--settle` seconds after the server answers again on that folder, and idle
 *    `--idle` seconds after (V8 gives back the start's garbage once the server has been idle a while);
 *  - under load: the peak RSS during `--load` seconds of autocannon (10 connections) over the home
 *    page, /blog and an article, half of the requests with `Accept-Encoding: br`;
 *  - after load: RSS `--after` seconds after the load ended (target: within 10% of idle).
 * Run: node scripts/bench-memory.mjs [--load 300] [--after 60] [--settle 10] [--idle 60]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return Number(index >= 0 && args[index + 1] ? args[index + 1] : fallback);
};
const loadSeconds = option("load", 300);
const afterSeconds = option("after", 60);
const settleSeconds = option("settle", 10);
const idleSeconds = option("idle", 60);
const buildDir = process.env.BUILD_DIR ?? "build";
requireServerFile("bench-memory", buildDir);

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const mb = (kb) => Math.round(kb / 1024);
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: mb(kb("VmRSS")), peak: mb(kb("VmHWM")) };
}
const loadAverage = () => os.loadavg()[0].toFixed(1);

const start = (dataDir) =>
  startProductionServer({
    buildDir,
    dataDir,
    keepDataDir: true,
    // A first start creates and seeds the database: minutes on a busy machine.
    readyTimeoutMs: 600_000,
    env: { CMS_DEMO_ACCOUNT: "false", TRUST_PROXY: "loopback" },
  });

async function load(url, seconds) {
  const posts = await (await fetch(`${url}/api/blog/posts?limit=1`)).json();
  const paths = ["/", "/blog", `/blog/${posts[0].slug}`];
  const requests = paths.flatMap((path) => [
    { method: "GET", path },
    { method: "GET", path, headers: { "accept-encoding": "br" } },
  ]);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-bench-memory-"));
const row = { loadBefore: loadAverage() };
try {
  let server = await start(dataDir);
  row.firstReady = memoryOf(server.pid).rss;
  await sleep(settleSeconds);
  row.firstSettled = memoryOf(server.pid).rss;
  row.firstPeak = memoryOf(server.pid).peak;
  await server.stop();

  server = await start(dataDir);
  try {
    await sleep(settleSeconds);
    row.restartSettled = memoryOf(server.pid).rss;
    await sleep(Math.max(0, idleSeconds - settleSeconds));
    row.idle = memoryOf(server.pid).rss;
    let peak = row.idle;
    const poll = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rss);
    }, 500);
    const result = await load(server.url, loadSeconds);
    clearInterval(poll);
    row.requests = result.requests.total;
    row.non2xx = result.non2xx + result.errors + result.timeouts;
    row.underLoad = Math.max(peak, memoryOf(server.pid).peak);
    await sleep(afterSeconds);
    row.after = memoryOf(server.pid).rss;
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
row.loadAfter = loadAverage();

console.log(
  `\nServer memory (PGlite, production build; ${loadSeconds} s of load, 10 connections, /, /blog and an article, half with Accept-Encoding: br); load average ${row.loadBefore} before, ${row.loadAfter} after`,
);
console.log(
  `| first start: RSS at ready MB | first start: RSS ${settleSeconds} s later MB | first start: peak MB | restart: RSS ${settleSeconds} s after ready MB | restart: idle RSS (${idleSeconds} s) MB | under load: peak RSS MB | requests (non-2xx) | RSS ${afterSeconds} s after load MB | after / idle |`,
);
console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
console.log(
  `| ${row.firstReady} | ${row.firstSettled} | ${row.firstPeak} | ${row.restartSettled} | ${row.idle} | ${row.underLoad} | ${row.requests} (${row.non2xx}) | ${row.after} | ${(row.after / row.idle).toFixed(2)} |`,
);
