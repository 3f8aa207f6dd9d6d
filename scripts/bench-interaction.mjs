#!/usr/bin/env node
// First-tap latency of the public controls, the JavaScript a visit downloads, and LCP,
// on a phone (390x844, touch) with the CPU slowed 4x, against the production build.
//
// Latency runs from the tap's pointerdown (its event timestamp) to the first animation frame in
// which the control's new state is in the DOM: an open <details> or aria-expanded, a checked radio
// or aria-selected tab, a chip marked current, an invalid field. When the tap navigates (a filter
// link), the clock carries over to the next document through sessionStorage.
//
//   BUILD_DIR=build npm run bench:interaction [-- --runs 3] [-- --only menu,faq]
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { chromium } from "@playwright/test";
import { requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const runs = Math.max(1, Number(option("runs", "3")));
const only = option("only", "")
  .split(",")
  .map((value) => value.trim())
  .filter(Boolean);
const buildDir = process.env.BUILD_DIR ?? "build";
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CPU_SLOWDOWN = 4;
const GIVE_UP_MS = 15_000;
requireServerFile("bench:interaction", buildDir);

// The controls' names before and after the native ones (ADR 0019), so one script measures both.
const MENU = /^(Open menu|Menu)$/;
const WIDGET_TOGGLE = /^(Open quick contact options|Quick contact options)$/;

/** Runs in every document before its own scripts: the tap clock and the state probe. */
function probe() {
  const KEY = "bench-tap";
  const bench = {
    check: null,
    label: "",
    target: null,
    result: null,
    lcp: 0,
    watch(startWall) {
      const loop = () => {
        let done = false;
        try {
          const state = Boolean(bench.check?.(bench.target, bench.label));
          done = bench.toggle ? state !== bench.initial : state;
        } catch {}
        if (done) {
          const latency = performance.timeOrigin + performance.now() - startWall;
          bench.result = Math.round(latency);
          sessionStorage.removeItem(KEY);
          // A link's pending state is drawn just before its navigation replaces this document:
          // the next one reports the result, or the script would wait on a page that has none.
          sessionStorage.setItem(`${KEY}-result`, String(bench.result));
          return;
        }
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    },
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!bench.check || bench.started) return;
      bench.started = true;
      const wall = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(KEY, JSON.stringify({ wall, check: bench.checkSource, label: bench.label }));
      bench.watch(wall);
    },
    true,
  );
  const carried = sessionStorage.getItem(`${KEY}-result`);
  if (carried) bench.result = Number(carried);
  // A tap that navigated: keep watching in the new document.
  const pending = sessionStorage.getItem(KEY);
  if (pending) {
    const { wall, check, label } = JSON.parse(pending);
    bench.check = new Function(`return (${check})`)();
    bench.label = label;
    bench.started = true;
    bench.watch(wall);
  }
}

// Checks: (target, label) => boolean, serialised into the page. They accept both the React
// controls of ADR 0018 and the native ones of ADR 0019, so the same script measures before and after.
const checks = {
  menu: `() => [...document.querySelectorAll('nav[aria-label="Mobile"], :popover-open')].some((n) => n.checkVisibility())`,
  disclosure: `(t) => t.closest("details")?.open || t.getAttribute("aria-expanded") === "true"`,
  selected: `(t) => t.getAttribute("aria-selected") === "true" || t.getAttribute("aria-pressed") === "true" || !!t.control?.checked || !!t.querySelector?.("input:checked")`,
  chip: `(_t, label) => [...document.querySelectorAll('a[aria-current="true"], a[data-pending], input:checked')].some((n) => (n.labels?.[0] ?? n).textContent.trim().replace(/^#/, "") === label)`,
  chipLanded: `(_t, label) => document.readyState !== "loading" && [...document.querySelectorAll('a[aria-current="true"]')].some((n) => n.textContent.trim().replace(/^#/, "") === label)`,
  dialog: `() => [...document.querySelectorAll('[role="dialog"], :popover-open, dialog[open]')].some((n) => n.checkVisibility())`,
  dialogForm: `() => [...document.querySelectorAll('[role="dialog"] form, :popover-open form, dialog[open] form')].some((n) => n.checkVisibility())`,
  pressed: `(t) => t.matches(":active, [data-pressed]") || [...document.querySelectorAll("dialog[open]")].some((n) => n.checkVisibility())`,
  invalid: `(t) => !!(t.form ?? t.closest("form"))?.querySelector(':user-invalid, [aria-invalid="true"]')`,
};

