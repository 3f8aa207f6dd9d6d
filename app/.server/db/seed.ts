import type { Config } from "../config";
import type { Db } from "./client";
import { blogPosts } from "./schema";
import { seedDemoAccount } from "./seed-data/demo-account";
import { seedPosts } from "./seed-data/posts";

/** Gives a new database its sample content; idempotent, so staff edits survive restarts. */
export async function seed(db: Db, config: Config) {
  if (seedPosts.length) {
    await db.insert(blogPosts).values(seedPosts).onConflictDoNothing();
  }
  if (config.demoAccount) await seedDemoAccount(db);
}
