#!/usr/bin/env node
// The one command that runs every test: unit + integration (Vitest), then end-to-end
// (Playwright on Debian's Chromium against the production build). It installs Chromium
// through apt when it is missing and apt is usable, builds, runs both suites (side by side on
// PostgreSQL) and closes with one summary line: "N passed, N failed, N skipped".
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const buildDir = process.env.BUILD_DIR ?? "build";
/**
 * One temporary folder for the run, given to both runners as TMPDIR: whatever a test, a spawned
 * server, the e2e server's data folder or Chromium puts under the temp folder lands in it, and it
 * is removed whole at the end, so a run leaves nothing behind in the machine's /tmp.
 */
const runTemp = fs.mkdtempSync(path.join(os.tmpdir(), "hd-test-run-"));
/** Runners still going when this script ends (an error, a signal) are stopped, not left behind. */
const running = new Set();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
  fs.rmSync(runTemp, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));
const reportDir = path.join(runTemp, "reports");
fs.mkdirSync(reportDir);

/** Wall seconds of each phase, printed at the end, so a slow addition shows in the next run. */
const phases = [];

/**
 * The same fixed piece of CPU work, timed before the run and after it: two runs' times compare
 * only when their machines did it about as fast (the same code has taken 9.5 and 21 minutes on
 * one machine, docs/benchmarks.md).
 */
function cpuProbe() {
  const started = performance.now();
  crypto.pbkdf2Sync("probe", "salt", 1_000_000, 32, "sha256");
  return Math.round(performance.now() - started);
}
const machineAtStart = { probe: cpuProbe(), load: os.loadavg()[0] };

/**
 * Runs a command to its end and gives its exit status. Its output goes to the terminal, or to
 * `logFile` when another command runs at the same time (two runners writing to one terminal
 * would interleave their lines).
 */
