#!/usr/bin/env node
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const runs = Math.max(1, Number(option("runs", "1")));
const only = option("only", "")
  .split(",")
  .map((value) => value.trim())
  .filter(Boolean);
// Where to write each run's full Lighthouse report (LCP element, render-blocking requests...).
const lhrDir = option("lhr", "");
const buildDir = process.env.BUILD_DIR ?? "build";
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
requireServerFile("lighthouse", buildDir);

const startServer = () =>
  startProductionServer({
    buildDir,
    hostname: "localhost",
    env: { DATABASE_URL: process.env.DATABASE_URL ?? "" },
  });

async function routesOf(server) {
  const { prerenderedPaths } = await import("../app/content/prerender.ts").catch(async () => {
    // Plain node cannot import TypeScript: read the list from the sitemap instead.
    return { prerenderedPaths: null };
  });
  let routes = prerenderedPaths ? [...prerenderedPaths, "/blog"] : null;
  if (!routes) {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]).pathname)
      .filter((pathname) => !pathname.startsWith("/blog/"));
  }
  const posts = await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json();
  routes.push(`/blog/${posts[0].slug}`);
  return only.length ? routes.filter((route) => only.includes(route)) : routes;
}

const marketing = (route) => !route.startsWith("/blog");

/** Compressed bytes the server sends for a path (brotli, as a browser asks). */
const transferBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });

/**
 * The files a module script loads before it runs: itself and its static imports, transitively.
 * A dynamic import() loads later, when its code is needed (the notification's view), and is left out.
 */
async function staticClosure(server, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await (await fetch(`${server.url}${file}`)).text();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g))
    await staticClosure(server, new URL(match[1], `${server.url}${file}`).pathname, seen);
  return seen;
}

/**
 * Each form island's script file by name, as the loader has them: written into the page's own
 * script file (ADR 0065), or into the inline loader where the page has no such file.
 */
async function islandScriptsOf(server, html) {
  const file = /<script\b[^>]*\bsrc="([^"]*\/page-scripts-[^"]*\.js)"/.exec(html)?.[1];
  const code = file ? await (await fetch(`${server.url}${file}`)).text() : html;
  const pairs = code.matchAll(/"?([\w-]+)"?:"([^"]*\/island-[^"]+\.js)"/g);
  return Object.fromEntries([...pairs].map(([, name, path]) => [name, path]));
}

/**
 * Public pages load no script until the visitor's first intent (ADR 0018), so Lighthouse's
 * JavaScript figure is the cost of a visit that only reads. This is the other half: the most the
 * visitor's intents can load. An intent in a form island loads that island (React and the form,
 * ADR 0058), and then any other island of the page; an intent on something else that needs React
 * loads React Router's bootstrap (its entry and the matched route modules with their imports);
 * the loader never runs both. So: the larger of the page's islands together and the router, the
 * router counted where the page carries its bootstrap: the server leaves it out of a page nothing
 * outside the islands could start it on (ADR 0070, app/lib/hydration/router-payload.server.ts).
 */
async function jsOnIntentKb(server, route) {
  const html = await (await fetch(`${server.url}${route}`)).text();
  const bootAt = html.indexOf('id="hydration-boot"');
  const boot = bootAt >= 0 ? html.slice(bootAt, html.indexOf("</script>", bootAt)) : "";
  const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\./.exec(boot)?.[1];
  if (bootAt >= 0 && !manifest) return Number.NaN;
  const islandScripts = await islandScriptsOf(server, html);
  const islandFiles = new Set();
  for (const [, name] of html.matchAll(/<div data-island="([^"]*)"/g))
    if (islandScripts[name]) await staticClosure(server, islandScripts[name], islandFiles);
  const routerFiles = new Set();
  if (manifest) {
    const { entry, routes } = JSON.parse(manifest);
    const ids = [...boot.matchAll(/"([^"]+)":\s*route\d+/g)].map((match) => match[1]);
    for (const file of [entry.module, ...entry.imports]) routerFiles.add(file);
    for (const id of ids)
      for (const file of [routes[id].module, ...(routes[id].imports ?? [])]) routerFiles.add(file);
  }
  const kilobytes = async (files) => {
    let bytes = 0;
    for (const file of files) bytes += await transferBytes(`${server.url}${file}`);
    return bytes / 1024;
  };
  return Number(Math.max(await kilobytes(islandFiles), await kilobytes(routerFiles)).toFixed(1));
}

