#!/usr/bin/env node
// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
// into a scratch copy of drizzle/, and any new migration file means a schema change was made
// without `npm run db:generate`. (drizzle-kit wants a relative --out path, hence the scratch
// folder inside the project; exitCode rather than exit() so the scratch folder is always removed.)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const scratch = `.drift-check-${process.pid}`;
fs.cpSync("drizzle", scratch, { recursive: true });
try {
  const before = new Set(fs.readdirSync(scratch));
  const result = spawnSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./app/.server/db/schema/index.ts",
      "--out",
      `./${scratch}`,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error("schema drift check: drizzle-kit generate failed");
    process.exitCode = 1;
  }
  const added = (process.exitCode ? [] : fs.readdirSync(scratch)).filter(
    (name) => !before.has(name) && name.endsWith(".sql"),
  );
  if (added.length > 0) {
    console.error("The Drizzle schema has changes that no committed migration holds:");
    for (const name of added) console.error(fs.readFileSync(path.join(scratch, name), "utf8"));
    console.error("Run `npm run db:generate` and commit the new file in drizzle/.");
    process.exitCode = 1;
  } else if (!process.exitCode) {
    console.log("schema drift check: the migrations match the schema");
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
