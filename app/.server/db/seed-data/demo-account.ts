import { and, eq, isNull } from "drizzle-orm";
import { hashPassword } from "../../services/staff/passwords";
import type { Db } from "../client";
import { DEMO_ACCOUNT, DEMO_ACCOUNT_EMAIL } from "../../demo-account";
import { blogPosts, cmsUsers } from "../schema";
import { authors } from "~/content/articles/types";

/** Creates the demo user when it does not exist; an existing one (and its password) is left alone. */
export async function seedDemoAccount(db: Db) {
  const existing = await db.query.cmsUsers.findFirst({
    columns: { id: true },
    where: (users, { eq }) => eq(users.username, DEMO_ACCOUNT.username),
  });
  if (!existing) {
    await db
      .insert(cmsUsers)
      .values({
        username: DEMO_ACCOUNT.username,
        email: DEMO_ACCOUNT_EMAIL,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      })
      .onConflictDoNothing({ target: cmsUsers.username });
  } else {
    // A demo account made before staff had addresses gets one, so the demo is not stopped at the
    // "add your e-mail address" step. An address given in the demo is kept.
    await db
      .update(cmsUsers)
      .set({ email: DEMO_ACCOUNT_EMAIL })
      .where(and(eq(cmsUsers.id, existing.id), isNull(cmsUsers.email)));
  }
  await seedDemoProfile(db);
}

/**
 * The demo account writes as Maria Delgado: her profile, and her sample articles
 * naming it, so /cms/profile and the articles show an author profile. Only while the account has
 * no profile yet: a profile edited in the demo survives restarts.
 */
async function seedDemoProfile(db: Db) {
  const author = authors.maria;
  const [user] = await db
    .update(cmsUsers)
    .set({ displayName: author.name, bio: author.bio })
    .where(and(eq(cmsUsers.username, DEMO_ACCOUNT.username), isNull(cmsUsers.displayName)))
    .returning({ id: cmsUsers.id });
  if (!user) return;
  await db
    .update(blogPosts)
    .set({ authorId: user.id })
    .where(and(eq(blogPosts.author, author.name), isNull(blogPosts.authorId)));
}
