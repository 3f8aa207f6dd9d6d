import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getConfig } from "../config";
import { type Db, getDb } from "../db/client";
import { perDatabase } from "../db/per-database";
import { siteSettings } from "../db/schema";

/** Secret keys every instance agrees on, unconfigured: 32 random bytes, `key:<name>` in site_settings. */
const secretsOf = perDatabase(() => new Map<string, Promise<string>>());

export async function storedKey(name: string, db: Db = getDb()): Promise<Buffer> {
  return Buffer.from(
    await storedSecret(`key:${name}`, () => crypto.randomBytes(32).toString("base64url"), db),
    "base64url",
  );
}

/**
 * A random secret kept in site_settings under `settingKey`, made by `create` on first use; the
 * first instance to store it wins. Cached per database; a failed read (database down) is not
 * remembered, so the next call tries again.
 */
export function storedSecret(settingKey: string, create: () => string, db: Db = getDb()): Promise<string> {
  const secrets = secretsOf(db);
  let secret = secrets.get(settingKey);
  if (!secret) {
    secret = loadOrCreate(settingKey, create, db);
    secrets.set(settingKey, secret);
    secret.catch(() => secrets.delete(settingKey));
  }
  return secret;
}

async function loadOrCreate(settingKey: string, create: () => string, db: Db): Promise<string> {
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
      .values({ key: settingKey, value: create(), updatedBy: "system" })
      .onConflictDoNothing();
    value = await read();
  }
  return String(value);
}

/** The key that signs lead forms' issue times: from SESSION_SECRET when set (not in the database), else stored. */
export async function formTokenKey(db: Db = getDb()): Promise<Buffer> {
  const secret = getConfig().SESSION_SECRET;
  if (secret) return crypto.createHmac("sha256", secret).update("lead-form-token").digest();
  return storedKey("form-token", db);
}