/** One control: where, what to tap, what counts as its new state. */
const controls = [
  {
    id: "menu",
    name: "phone menu (/)",
    path: "/",
    tap: (p) => p.getByRole("button", { name: MENU }),
    check: checks.menu,
  },
  ...[0, 1, 2].map((n) => ({
    id: `faq-${n + 1}`,
    name: `FAQ item ${n + 1} (/)`,
    path: "/",
    tap: (p) => p.locator("#faq summary, #faq button[aria-expanded]").nth(n),
    check: checks.disclosure,
    toggle: true,
  })),
  {
    id: "tab",
    name: "Specifications tab (/product/business-pro)",
    path: "/product/business-pro",
    tap: (p) =>
      p
        .getByRole("tab", { name: "Specifications" })
        .or(p.locator("label", { hasText: /^Specifications$/ }))
        .first(),
    check: checks.selected,
  },
  {
    id: "gallery",
    name: "gallery thumbnail 2 (/product/business-pro)",
    path: "/product/business-pro",
    tap: (p) => p.locator('[aria-label="Template views"] button, [aria-label="Template views"] label').nth(1),
    check: checks.selected,
  },
  ...[
    ["portfolio", "/portfolio", "#projects"],
    ["reviews", "/reviews", "#reviews"],
    ["templates", "/products", "main"],
  ].map(([id, path, scope]) => ({
    id: `filter-${id}`,
    name: `${id} filter, 2nd chip (${path})`,
    path,
    chip: (p) =>
      p
        .locator(
          `${scope} nav a[aria-current], ${scope} nav a, ${scope} fieldset label, ${scope} [role="radiogroup"] label`,
        )
        .nth(1),
    check: checks.chip,
  })),
  {
    id: "filter-blog",
    name: "blog category chip: state shown (/blog)",
    path: "/blog",
    chip: (p) => p.locator('[aria-label="Filter by category"] a').nth(1),
    check: checks.chip,
  },
  {
    id: "filter-blog-landed",
    name: "blog category chip: filtered list (/blog)",
    path: "/blog",
    chip: (p) => p.locator('[aria-label="Filter by category"] a').nth(1),
    check: checks.chipLanded,
  },
  {
    id: "widget",
    name: "quick-contact toggle (/products)",
    path: "/products",
    tap: (p) => p.getByRole("button", { name: WIDGET_TOGGLE }),
    check: checks.dialog,
  },
  {
    id: "widget-menu",
    name: "quick-contact 'Send Message' (/products)",
    path: "/products",
    before: async (p) => {
      await p.getByRole("button", { name: WIDGET_TOGGLE }).tap();
      await p.waitForFunction(
        () =>
          [...document.querySelectorAll('[role="dialog"], :popover-open, dialog[open]')].some((n) =>
            n.checkVisibility(),
          ),
        null,
        { timeout: GIVE_UP_MS },
      );
    },
    tap: (p) =>
      p
        .getByRole("button", { name: /Send Message/ })
        .or(p.getByRole("link", { name: /Send Message/ }))
        .first(),
    check: checks.dialogForm,
  },
  {
    // 'Purchase Now' on a template's page, pressed and then its order dialog.
    id: "purchase-pressed",
    name: "'Purchase Now': pressed state (/product/business-pro)",
    path: "/product/business-pro",
    tap: (p) => p.getByRole("button", { name: /^Purchase Now/ }).first(),
    holdMs: 80,
    check: checks.pressed,
  },
  {
    id: "purchase-dialog",
    name: "'Purchase Now': order dialog (/product/business-pro)",
    path: "/product/business-pro",
    tap: (p) => p.getByRole("button", { name: /^Purchase Now/ }).first(),
    holdMs: 80,
    check: checks.dialogForm,
  },
  {
    id: "share",
    name: "share button (article)",
    path: "ARTICLE",
    tap: (p) => p.getByRole("link", { name: /Share on Facebook/ }),
    popup: true,
  },
  {
    id: "form-hero",
    name: "hero form, empty submit (/)",
    path: "/",
    tap: (p) => p.locator('form[data-form="hero"] [type="submit"]'),
    check: checks.invalid,
  },
  {
    id: "form-contact",
    name: "contact form, empty submit (/contact)",
    path: "/contact",
    tap: (p) => p.locator('form[data-form="contact"] [type="submit"]'),
    check: checks.invalid,
  },
  {
    id: "form-newsletter",
    name: "newsletter form, empty submit (/blog)",
    path: "/blog",
    tap: (p) => p.locator('form:has(input[type="email"]) [type="submit"]').first(),
    check: checks.invalid,
  },
  {
    // Not a control: how long React takes to be ready once a visitor starts on a form, i.e. what
    // a first tap would wait for if it waited for React (download, parse, hydration).
    id: "react-ready",
    name: "React ready after tapping a hero form field (/)",
    path: "/",
    tap: (p) => p.locator('form[data-form="hero"] input[required]').first(),
    check: `() => document.documentElement.hasAttribute("data-hydrated")`,
  },
].filter((control) => !only.length || only.some((prefix) => control.id.startsWith(prefix)));

