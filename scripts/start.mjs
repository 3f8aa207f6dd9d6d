#!/usr/bin/env node
// `npm start`: builds when there is no build yet, then serves the production build on
// http://localhost:3000 with the embedded database (PGlite under ./data) and seeded content.
// It is the local "try the product" command, so the demo CMS account is on unless told otherwise.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "./lib/server-node-flags.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(buildDir, "server.js")) || process.argv.includes("--rebuild")) {
  const status = spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status;
  if (status !== 0) process.exit(status ?? 1);
}
const result = spawnSync(process.execPath, [...serverNodeFlags, path.join(buildDir, "server.js")], {
  stdio: "inherit",
  // MALLOC_ARENA_MAX: see the Dockerfile (ADR 0052); glibc reads it only when the process starts.
  env: { NODE_ENV: "production", CMS_DEMO_ACCOUNT: "true", MALLOC_ARENA_MAX: "2", ...process.env },
});
process.exit(result.status ?? 0);
