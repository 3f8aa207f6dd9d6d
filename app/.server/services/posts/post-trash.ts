import { and, count, desc, eq, isNotNull, lt } from "drizzle-orm";
import { postStatus } from "~/lib/schemas/post";
import { type Db, type Executor, getDb } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { type AuditAction, type AuditActor, auditPost } from "../audit";
import { type Actor, assertMayDeletePost, existingRow } from "./cms-posts";
import { NotFoundError } from "../errors";
import { notTrashed } from "./not-trashed";

/**
 * The posts Trash (ADR 0034): deleting a post only sets trashed_at. A trashed post is gone from the
 * public site and the CMS lists at once, keeps its slug and revisions, and can be restored until
 * the jobs worker purges it TRASH_DAYS after.
 */
export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

/** Moves a post to the Trash; 404 when there is no such post outside it. */
export async function trashPost(id: string, actor?: Actor, now = new Date()): Promise<void> {
  await auditedWrite(actor?.audit, "post-delete", async (tx) => {
    assertMayDeletePost(actor, await existingRow(id, tx));
    const where = and(eq(blogPosts.id, id), notTrashed);
    return tx.update(blogPosts).set({ trashedAt: now }).where(where).returning(audited);
  });
}

export type TrashedPost = Awaited<ReturnType<typeof listTrash>>[number];

/** The Trash, most recently deleted first. */
export async function listTrash() {
  const { id, title, slug, isPublished, publishedAt, trashedAt } = blogPosts;
  const rows = await getDb()
    .select({ id, title, slug, isPublished, publishedAt, trashedAt })
    .from(blogPosts)
    .where(isNotNull(trashedAt))
    .orderBy(desc(trashedAt), desc(id));
  return rows.map(({ trashedAt, isPublished, publishedAt, ...row }) => {
    const at = trashedAt ?? new Date();
    return {
      ...row,
      /** What it was when deleted, and is again when restored. */
      status: postStatus({ isPublished, publishedAt }),
      trashedAt: at.toISOString(),
      /** When the jobs worker deletes it for good. */
      purgeAt: new Date(at.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    };
  });
}

export async function countTrash(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(blogPosts).where(isNotNull(blogPosts.trashedAt));
  return row?.n ?? 0;
}

/**
 * Takes a post out of the Trash with the status it had: a published post is live again at its
 * address (its slug was kept). 404 when it is not in the Trash.
 */
export function restorePost(id: string, audit?: AuditActor) {
  return auditedWrite(audit, "post-restore", (tx) =>
    tx.update(blogPosts).set({ trashedAt: null }).where(inTrash(id)).returning(audited),
  );
}

/** Deletes a trashed post for good (its revisions and old-slug redirects go with it). */
export function deleteForever(id: string, audit?: AuditActor) {
  return auditedWrite(audit, "post-delete-forever", (tx) =>
    tx.delete(blogPosts).where(inTrash(id)).returning(audited),
  );
}

const inTrash = (id: string) => and(eq(blogPosts.id, id), isNotNull(blogPosts.trashedAt));
const audited = { id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug };

/** `write` and its audit event in one transaction; 404 when it wrote no post. */
async function auditedWrite(
  audit: AuditActor | undefined,
  action: AuditAction,
  write: (tx: Executor) => Promise<{ id: string; title: string; slug: string }[]>,
): Promise<{ title: string }> {
  return getDb().transaction(async (tx) => {
    const [row] = await write(tx);
    if (!row) throw new NotFoundError("This post no longer exists.");
    await auditPost(audit, action, row, tx);
    return { title: row.title };
  });
}

/**
 * Deletes what has been in the Trash for more than TRASH_DAYS (the jobs worker, every instance:
 * a DELETE is idempotent, so two at once do no harm). Returns how many went.
 */
export async function purgeTrash(now = new Date(), db: Db = getDb()): Promise<number> {
  const purged = await db
    .delete(blogPosts)
    .where(lt(blogPosts.trashedAt, new Date(now.getTime() - TRASH_DAYS * DAY_MS)))
    .returning({ id: blogPosts.id });
  return purged.length;
}
