import { and, asc, eq, sql } from "drizzle-orm";
import { mediaUrl } from "~/lib/schemas/media";
import type { AuthorProfile, ProfileInput } from "~/lib/schemas/profile";
import { getDb } from "../../db/client";
import { blogPosts, type CmsUser, cmsUsers, media } from "../../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { notTrashed } from "./not-trashed";

/**
 * Staff author profiles. A post naming one (author_id) shows its name, bio and avatar as they are
 * now; the post's own `author` and `authorBio` (the spec's fields) follow: saving a profile copies them.
 */

export type { AuthorProfile };

const { id, username, displayName, bio, avatarMediaId } = cmsUsers;
const authorColumns = { id, username, displayName, bio, avatarMediaId };

const avatarUrl = (id: string | null) => (id ? mediaUrl(id, "w600") : null);

function toAuthor(row: Pick<CmsUser, keyof typeof authorColumns>): AuthorProfile {
  const name = row.displayName?.trim() || row.username;
  return { id: row.id, name, bio: row.bio?.trim() || null, avatarUrl: avatarUrl(row.avatarMediaId) };
}

/** Every staff member as an author, by name: the choices of the editor's author select. */
export async function listAuthors(): Promise<AuthorProfile[]> {
  const rows = await getDb()
    .select(authorColumns)
    .from(cmsUsers)
    .orderBy(asc(sql`lower(coalesce(nullif(btrim(${displayName}), ''), ${username}))`));
  return rows.map(toAuthor);
}

/** One author by user id, or null (unknown, or not a uuid). */
export async function findAuthor(id: string | null | undefined): Promise<AuthorProfile | null> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await getDb().select(authorColumns).from(cmsUsers).where(eq(cmsUsers.id, id)).limit(1);
  return row ? toAuthor(row) : null;
}

/** The signed-in user's profile as the /cms/profile form shows it. */
export async function getEditableProfile(userId: string) {
  const db = getDb();
  const [row] = await db.select(authorColumns).from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
  if (!row) throw new NotFoundError("This account no longer exists.");
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(and(eq(blogPosts.authorId, userId), notTrashed));
  return {
    username: row.username,
    displayName: row.displayName ?? "",
    bio: row.bio ?? "",
    avatarMediaId: row.avatarMediaId,
    avatarUrl: avatarUrl(row.avatarMediaId),
    /** How many posts name this profile as their author. */
    postCount: Number(count),
  };
}

/**
 * Saves a staff member's profile and copies the name and bio into the posts that name them
 * (their `author` and `authorBio`). 400 naming the field when the avatar is not in the library.
 */
export async function updateProfile(userId: string, input: ProfileInput): Promise<AuthorProfile> {
  const db = getDb();
  if (input.avatarMediaId) {
    const [image] = await db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, input.avatarMediaId))
      .limit(1);
    if (!image)
      throw new ValidationError(undefined, { avatarMediaId: "This image is no longer in the media library" });
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cmsUsers)
      .set({
        displayName: input.displayName,
        bio: input.bio,
        avatarMediaId: input.avatarMediaId,
        updatedAt: new Date(),
      })
      .where(eq(cmsUsers.id, userId))
      .returning(authorColumns);
    if (!updated) throw new NotFoundError("This account no longer exists.");
    // Not a content edit: updated_at (the article's dateModified) and the edit version stay.
    await tx
      .update(blogPosts)
      .set({ author: input.displayName, authorBio: input.bio })
      .where(eq(blogPosts.authorId, userId));
    return updated;
  });
  return toAuthor(row);
}
