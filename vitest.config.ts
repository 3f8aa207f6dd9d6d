import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Node's own "module-sync" condition, so a package is the file Node loads in production: React
  // Router's ESM build for the app and for @react-router/express alike, one copy, and a
  // RouterContextProvider the app makes is the class the request handler checks for.
  ssr: { resolve: { conditions: ["module-sync", "module", "node", "development|production"] } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/integration/setup-env.ts"],
    // Generous: a passing test takes no longer for it, and a machine whose cores are busy with
    // other work (`stress-ng --cpu 2`) makes password hashing and database starts seconds slower.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the two cores we have.
    pool: "forks",
    maxWorkers: 2,
    // A worker runs file after file with the modules it has loaded: importing the app once per
    // file was a third of the suite's CPU (ADR 0076). State that must not cross from one file to
    // the next is kept per database (rate limiters, page-view buffers, salts), and
    // tests/unit/process-state.test.ts lists the rest.
    isolate: false,
  },
});
