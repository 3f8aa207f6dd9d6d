import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getConfig } from "../config";
import { type Db, getDb } from "../db/client";
import { siteSettings } from "../db/schema";

/**
 * Secret keys every instance must agree on without extra configuration. A key is 32 random
 * bytes made on first use and kept in site_settings (`key:<name>`); the first instance to store
 * it wins, the others read that one. Cached per database once read: keys never change.
 */
const cache = new WeakMap<object, Map<string, Promise<Buffer>>>();

export function storedKey(name: string, db: Db = getDb()): Promise<Buffer> {
  const keys = cache.get(db) ?? new Map<string, Promise<Buffer>>();
  cache.set(db, keys);
  let key = keys.get(name);
  if (!key) {
    key = loadOrCreate(`key:${name}`, db);
    keys.set(name, key);
    // A failed read (database down) is not remembered: the next call tries again.
    key.catch(() => keys.delete(name));
  }
  return key;
}

async function loadOrCreate(settingKey: string, db: Db): Promise<Buffer> {
  const read = async () =>
    (
      await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, settingKey))
        .limit(1)
    )[0]?.value;
  let value = await read();
  if (typeof value !== "string") {
    await db
      .insert(siteSettings)
      .values({ key: settingKey, value: crypto.randomBytes(32).toString("base64url"), updatedBy: "system" })
      .onConflictDoNothing();
    value = await read();
  }
  return Buffer.from(String(value), "base64url");
}

/**
 * The key that signs lead forms' issue times: derived from SESSION_SECRET when it is set (so it
 * never sits in the database), else a stored random key.
 */
export async function formTokenKey(db: Db = getDb()): Promise<Buffer> {
  const secret = getConfig().SESSION_SECRET;
  if (secret) return crypto.createHmac("sha256", secret).update("lead-form-token").digest();
  return storedKey("form-token", db);
}
