import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Assume } from "drizzle-orm/utils";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** What `execute` resolves to with either driver: both carry the rows (the row count differs by name). */
type Rows<Row> = { rows: Assume<Row, Record<string, unknown>>[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this["row"]>;
}

/** The database or a transaction in it: the same query builder with either driver. */
export type Executor = PgDatabase<RowsResultHKT, typeof schema>;

/** The whole database (never a transaction): its own client is reachable, for tests and tools. */
export type Db = Executor & { $client: pg.Pool | PGlite };

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Connection string, for PostgreSQL only. */
  url?: string;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string | undefined; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on("error", () => {});
    const db: Db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts); an in-memory database needs no lock.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    if (dataDir && !options.loadDataDir) await initDataDirApart(dataDir);
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  yieldBeforeQueries(client);
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * PGlite's WebAssembly memory is never given back, and PostgreSQL's defaults (128 MB of shared
 * buffers, touched whole at start) assume a server of its own; the site's database is tens of MB
 * (docs/benchmarks.md, "Server memory").
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "temp_buffers=4MB"];

/** Runs initdb for a new data folder in a child process, whose 500 MB peak is given back when it exits. */
async function initDataDirApart(dataDir: string) {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    "const { PGlite } = require(process.argv[1]);" +
    "PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close());";
  await promisify(execFile)(process.execPath, ["-e", script, pglite, dataDir], {
    // The child is not the server: no --import, --inspect or heap flags of this process.
    env: { ...process.env, NODE_OPTIONS: "" },
  });
}

/**
 * PGlite runs each query synchronously on the one event loop, and a page's queries follow each
 * other as promise callbacks without Node reading its sockets in between. Each query therefore
 * starts on a turn of the loop of its own, one per turn, so waiting requests go first.
 */
function yieldBeforeQueries(client: PGlite) {
  const waiting: (() => void)[] = [];
  const startOne = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(startOne);
  };
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 1) setImmediate(startOne);
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  }) as typeof client.exec;
}

const globalForDb = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

/** The process-wide database, on globalThis: the Express entry and the server build share it. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  globalForDb.__appDatabase = handle;
}

export function getDatabase(): DatabaseHandle {
  const handle = globalForDb.__appDatabase;
  if (!handle) throw new Error("Database is not initialised: call setDatabase() at start");
  return handle;
}

export function getDb(): Db {
  return getDatabase().db;
}
