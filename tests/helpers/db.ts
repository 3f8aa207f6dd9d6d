import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Config, parseConfig, setConfig } from "~/.server/config";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database for one test file, installed as the process database:
 * PGlite loaded from the migrated snapshot, or on TEST_DATABASE_URL's server a copy of the
 * database the global set-up migrated.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle & { url?: string };
  if (adminUrl) {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject("postgresTemplate");
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    if (!template) await migrate(opened);
    const close = opened.close;
    handle = {
      ...opened,
      url: url.toString(),
      async close() {
        await close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  } else {
    const snapshot = inject("pgliteSnapshot");
    const blob = new Blob([fs.readFileSync(snapshot)]);
    handle = await openDatabase({ dataDir: undefined, loadDataDir: blob });
  }
  setDatabase(handle);
  return handle;
}

/** Installs a configuration parsed from test defaults plus overrides. */
export function useTestConfig(overrides: Record<string, string> = {}): Config {
  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hd-test-data-")),
    ...overrides,
  });
  setConfig(config);
  return config;
}
