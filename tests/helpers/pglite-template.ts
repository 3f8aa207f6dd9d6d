import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A migrated, empty PGlite data folder, made once per run by the global setup. A new folder for a
 * test or a spawned server is a copy of it: initdb and the migrations cost about a dozen
 * CPU-seconds per folder, a copy a fraction of one. The test of a first start itself
 * (pglite-memory.test.ts) still makes its folder afresh.
 */
const TEMPLATE_ENV = "HD_TEST_PGLITE_TEMPLATE";

/** Makes the template under `parent` and names it to every process started after (the workers). */
export async function makePgliteTemplate(parent: string) {
  const { openDatabase } = await import("../../app/.server/db/client");
  const { migrate } = await import("../../app/.server/db/migrate");
  const dir = path.join(parent, "pglite-template");
  const handle = await openDatabase({ dataDir: dir });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  process.env[TEMPLATE_ENV] = dir;
}

/** A new folder in the temp folder holding a migrated, empty PGlite database (empty without a template). */
export function migratedDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