/** Brotli bytes the server sends for a URL, as a browser on HTTPS would receive them. */
const brotliCache = new Map();
const brotliBytes = (url) => {
  if (!brotliCache.has(url))
    brotliCache.set(
      url,
      new Promise((resolve, reject) => {
        http
          .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
            let bytes = 0;
            response.on("data", (chunk) => {
              bytes += chunk.length;
            });
            response.on("end", () => resolve(bytes));
          })
          .on("error", reject);
      }),
    );
  return brotliCache.get(url);
};

async function newPhone(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // The probe compiles its state checks in the page; the site's CSP rightly forbids that.
    bypassCSP: true,
  });
  await context.addInitScript(probe);
  // Outside the test runner Playwright's actions have no time limit: a tap that cannot happen
  // would hang the whole run.
  context.setDefaultTimeout(GIVE_UP_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const scripts = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  const jsKb = async () => {
    let bytes = 0;
    for (const url of scripts) if (url.startsWith("http")) bytes += await brotliBytes(url);
    return Number((bytes / 1024).toFixed(1));
  };
  return { context, page, jsKb, cdp };
}

/**
 * A finger's tap: down, held as a person holds it (about 80 ms), up. Playwright's tap() sends both
 * touch events at once, which leaves no frame in which a pressed (:active) state could be drawn.
 */
async function fingerTap(cdp, locator, holdMs) {
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Points the probe at the control; a toggle counts any change from the state it had. */
async function arm(locator, check, label = "", toggle = false) {
  await locator.evaluate(
    (target, [source, chipLabel, isToggle]) => {
      const bench = window.__bench;
      bench.checkSource = source;
      bench.check = new Function(`return (${source})`)();
      bench.label = chipLabel;
      bench.target = target;
      bench.toggle = isToggle;
      bench.initial = Boolean(bench.check(target, chipLabel));
    },
    [check, label, toggle],
  );
}

async function measure(browser, server, control, articlePath) {
  const { context, page, jsKb, cdp } = await newPhone(browser);
  try {
    const path = control.path === "ARTICLE" ? articlePath : control.path;
    await page.goto(`${server.url}${path}`, { waitUntil: "load" });
    // LCP is final once the page is idle; the widget appears after 1 s.
    await page.waitForTimeout(1500);
    const lcpMs = Math.round(await page.evaluate(() => window.__bench.lcp));
    if (control.before) await control.before(page);
    if (control.popup) {
      const locator = control.tap(page);
      await locator.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        window.addEventListener(
          "pointerdown",
          () => sessionStorage.setItem("bench-wall", String(Date.now())),
          {
            capture: true,
            once: true,
          },
        );
      });
      const popup = context.waitForEvent("page", { timeout: GIVE_UP_MS });
      await locator.tap();
      await popup;
      const openedAt = Date.now();
      const tappedAt = Number(await page.evaluate(() => sessionStorage.getItem("bench-wall")));
      return { latencyMs: openedAt - tappedAt, lcpMs, jsKb: await jsKb() };
    }
    let label = "";
    let locator;
    if (control.chip) {
      locator = control.chip(page);
      label = (await locator.textContent()).trim().replace(/^#/, "");
    } else locator = control.tap(page);
    await locator.scrollIntoViewIfNeeded();
    await arm(locator, control.check, label, Boolean(control.toggle));
    if (control.holdMs) await fingerTap(cdp, locator, control.holdMs);
    else await locator.tap({ noWaitAfter: true });
    const handle = await page.waitForFunction(() => window.__bench?.result ?? null, null, {
      timeout: GIVE_UP_MS,
      polling: 50,
    });
    return { latencyMs: await handle.jsonValue(), lcpMs, jsKb: await jsKb() };
  } catch (error) {
    return {
      latencyMs: Number.NaN,
      lcpMs: Number.NaN,
      jsKb: await jsKb(),
      error: String(error).split("\n")[0],
    };
  } finally {
    await context.close();
  }
}

