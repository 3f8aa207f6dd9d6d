#!/usr/bin/env node
// Full-page screenshots of a running site, to look at a page as a visitor would.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path...]
// Writes <out-dir>/<slug>-390.png and <slug>-1280.png for each path.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path...]");
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const route of paths) {
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: "networkidle" });
    const slug = route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    const file = path.join(outDir, `${slug}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
