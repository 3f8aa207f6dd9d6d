import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makePgliteTemplate } from "../helpers/pglite-template";

/**
 * The migrations run once per run, not once per test file. Without TEST_DATABASE_URL, tests run
 * on PGlite: initialising a PGlite folder costs seconds and much memory, so here it is migrated,
 * then dumped as a snapshot every test database is loaded from. On PostgreSQL a migrated database
 * is made here, and each test file's database is created as a copy of it (CREATE DATABASE ...
 * TEMPLATE), which takes a fraction of running every migration again.
 */
export default async function setup(project: TestProject) {
  const removeTemp = ownTempFolder();
  // Spawned servers and the tests of the embedded database start on copies of it, on either engine.
  const pgliteTemplate = makePgliteTemplate(process.env.TMPDIR ?? os.tmpdir());
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    const [template] = await Promise.all([
      migratedPostgresTemplate(process.env.TEST_DATABASE_URL),
      pgliteTemplate,
    ]);
    project.provide("postgresTemplate", template.name);
    return async () => {
      await template.drop();
      removeTemp();
    };
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
  await pgliteTemplate;
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplate", "");
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

/** A new database on the server, migrated, with no connection left open (so it can be copied). */
async function migratedPostgresTemplate(adminUrl: string) {
  const { default: pg } = await import("pg");
  const { openDatabase } = await import("../../app/.server/db/client");
  const { migrate } = await import("../../app/.server/db/migrate");
  const name = `test_template_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await migrate(handle);
  await handle.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => {}) };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The migrated PostgreSQL database each test file's database is copied from ("" on PGlite). */
    postgresTemplate: string;
  }
}