/** A whole visit: JS downloaded while a visitor reads and uses the page's first controls. */
async function visit(browser, server, path, steps) {
  const { context, page, jsKb } = await newPhone(browser);
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    await page.evaluate(() => window.scrollBy(0, 600));
    const failed = [];
    for (const [index, step] of steps.entries()) {
      try {
        await step(page);
      } catch (error) {
        failed.push(`step ${index + 1}: ${String(error).split("\n")[0]}`);
      }
      await page.waitForTimeout(600);
    }
    // A step that starts React (a form field loads its island, and React with it) is counted once
    // React has hydrated: with the CPU slowed, evaluating the first modules leaves the network quiet
    // long enough for "networkidle" to fire before the island's own modules are even requested.
    // A public page's own small script (menus, FAQs, toggles) does not start React.
    const hydrating = await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/react-[^/]+\.js$/.test(entry.name)),
    );
    if (hydrating)
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: GIVE_UP_MS })
        .catch(() => failed.push("React did not hydrate"));
    await page.waitForLoadState("networkidle").catch(() => {});
    return { jsKb: await jsKb(), failed };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(
  `bench:interaction: ${buildDir}, ${os.cpus().length} CPUs, CPU slowed ${CPU_SLOWDOWN}x, 390x844 touch, ${runs} run(s), load average ${load()}`,
);
const server = await startProductionServer({ buildDir, env: { CMS_DEMO_ACCOUNT: "false" } });
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
const rows = [];
const visits = [];
try {
  const posts = await (await fetch(`${server.url}/api/blog/posts?limit=1`)).json();
  const articlePath = `/blog/${posts[0].slug}`;
  for (const control of controls) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measure(browser, server, control, articlePath));
    const row = {
      id: control.id,
      control: control.name,
      latencyMs: median(samples.map((sample) => sample.latencyMs)),
      samplesMs: samples.map((sample) => sample.latencyMs),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      jsKb: median(samples.map((sample) => sample.jsKb)),
      errors: samples.flatMap((sample) => (sample.error ? [sample.error] : [])),
    };
    rows.push(row);
    console.log(
      `${row.control}: ${row.latencyMs} ms (runs ${row.samplesMs.join(", ")}), JS ${row.jsKb} KB, LCP ${row.lcpMs} ms${row.errors.length ? `, errors: ${row.errors[0]}` : ""}`,
    );
  }
  if (!only.length || only.includes("visits")) {
    const tapFaq = (n) => async (page) =>
      page.locator("#faq summary, #faq button[aria-expanded]").nth(n).tap();
    const home = [
      [
        "home: read, 2 FAQs, open the menu",
        [tapFaq(0), tapFaq(1), async (page) => page.getByRole("button", { name: MENU }).tap()],
      ],
      [
        "home: read, 2 FAQs, then tap the hero form",
        [
          tapFaq(0),
          tapFaq(1),
          async (page) => page.locator('form[data-form="hero"] input[required]').first().tap(),
        ],
      ],
    ];
    for (const [name, steps] of home)
      visits.push({ visit: name, ...(await visit(browser, server, "/", steps)) });
    visits.push({
      visit: "templates: read, filter, FAQ, quick-contact toggle",
      ...(await visit(browser, server, "/products", [
        async (page) =>
          page.locator('main nav a, main fieldset label, main [role="radiogroup"] label').nth(1).tap(),
        tapFaq(0),
        async (page) => {
          // The button steps aside while a phone scrolls down; a visitor scrolls up a little for it.
          await page.evaluate(() => window.scrollBy(0, -120));
          await page.waitForTimeout(400);
          await page.getByRole("button", { name: WIDGET_TOGGLE }).tap();
        },
      ])),
    });
    for (const row of visits)
      console.log(
        `visit ${row.visit}: JS ${row.jsKb} KB${row.failed.length ? `, failed: ${row.failed.join("; ")}` : ""}`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
}

const header = ["control", "first tap ms (median)", "runs ms", "JS KB", "LCP ms"];
const lines = rows.map((row) => [
  row.control,
  String(row.latencyMs),
  row.samplesMs.join(", "),
  String(row.jsKb),
  String(row.lcpMs),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...lines.map((line) => line[column].length)),
);
const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
console.log(`\n${format(header)}\n| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
for (const line of lines) console.log(format(line));
if (visits.length) {
  console.log("\n| visit | JS KB (brotli) |\n| --- | --- |");
  for (const row of visits)
    console.log(`| ${row.visit}${row.failed.length ? " (a step failed)" : ""} | ${row.jsKb} |`);
}
console.log(`load average after: ${load()}`);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/bench-interaction.json",
  `${JSON.stringify({ date: new Date().toISOString(), buildDir, cpuSlowdown: CPU_SLOWDOWN, runs, rows, visits }, null, 2)}\n`,
);
console.log("written to reports/bench-interaction.json");
