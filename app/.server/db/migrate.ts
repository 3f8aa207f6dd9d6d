import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");
const MIGRATION_LOCK_ID = 727274;

/** Applies committed drizzle-kit migrations; safe at every start and from several instances at once. */
export async function migrate(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: same builder, different driver type
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  // A session-level advisory lock needs one dedicated connection, not the pool.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