function run(command, args, env = {}, phase = args[0], logFile = undefined) {
  const started = Date.now();
  const log = logFile ? fs.openSync(logFile, "w") : undefined;
  const child = spawn(command, args, {
    stdio: log === undefined ? "inherit" : ["ignore", log, log],
    env: { ...process.env, TMPDIR: runTemp, ...env },
  });
  running.add(child);
  return new Promise((resolve) => {
    child.once("error", () => resolve(1));
    child.once("close", (code) => {
      running.delete(child);
      if (log !== undefined) fs.closeSync(log);
      phases.push(`${phase} ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(code ?? 1);
    });
  });
}

/** The browser the e2e tests prefer when it is installed (playwright.config.ts). */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";

async function ensureChromium() {
  if (fs.existsSync(chromium)) {
    if (!process.env.CHROMIUM_PATH && !fs.existsSync(headlessShell))
      console.log(
        "Debian's chromium-headless-shell is not installed: the browser tests use chromium, which costs more CPU (apt-get install chromium-headless-shell).",
      );
    return;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!hasApt || !isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(
    "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages with apt-get...",
  );
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if (
    (await run("apt-get", ["update", "-qq"], env)) !== 0 ||
    (await run("apt-get", ["install", "-y", "-qq", "chromium", "chromium-headless-shell"], env)) !== 0
  ) {
    console.error(
      "Installing chromium failed; install it by hand: apt-get install chromium chromium-headless-shell",
    );
    process.exit(1);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

await ensureChromium();

if (process.env.SKIP_BUILD !== "1") {
  if ((await run("npm", ["run", "build"], { BUILD_DIR: buildDir }, "build")) !== 0) {
    console.error("build failed");
    console.log("0 passed, 1 failed, 0 skipped");
    process.exit(1);
  }
}

const vitestReport = path.join(reportDir, "vitest.json");
const vitestArgs = [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
];
/**
 * On PostgreSQL (CI) Vitest runs beside Playwright instead of before it. They share nothing: each
 * Vitest file has its own database and ephemeral ports, the e2e server its own database, port and
 * data folder. Each fills the moments the other leaves a core idle (a test waiting on a page, a
 * lease, a spawned server). Its output is printed in one block when it ends. On PGlite
 * they run one after the other: each PGlite database lives in the memory of the process that
 * opened it, and both runners at once would hold them all. TEST_SEQUENTIAL=1 keeps the order on
 * PostgreSQL too.
 */
const overlap = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_SEQUENTIAL !== "1";
const vitestLog = path.join(runTemp, "vitest.log");
const vitestDone = overlap
  ? run("npx", vitestArgs, {}, "vitest (beside playwright)", vitestLog).then((status) => {
      console.log(`\n--- Vitest ---\n${fs.readFileSync(vitestLog, "utf8")}--- end of Vitest ---\n`);
      return status;
    })
  : undefined;
const vitestAlone = vitestDone ? undefined : await run("npx", vitestArgs, {}, "vitest");

/**
 * With TEST_DATABASE_URL (CI's throwaway PostgreSQL), the end-to-end server runs on a fresh
 * database of that server too: the product as deployed (ADR 0002), and the page work of the
 * browser tests no longer shares the server's one thread with an embedded database.
 */
async function e2eDatabase() {
  if (process.env.E2E_DATABASE_URL || !process.env.TEST_DATABASE_URL)
    return { env: {}, drop: async () => {} };
  const { default: pg } = await import("pg");
  const name = `e2e_${process.pid}_${Date.now()}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { E2E_DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
}
const e2e = await e2eDatabase();

const playwrightReport = path.join(reportDir, "playwright.json");
const playwrightStatus = await run(
  "npx",
  ["playwright", "test", ...process.argv.slice(2)],
  {
    PW_JSON_OUTPUT: playwrightReport,
    BUILD_DIR: buildDir,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    ...e2e.env,
  },
  "playwright",
);

await e2e.drop();
const vitestStatus = vitestAlone ?? (await vitestDone);

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
// A Playwright test that passed only on its retry ("flaky") counts as passed; the playwright line counts them.
const flaky = playwright?.stats?.flaky ?? 0;
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + flaky;
const failed = (vitest ? vitest.numFailedTests : 1) + (playwright ? (playwright.stats?.unexpected ?? 0) : 1);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

/** Where the time went: the slowest spec files of each runner (wall time summed per file). */
function slowest(label, entries) {
  const top = entries.sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (top.length === 0) return;
  console.log(
    `${label} slowest files: ${top.map(([file, ms]) => `${file} ${(ms / 1000).toFixed(0)} s`).join(", ")}`,
  );
}
const vitestFiles = (vitest?.testResults ?? []).map((file) => [
  path.relative(process.cwd(), file.name),
  (file.endTime ?? 0) - (file.startTime ?? 0),
]);
const playwrightFiles = new Map();
const collect = (suite, file) => {
  const name = suite.file ?? file;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      for (const result of test.results ?? [])
        playwrightFiles.set(name, (playwrightFiles.get(name) ?? 0) + (result.duration ?? 0));
  for (const child of suite.suites ?? []) collect(child, name);
};
for (const suite of playwright?.suites ?? []) collect(suite, suite.file);

/**
 * The failed tests, named once more at the very end: a CI printout that keeps only its tail still
 * says which test failed and why, above Vitest's block that follows Playwright's own report.
 */
const failures = [];
for (const file of vitest?.testResults ?? [])
  for (const test of file.assertionResults ?? [])
    if (test.status === "failed")
      failures.push([
        `${path.relative(process.cwd(), file.name)} > ${test.fullName}`,
        test.failureMessages?.[0],
      ]);
const collectFailures = (suite, file, titles) => {
  const name = suite.file ?? file;
  const here = suite.title && suite.title !== name ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === "unexpected") {
        const last = test.results?.at(-1);
        failures.push([
          `${name} > ${[...here, spec.title].join(" > ")}${test.projectName ? ` [${test.projectName}]` : ""}`,
          last?.error?.message ?? last?.errors?.[0]?.message,
        ]);
      }
  for (const child of suite.suites ?? []) collectFailures(child, name, here);
};
for (const suite of playwright?.suites ?? []) collectFailures(suite, suite.file, []);
// Colour codes and long stacks say nothing in a log; the first lines of the message do.
const firstLines = (message) =>
  String(message ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 240)}`)
    .join("\n");

console.log("");
if (failures.length > 0) {
  console.log("failed:");
  for (const [title, message] of failures) console.log(`  ${title}\n${firstLines(message)}`);
}
console.log(`time: ${phases.join(", ")}`);
console.log(
  `machine: ${os.availableParallelism()} cores; a fixed CPU task (pbkdf2, 1,000,000 rounds) took ${machineAtStart.probe} ms before the run and ${cpuProbe()} ms after it; load average ${machineAtStart.load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
);
slowest("vitest", vitestFiles);
slowest("playwright (summed over workers)", [...playwrightFiles]);
console.log(
  `vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? "?"} failed, ${(vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0)} skipped`,
);
console.log(
  `playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? "?"} failed, ${playwright?.stats?.skipped ?? 0} skipped, ${flaky} flaky (passed on their retry)`,
);
// Skipped tests are counted always, so a suite that switched itself off is seen.
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || playwrightStatus !== 0 || failed > 0 ? 1 : 0);
