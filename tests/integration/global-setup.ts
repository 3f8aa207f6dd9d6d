import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Without TEST_DATABASE_URL, tests run on PGlite. Initialising a PGlite folder costs
 * seconds and much memory, so it is done once here: migrate, then dump a snapshot that
 * every test database is loaded from.
 */
export default async function setup(project: TestProject) {
  const removeTemp = ownTempFolder();
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    return removeTemp;
  }
  const { openDatabase } = await import("../../app/.server/db/client");
  const { migrate } = await import("../../app/.server/db/migrate");
  const handle = await openDatabase({ dataDir: undefined });
  await migrate(handle);
  const { PGlite } = await import("@electric-sql/pglite");
  // biome-ignore lint/suspicious/noExplicitAny: reach the underlying client to dump it
  const client = (handle.db as any).$client as InstanceType<typeof PGlite>;
  const dump = await client.dumpDataDir("none");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-")), "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshot", file);
  return removeTemp;
}

/**
 * One temporary folder for the whole run, as TMPDIR: every folder a test makes with
 * `os.tmpdir()` (data folders, planted files, spawned servers' DATA_DIR, a child's own temp
 * files) lands inside it, and the teardown removes it whole, whether or not each test cleaned
 * up after itself, so a run leaves nothing in the machine's /tmp. The forked test workers and
 * every process they spawn inherit it.
 */
function ownTempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hd-vitest-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
