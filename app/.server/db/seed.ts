import type { Config } from "../config";
import type { Db } from "./client";
import { blogPosts } from "./schema";
import { seedDemoAccount } from "./seed-data/demo-account";
import { seedPosts } from "./seed-data/posts";

/**
 * Gives a new database its sample content. Idempotent: rows that exist are left as they
 * are, so staff edits survive restarts and several instances may seed at once.
 */
export async function seed(db: Db, config: Config) {
  if (seedPosts.length) {
    await db.insert(blogPosts).values(seedPosts).onConflictDoNothing();
  }
  if (config.demoAccount) await seedDemoAccount(db);
}