function figures(lhr) {
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name) => lhr.audits[name]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
    .map((item) => item.id);
  // What failed, briefly, for the JSON report.
  const failures = Object.fromEntries(
    failing.map((id) => [
      id,
      (lhr.audits[id].details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300)),
    ]),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    fcpMs: Math.round(audit("first-contentful-paint")),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    failing,
    failures,
  };
}

/** The middle value (the upper one of two), runs that could not measure left out. */
const median = (values) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : Number.NaN;
};

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(`lighthouse: ${os.cpus().length} CPUs, load average before: ${load()}`);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
});
const results = [];
try {
  const routes = await routesOf(server);
  for (const route of routes) {
    const samples = [];
    for (let run = 0, retries = 0; run < runs; ) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      // A run that could not measure (page too slow to paint on a busy machine) is tried again, twice
      // at most per run.
      if (result.lhr.runtimeError && retries < 2) {
        console.log(`${route}: ${result.lhr.runtimeError.code}, trying again`);
        retries += 1;
        continue;
      }
      retries = 0;
      if (lhrDir) {
        fs.mkdirSync(lhrDir, { recursive: true });
        const name = `${route.replaceAll("/", "_") || "_"}-${run + 1}.json`;
        fs.writeFileSync(`${lhrDir}/${name}`, JSON.stringify(result.lhr));
      }
      samples.push({ ...figures(result.lhr), error: result.lhr.runtimeError?.code });
      run += 1;
    }
    // The run with the median performance score stands for the route (runs that could not measure
    // only when no run could).
    const measured = samples.filter((sample) => !sample.error);
    const perf = median((measured.length ? measured : samples).map((sample) => sample.performance));
    const row = {
      route,
      ...(measured.length ? measured : samples).find((sample) => sample.performance === perf),
      jsOnIntentKb: await jsOnIntentKb(server, route),
      runs: samples.length,
      // Each run's figures, and the median LCP (the row's own LCP is that of the median-score run).
      lcpMedianMs: median(measured.map((sample) => sample.lcpMs)),
      samples: samples.map(({ performance, lcpMs, tbtMs, cls, error }) => ({
        performance,
        lcpMs,
        tbtMs,
        cls,
        error,
      })),
    };
    results.push(row);
    const perRun =
      samples.length > 1
        ? ` (runs: perf ${samples.map((s) => s.error ?? s.performance).join("/")}, LCP ${samples.map((s) => s.lcpMs).join("/")} ms, median ${row.lcpMedianMs} ms)`
        : "";
    process.stdout.write(
      `${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms, JS ${row.jsKb} KB, JS on intent ${row.jsOnIntentKb} KB${perRun}${row.failing.length ? `, failing: ${row.failing.join(" ")}` : ""}\n`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const header = [
  "route",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "LCP ms",
  "CLS",
  "TBT ms",
  "JS KB",
  "JS on intent KB",
];
const lines = results.map((row) => [
  row.route,
  String(row.performance),
  String(row.accessibility),
  String(row.bestPractices),
  String(row.seo),
  String(row.lcpMs),
  String(row.cls),
  String(row.tbtMs),
  String(row.jsKb),
  String(row.jsOnIntentKb),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...lines.map((line) => line[column].length)),
);
const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
console.log(`\n${format(header)}\n| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
for (const line of lines) console.log(format(line));

const misses = results.flatMap((row) => {
  const out = [];
  if (row.performance < 98) out.push(`${row.route}: performance ${row.performance} < 98`);
  for (const key of ["accessibility", "bestPractices", "seo"]) {
    if (row[key] < 100) out.push(`${row.route}: ${key} ${row[key]} < 100`);
  }
  if (row.cls > 0) out.push(`${row.route}: CLS ${row.cls} > 0`);
  if (marketing(row.route) && row.jsKb > 100) out.push(`${row.route}: JavaScript ${row.jsKb} KB > 100 KB`);
  return out;
});
console.log(misses.length ? `\nBelow target:\n  ${misses.join("\n  ")}` : "\nEvery route meets the targets.");
console.log(`load average after: ${load()}`);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/lighthouse.json",
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: "12", cpus: os.cpus().length, load: load(), results, misses }, null, 2)}\n`,
);
console.log("written to reports/lighthouse.json");
