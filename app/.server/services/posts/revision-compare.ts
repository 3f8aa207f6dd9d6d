import { and, desc, eq, lt, or } from "drizzle-orm";
import { formatDateTime } from "~/lib/date-time";
import { diffPostFields } from "~/lib/revision-diff";
import { getDb } from "../../db/client";
import { blogPostRevisions } from "../../db/schema";
import { NotFoundError } from "../errors";
import { isUuid } from "../media/media";
import { findEditorPost } from "./cms-posts";
import { getSiteSettings } from "../settings";

/**
 * A revision compared with the post's current text (its unpublished changes when it has some) or
 * with the revision saved before it. Restoring stays the editor's job.
 */

export type CompareAgainst = "current" | "previous";

type Side = { label: string; savedAt: string | null; savedBy: string | null };

export type RevisionComparison = Awaited<ReturnType<typeof compareRevision>>;

const missing = () => new NotFoundError("This revision no longer exists.");

const side = (label: string, saved?: { savedAt: Date; savedBy: string }): Side => ({
  label,
  savedAt: saved?.savedAt.toISOString() ?? null,
  savedBy: saved?.savedBy ?? null,
});

export async function compareRevision(postId: string, revisionId: string, against: CompareAgainst) {
  if (!isUuid(revisionId)) throw missing();
  const editing = await findEditorPost(postId);
  if (!editing) throw new NotFoundError("This post no longer exists.");
  const db = getDb();
  const [revision] = await db
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
    .limit(1);
  if (!revision) throw missing();
  // The one saved just before, in the same order as the editor's list (newest first).
  const [previous] = await db
    .select()
    .from(blogPostRevisions)
    .where(
      and(
        eq(blogPostRevisions.postId, postId),
        or(
          lt(blogPostRevisions.savedAt, revision.savedAt),
          and(
            eq(blogPostRevisions.savedAt, revision.savedAt),
            lt(blogPostRevisions.version, revision.version),
          ),
        ),
      ),
    )
    .orderBy(desc(blogPostRevisions.savedAt), desc(blogPostRevisions.version))
    .limit(1);

  const current = editing.pending?.fields ?? editing.post;
  const { timeZone } = await getSiteSettings(db);
  const when = (iso: string) => formatDateTime(iso, timeZone);
  const thisSide = side("This revision", revision);
  const base = {
    postId,
    postTitle: current.title,
    revision: { id: revision.id, savedAt: revision.savedAt.toISOString(), savedBy: revision.savedBy },
    /** No earlier revision: "previous" has nothing to compare with. */
    hasPrevious: Boolean(previous),
  };
  // `from` is the older side (removals), `to` the newer side (additions).
  if (against === "previous") {
    const older = previous?.fields ?? revision.fields;
    return {
      ...base,
      against,
      from: previous ? side("Previous revision", previous) : side("No earlier revision"),
      to: thisSide,
      ...diffPostFields(older, revision.fields, when),
    };
  }
  return {
    ...base,
    against,
    from: thisSide,
    to: side(editing.pending ? "Current text (unpublished changes)" : "Current text"),
    ...diffPostFields(revision.fields, current, when),
  };
}
