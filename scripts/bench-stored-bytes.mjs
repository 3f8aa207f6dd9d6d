#!/usr/bin/env node
/**
 * What the stored page bodies leave in memory after a load over many pages: the production build
 * on PGlite, once per `STORED_PAGES_MB` value given, each time on the same seeded data folder.
 * The load is `--load` seconds of autocannon (10 connections), each request a new blog search (a
 * page-cache entry of its own), from its own address, half with `Accept-Encoding: br`; then the
 * prerendered pages once each in brotli and gzip. Printed per budget: RSS idle (`--idle` s after
 * the start), peak, and `--after` s after the load.
 * Run: node scripts/bench-stored-bytes.mjs [--budgets 32,2048] [--load 60] [--after 60] [--idle 30]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const budgets = option("budgets", "32,2048").split(",").map(Number);
const loadSeconds = Number(option("load", "60"));
const afterSeconds = Number(option("after", "60"));
const idleSeconds = Number(option("idle", "30"));
const buildDir = process.env.BUILD_DIR ?? "build";
requireServerFile("bench-stored-bytes", buildDir);

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const rssOf = (pid) =>
  Math.round(
    Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
  );

function searches(url, seconds) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              const headers = {
                ...request.headers,
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              };
              if (n % 2 === 0) headers["accept-encoding"] = "br";
              return { ...request, method: "GET", path: `/blog?q=stored-${n}`, headers };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-bench-stored-"));
const rows = [];
try {
  for (const budget of budgets) {
    const server = await startProductionServer({
      buildDir,
      dataDir,
      keepDataDir: true,
      readyTimeoutMs: 600_000,
      env: { CMS_DEMO_ACCOUNT: "false", TRUST_PROXY: "loopback", STORED_PAGES_MB: String(budget) },
    });
    try {
      await sleep(idleSeconds);
      const row = { budget, load: os.loadavg()[0].toFixed(1), idle: rssOf(server.pid) };
      let peak = row.idle;
      const poll = setInterval(() => {
        peak = Math.max(peak, rssOf(server.pid));
      }, 500);
      const result = await searches(server.url, loadSeconds);
      for (const page of ["/", "/services", "/about", "/results", "/portfolio", "/contact"])
        for (const coding of ["br", "gzip"])
          await (await fetch(server.url + page, { headers: { "accept-encoding": coding } })).arrayBuffer();
      clearInterval(poll);
      row.peak = Math.max(peak, rssOf(server.pid));
      row.requests = `${result.requests.total} (${result["2xx"]} 2xx)`;
      await sleep(afterSeconds);
      row.after = rssOf(server.pid);
      rows.push(row);
    } finally {
      await server.stop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nStored page bodies after ${loadSeconds} s of blog searches (10 connections, a new search and address per request)`,
);
console.log(
  "| STORED_PAGES_MB | load avg | idle RSS MB | peak RSS MB | requests | RSS after MB | after / idle |",
);
console.log("| ---: | ---: | ---: | ---: | --- | ---: | ---: |");
for (const row of rows)
  console.log(
    `| ${row.budget} | ${row.load} | ${row.idle} | ${row.peak} | ${row.requests} | ${row.after} | ${(row.after / row.idle).toFixed(2)} |`,
  );
