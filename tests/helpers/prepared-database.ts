import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { onTestFinished } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { migratedDataDir } from "./pglite-template";

type Fill = (handle: DatabaseHandle) => Promise<void>;

/** A new, empty database on adminUrl's PostgreSQL server; drop() removes it, connections and all. */
export async function scratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Migrates the database, makes it the one services use, fills it and closes it for a server to open. */
async function prepare(handle: DatabaseHandle, fill: Fill) {
  try {
    await migrate(handle);
    setDatabase(handle);
    await fill(handle);
  } finally {
    await handle.close();
  }
}

/** A PGlite data folder prepared for spawned servers to start on; removed when the test ends. */
export async function preparedDataDir(fill: Fill): Promise<string> {
  const dataDir = migratedDataDir("hd-prepared-");
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await prepare(await openDatabase({ dataDir }), fill);
  return dataDir;
}

/** A scratch PostgreSQL database prepared for spawned servers to share; dropped when the test ends. */
export async function preparedPostgres(adminUrl: string, fill: Fill): Promise<string> {
  const database = await scratchDatabase(adminUrl, "prepared");
  onTestFinished(() => database.drop().catch(() => {}));
  await prepare(await openDatabase({ databaseUrl: database.url, poolSize: 2 }), fill);
  return database.url;
}
