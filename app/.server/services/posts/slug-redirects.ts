import { and, eq, ne } from "drizzle-orm";
import { type Executor, getDb } from "../../db/client";
import { blogPosts, blogSlugRedirects } from "../../db/schema";
import { notTrashed } from "./not-trashed";

/**
 * Old blog addresses. A row maps a former slug to the post's id, never to another slug, so the
 * answer is the current slug in one 301 (a -> b -> c leaves rows a and b naming the post; renaming
 * back drops that slug's row, no loop). A post owning a slug wins over a row for it.
 */

/**
 * Remembers that the post now at `newSlug` used to live at `oldSlug`, once the new slug is saved
 * (inside its transaction, if any). Equal slugs or a post that is gone: nothing happens.
 */
export async function recordSlugChange(
  oldSlug: string,
  newSlug: string,
  db: Executor = getDb(),
): Promise<void> {
  if (!oldSlug || oldSlug === newSlug) return;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, newSlug))
    .limit(1);
  if (!post) return;
  // The new slug is a real address again: a row for it would only shadow nothing, drop it.
  await db.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, newSlug));
  // The latest owner of an old slug takes it (a slug can be reused and renamed again).
  await db
    .insert(blogSlugRedirects)
    .values({ oldSlug, postId: post.id })
    .onConflictDoUpdate({
      target: blogSlugRedirects.oldSlug,
      set: { postId: post.id, createdAt: new Date() },
    });
}

/** Where an old slug now lives (the post's id, slug and state), or null; the caller decides who follows. */
export async function findSlugRedirect(oldSlug: string, db: Executor = getDb()) {
  const { slug, authorId, isPublished, publishedAt } = blogPosts;
  const [row] = await db
    .select({ postId: blogPosts.id, slug, authorId, isPublished, publishedAt })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), ne(blogPosts.slug, oldSlug), notTrashed))
    .limit(1);
  return row ?? null;
}
