#!/usr/bin/env node
/**
 * What a page's HTML is made of: `node scripts/html-split.mjs <url or file>...` prints, per page,
 * (with no argument: every public page of the production build, served by it on a loopback port)
 * the decoded bytes of inline <svg> trees, `class` attributes, inline <style>, React Router's
 * route context and hydration boot, JSON-LD, the other inline scripts, and the rest (markup and
 * text). Each byte is counted once, in the first of those columns that holds it. Used for
 * docs/benchmarks.md ("HTML per page").
 */
import fs from "node:fs";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);

function split(html) {
  const parts = { svg: 0, style: 0, routeData: 0, jsonLd: 0, scripts: 0, classes: 0 };
  const scriptSizes = [];
  let rest = html;
  const take = (pattern, key, each) => {
    rest = rest.replace(pattern, (match, ...groups) => {
      parts[key] += Buffer.byteLength(match);
      each?.(match, groups);
      return "";
    });
  };
  take(/<svg[\s\S]*?<\/svg>/g, "svg");
  take(/<style[\s\S]*?<\/style>/g, "style");
  take(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, "jsonLd");
  take(/<script[^>]*>(window\.__reactRouterContext|[^<]*__reactRouter)[\s\S]*?<\/script>/g, "routeData");
  take(/<script[^>]*id="hydration-boot"[\s\S]*?<\/script>/g, "routeData");
  take(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g, "scripts", (match) =>
    scriptSizes.push(
      `${kb(Buffer.byteLength(match))} ${match.slice(match.indexOf(">") + 1, match.indexOf(">") + 41)}`,
    ),
  );
  take(/ class="[^"]*"/g, "classes");
  return { total: Buffer.byteLength(html), ...parts, rest: Buffer.byteLength(rest), scriptSizes };
}

let targets = process.argv.slice(2);
let server;
if (targets.length === 0) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  requireServerFile("html-split", buildDir);
  server = await startProductionServer({ buildDir, env: { DATABASE_URL: process.env.DATABASE_URL ?? "" } });
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const posts = await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json();
  targets = [...paths.filter((pathname) => !pathname.startsWith("/blog/")), `/blog/${posts[0].slug}`].map(
    (pathname) => `${server.url}${pathname}`,
  );
}
const rows = [];
for (const target of targets) {
  const html = /^https?:/.test(target)
    ? await (await fetch(target, { headers: { "accept-encoding": "br" } })).text()
    : fs.readFileSync(target, "utf8");
  rows.push([server ? target.slice(server.url.length) : target, split(html)]);
}
await server?.stop();
console.log(
  "| page | total KB | svg | class attrs | style | route data + boot | JSON-LD | other scripts | rest |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [target, s] of rows)
  console.log(
    `| ${target} | ${kb(s.total)} | ${kb(s.svg)} | ${kb(s.classes)} | ${kb(s.style)} | ${kb(s.routeData)} | ${kb(s.jsonLd)} | ${kb(s.scripts)} | ${kb(s.rest)} |`,
  );
if (process.env.VERBOSE) for (const [target, s] of rows) console.log(target, s.scriptSizes);
