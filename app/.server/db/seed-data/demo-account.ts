import type { Config } from "../../config";
import { hashPassword } from "../../services/passwords";
import type { Db } from "../client";
import { DEMO_ACCOUNT } from "../../demo-account";
import { cmsUsers } from "../schema";

/** Creates the demo user when it does not exist; an existing one (and its password) is left alone. */
export async function seedDemoAccount(db: Db, config: Config) {
  if (!config.demoAccount) return;
  const existing = await db.query.cmsUsers.findFirst({
    columns: { id: true },
    where: (users, { eq }) => eq(users.username, DEMO_ACCOUNT.username),
  });
  if (existing) return;
  await db
    .insert(cmsUsers)
    .values({ username: DEMO_ACCOUNT.username, passwordHash: await hashPassword(DEMO_ACCOUNT.password) })
    .onConflictDoNothing({ target: cmsUsers.username });
}
