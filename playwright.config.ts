import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium against the production build, started on its
 * own port with a fresh data folder. The values go through process.env so the worker
 * processes (which re-read this file) agree with the main one.
 */
// 4400-4999 holds none of the ports Chromium refuses to load (5060 and 5061 are SIP's, for one).
process.env.E2E_PORT ??= String(4400 + (process.pid % 600));
if (!process.env.E2E_DATA_DIR) {
  // The process that makes the server's data folder removes it when it exits (after the server has
  // stopped); workers re-read this file with the variable set and leave it alone.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-e2e-data-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";
/** Debian's Chromium: the browser a visitor has (`CHROMIUM_PATH` to use another). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Debian's headless shell when it is installed (`chromium-headless-shell`: the same Blink without
 * the browser's own window layer; Playwright's own default for headless runs): the same pages for
 * less CPU (docs/benchmarks.md: a fresh visit costs under a third of Chromium's). Its text is laid
 * out a little differently (a line of tags on /blog wraps elsewhere), so the one spec that measures
 * how text moves as the web fonts arrive runs on Chromium.
 * The path is the binary itself: Debian's /usr/bin wrapper is a script that does not exec it.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const shellPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : chromiumPath);
const textMetricsSpecs = /font-swap\.spec\.ts$/;
/**
 * Specs that change what every page, mail or lead does (site settings, a webhook endpoint that
 * every new lead is sent to): they run once all the others are done.
 */
const siteWideSpecs = /(cms-settings|cms-webhooks)\.spec\.ts$/;
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});
const desktopChrome = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  // Generous bounds: a passing test takes no longer for them, and on a machine whose cores are busy
  // with other work (CI beside other jobs, `stress-ng --cpu 2`) a save or a render may take seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two workers on two cores. A third was slower in CI's set-up (the e2e server on PostgreSQL):
  // 324 s against 288 s, as PostgreSQL's processes want the same two cores.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [["list"]],
  use: { baseURL, trace: "off" },
  projects: [
    {
      name: "chromium",
      testIgnore: [textMetricsSpecs, siteWideSpecs],
      use: { ...desktopChrome, launchOptions: launchOptions(shellPath) },
    },
    {
      name: "chromium-site-wide",
      testMatch: siteWideSpecs,
      dependencies: ["chromium"],
      use: { ...desktopChrome, launchOptions: launchOptions(shellPath) },
    },
    {
      name: "chromium-text",
      testMatch: textMetricsSpecs,
      use: { ...desktopChrome, launchOptions: launchOptions(chromiumPath) },
    },
  ],
  webServer: {
    // The other staff accounts first, in one process (the same database, before the server opens it).
    command: `node --import tsx tests/e2e/seed-accounts.ts && node ${buildDir}/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // The accounts' process and the server's first start (migrations): minutes on a busy machine.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      BUILD_DIR: buildDir,
      CMS_DEMO_ACCOUNT: "true",
      OUTBOX_POLL_MS: "200",
      // Browsers driven by tests fill forms in milliseconds; the 2 s rule is covered by integration tests.
      FORM_MIN_FILL_MS: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      // The .eml files under DATA_DIR are this server's mail on purpose (the specs read them).
      MAIL_TO_FILES: "true",
      // One newsletter mail a second: a send in the e2e test is still running when its view opens.
      NEWSLETTER_RATE_PER_SECOND: "1",
      // The webhook spec's receiver listens on loopback, which production refuses by default.
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    },
  },
});
