#!/usr/bin/env node
// Uncached server render times, one request at a time: `node scripts/bench-render.mjs [--requests 60]
// [--profile] [--only <label text>]`. Starts the production build (`npm run build` first) on a fresh seeded PGlite database.
//
// The blog pages are kept by the page cache (app/.server/http/page-cache.ts), which never answers
// a request carrying `preview` (a preview link is for its holder only) and never keeps its
// response. A live post or the listing ignores the parameter, so `?preview=<n>` is the same
// render as a cache miss, each time. The home page is prerendered at build time: what it
// costs per request is the served file, shown for comparison.
//
// `--profile` runs the server with `--cpu-prof` and prints the functions with the most self time
// while the renders ran (the start-up is left out); the .cpuprofile file stays for DevTools.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const requests = Number(option("requests", "60"));
const profile = args.includes("--profile");
/** Only the pages whose label contains this (`--only blog/`: the article), e.g. to profile one page. */
const only = option("only", "");
const buildDir = process.env.BUILD_DIR ?? "build";
requireServerFile("bench-render", buildDir);

const profileDir = profile ? fs.mkdtempSync(path.join(os.tmpdir(), "hd-render-prof-")) : undefined;
const spawnedAt = performance.now();
const server = await startProductionServer({
  buildDir,
  env: { CMS_DEMO_ACCOUNT: "false" },
  nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
});

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The server's CPU time so far (user + system, ms): on a shared machine it varies less than the clock. */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
}
const hasProc = fs.existsSync(`/proc/${server.pid}/stat`);

/** Milliseconds to the last byte of each of `count` sequential GETs of `url(i)`, uncompressed. */
async function time(url, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    // The render, not the compression (measured by `npm run bench`).
    const response = await fetch(url(i), { headers: { "accept-encoding": "identity" } });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url(i)} answered ${response.status}`);
    times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

let measuredFrom;
try {
  const posts = await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json();
  const article = `/blog/${posts[0].slug}`;
  const pages = [
    { label: "/ (prerendered file)", url: () => `${server.url}/` },
    { label: "/blog (uncached render)", url: (i) => `${server.url}/blog?preview=${i}` },
    { label: `${article} (uncached render)`, url: (i) => `${server.url}${article}?preview=${i}` },
    { label: "/blog (page cache hit)", url: () => `${server.url}/blog` },
  ];
  const measured = pages.filter((page) => page.label.includes(only));
  // Warm-up: JIT, the database's buffers, the settings cache.
  for (const page of measured) await time(page.url, 10);
  measuredFrom = performance.now();
  console.log(`\nUncached render, ${requests} sequential requests per page (ms to the last byte)\n`);
  console.log("| Page | p50 | p95 | min | server CPU per request |");
  console.log("|---|---|---|---|---|");
  for (const page of measured) {
    const cpuBefore = hasProc ? cpuMs() : 0;
    const times = await time(page.url, requests);
    const cpu = hasProc ? ((cpuMs() - cpuBefore) / requests).toFixed(1) : "–";
    const row = [quantile(times, 0.5), quantile(times, 0.95), times[0]].map((ms) => ms.toFixed(1));
    console.log(`| ${page.label} | ${row.join(" | ")} | ${cpu} |`);
  }
} finally {
  await server.stop();
}

/** Self time per function (and per package or app folder) over the samples after `skipUs`. */
function summarize(file, skipUs) {
  const { nodes, samples, timeDeltas, startTime } = JSON.parse(fs.readFileSync(file, "utf8"));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** The innermost frame of the stack that belongs to a known area names the sample's area. */
  const areaOf = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { url, functionName } = byId.get(at).callFrame;
      const area = areaOfPlace(placeOf(url, functionName));
      if (area) return area;
    }
    return "other";
  };
  const self = new Map();
  const byPlace = new Map();
  const byArea = new Map();
  let total = 0;
  let at = startTime;
  samples.forEach((id, index) => {
    const delta = timeDeltas[index] ?? 0;
    at += delta;
    if (at - startTime < skipUs) return;
    const { callFrame } = byId.get(id);
    const { functionName, url, lineNumber } = callFrame;
    const place = placeOf(url, functionName);
    const key = `${functionName || "(anonymous)"} ${place}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
    const area = areaOf(id);
    byArea.set(area, (byArea.get(area) ?? 0) + delta);
    total += delta;
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  console.log(`\nProfile ${file}: ${(total / 1000).toFixed(0)} ms sampled while measuring`);
  console.log("\nBy area (a sample counts for the innermost frame of a known area):");
  console.log(top(byArea, 20).join("\n"));
  console.log("\nSelf time by package or file:");
  console.log(top(byPlace, 15).join("\n"));
  console.log("\nSelf time by function:");
  console.log(top(self, 25).join("\n"));
}

function placeOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules !== -1) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return url;
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ""));
}

const areas = [
  [/^(?:\(idle\)|\(program\)|\(garbage collector\))$/, (place) => place],
  [/^(?:@electric-sql\/pglite|drizzle-orm|wasm:)/, () => "database (PGlite, drizzle)"],
  [
    /^(?:micromark.*|mdast-.*|hast-.*|unified|remark-.*|rehype-.*|react-markdown|unist-.*|vfile.*|property-information|html-url-attributes|decode-named-character-reference|trim-lines|devlop|bail|trough|estree-util-.*|style-to-js|style-to-object|space-separated-tokens|comma-separated-tokens|markdown-table|longest-streak|character-entities.*|ccount|escape-string-regexp|zwitch|hastscript|web-namespaces)$/,
    () => "markdown (react-markdown pipeline)",
  ],
  [/^(?:@date-fns\/tz|date-fns)$/, () => "dates (@date-fns/tz)"],
  [/^zod$/, () => "validation (zod)"],
  [/^(?:react-dom|react|lucide-react|radix-ui|@radix-ui\/.*)$/, () => "React render (react-dom)"],
  [/^(?:react-router|@react-router\/.*)$/, () => "React Router (loaders, matching, data)"],
  [
    /^(?:express|router|body-parser|compression|helmet|pino.*|on-finished|send|serve-static|express-static-gzip|node:internal\/deps\/undici.*|node:_http.*|node:net|node:internal\/streams.*)/,
    () => "HTTP (express, Request objects, streams)",
  ],
  [/^build\//, () => "the app's own code"],
];

function areaOfPlace(place) {
  for (const [pattern, name] of areas) if (pattern.test(place)) return name(place);
  return undefined;
}

if (profileDir) {
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("no .cpuprofile written");
  summarize(path.join(profileDir, file), (measuredFrom - spawnedAt) * 1000);
}
