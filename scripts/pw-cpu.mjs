#!/usr/bin/env node
// Sums a PW_CPU_LOG file (one JSON line a test, tests/e2e/fixtures.ts): the browser's CPU seconds
// by spec file, then the costliest tests. Usage: node scripts/pw-cpu.mjs <log> [how many tests]
import fs from "node:fs";

const [file, most = "25"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/pw-cpu.mjs <PW_CPU_LOG file> [how many tests]");
  process.exit(2);
}
const tests = fs
  .readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const byFile = new Map();
for (const test of tests) {
  const sum = byFile.get(test.file) ?? { chromium: 0, runner: 0, tests: 0 };
  sum.chromium += test.chromium;
  sum.runner += test.runner;
  sum.tests += 1;
  byFile.set(test.file, sum);
}
const total = (key) => tests.reduce((sum, test) => sum + test[key], 0).toFixed(0);
console.log(`${tests.length} tests: Chromium ${total("chromium")} CPU-s, runner ${total("runner")} CPU-s`);
console.log("\nChromium  runner  tests  file");
for (const [name, sum] of [...byFile].sort((a, b) => b[1].chromium - a[1].chromium))
  console.log(
    `${sum.chromium.toFixed(1).padStart(8)}  ${sum.runner.toFixed(1).padStart(6)}  ${String(sum.tests).padStart(5)}  ${name}`,
  );
console.log("\nChromium  test");
for (const test of [...tests].sort((a, b) => b.chromium - a.chromium).slice(0, Number(most)))
  console.log(`${test.chromium.toFixed(1).padStart(8)}  ${test.file}: ${test.title}`);
