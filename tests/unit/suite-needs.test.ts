/**
 * A suite whose environment is missing (no production build, no PostgreSQL) skips
 * locally with the reason in its title, but fails on CI, where a missing need is a broken set-up.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};

function runFixture(ci: string): { status: number | null; report: Report } {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "suite-needs-")), "report.json");
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "tests/fixtures/suite-needs/vitest.config.ts",
      "--reporter=json",
      `--outputFile=${out}`,
    ],
    { env: { ...process.env, CI: ci }, encoding: "utf8" },
  );
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as Report;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { status: result.status, report };
}

const tests = (report: Report) => report.testResults.flatMap((file) => file.assertionResults);

describe("a suite whose environment is missing", () => {
  it("is skipped outside CI, and its title says what is missing", () => {
    const { status, report } = runFixture("");
    expect(status).toBe(0);
    expect(report.numPassedTests).toBe(1);
    expect(report.numPendingTests).toBe(2);
    const skipped = tests(report).filter((test) => test.status !== "passed");
    expect(skipped.map((test) => test.fullName)).toEqual([
      "a suite with an unmet need (skipped: needs a machine that does not exist) would test something",
      "a suite with an unmet need (skipped: needs a machine that does not exist) would test something else",
    ]);
  }, 60_000);

  it("fails with CI=true, naming what is missing", () => {
    const { status, report } = runFixture("true");
    expect(status).not.toBe(0);
    expect(report.numPassedTests).toBe(1);
    expect(report.numFailedTests).toBe(1);
    expect(report.numPendingTests).toBe(0);
    const failed = tests(report).find((test) => test.status === "failed");
    expect(failed?.fullName).toBe("a suite with an unmet need needs a machine that does not exist");
    expect(failed?.failureMessages.join("\n")).toContain("a machine that does not exist is missing");
  }, 60_000);
});
