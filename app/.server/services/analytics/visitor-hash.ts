import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { analyticsSalts } from "../../db/schema";
import { clientKey } from "../../client-key";

/**
 * The day's salt, made by whichever instance needs it first, shared through the database (cached
 * here, per database: a salt belongs to the database that holds it).
 */
const saltCacheOf = perDatabase(() => new Map<string, string>());

export async function saltForDay(day: string, db: Db = getDb()): Promise<string> {
  const saltCache = saltCacheOf(db);
  const cached = saltCache.get(day);
  if (cached) return cached;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: crypto.randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const salt = (await existingSalt(day, db)) as string;
  // Two days at most: today's and, around midnight, yesterday's.
  for (const old of saltCache.keys()) if (old < day) saltCache.delete(old);
  saltCache.set(day, salt);
  return salt;
}

/** A visitor of one day; without the salt (deleted once the day is over) it links to no address nor day. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  // The client key (an IPv6 address's /64): a device's rotating privacy addresses are one visitor.
  return crypto
    .createHash("sha256")
    .update(`${salt}\0${clientKey(ip)}\0${userAgent.slice(0, 500)}`)
    .digest("hex")
    .slice(0, 32);
}

/** The day's salt when one was made (a view was counted that day), else null; makes none. */
export async function existingSalt(day: string, db: Db = getDb()): Promise<string | null> {
  const cached = saltCacheOf(db).get(day);
  if (cached) return cached;
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  return row?.salt ?? null;
}

/** Deletes the salts of days before `day` (the rollup job, once those days are over). */
export async function deleteSaltsBefore(day: string, db: Db = getDb()) {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const saltCache = saltCacheOf(db);
  for (const old of saltCache.keys()) if (old < day) saltCache.delete(old);
}
