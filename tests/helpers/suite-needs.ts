import { describe, it } from "vitest";
import { hasPostgresBinaries, PG_BIN } from "./pg-cluster";
import { buildDir, hasProductionBuild } from "./spawn-server";

type Need = { met: boolean; what: string };

/** True on a CI runner (CI=true, as GitHub Actions, GitLab and `.ci/run` set it). */
export function onCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "false" && value !== "0";
}

/**
 * A suite that needs something the machine may lack (a production build, PostgreSQL).
 * Locally a missing need skips the suite and its title says why. On CI it fails instead: one
 * failing test names what is missing, so a broken CI set-up can never pass as green.
 */
export function describeWhen(need: Need, name: string, body: () => void) {
  if (need.met) return describe(name, () => body());
  if (onCi())
    return describe(name, () => {
      it(`needs ${need.what}`, () => {
        throw new Error(`${need.what} is missing; with CI set, a suite fails instead of skipping`);
      });
    });
  // Skipped on purpose, off CI only: a developer without a build or PostgreSQL still gets the rest
  // of the suite, and the title names what to add (CI fails above instead).
  return describe.skip(`${name} (skipped: needs ${need.what})`, () => body()); // reason: off CI, a missing need is named, not failed
}

export const needsBuild: Need = {
  met: hasProductionBuild(),
  what: `a production build in ${buildDir} (npm run build)`,
};

export const needsPostgresBinaries: Need = {
  met: hasPostgresBinaries,
  what: `the PostgreSQL binaries in ${PG_BIN}`,
};

/** A production build and another need, for suites that spawn servers on something more. */
export function needsBuildAnd(need: Need): Need {
  return { met: needsBuild.met && need.met, what: `${needsBuild.what} and ${need.what}` };
}

/** For a suite given `postgresForTests()`: TEST_DATABASE_URL or the binaries. */
export function needsPostgres(server: unknown): Need {
  return { met: server !== undefined, what: `PostgreSQL (TEST_DATABASE_URL, or the binaries in ${PG_BIN})` };
}
