import { like, or, sql } from "drizzle-orm";
import type { ImageUse, LibraryItem } from "~/lib/schemas/media";
import { displayTitle } from "~/lib/posts";
import { type Db, getDb } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { ConflictError } from "../errors";
import { deleteMedia, listMediaPage, type MediaPage, type MediaSearch } from "./media";

/**
 * Where library images are used: posts whose featured image or content points at
 * /media/{id} (any rendition), including a live post's autosaved edits. Found by address, since
 * posts keep images as URLs, not as references the database could follow.
 */
export async function imageUses(ids: string[], db: Db = getDb()): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  // Only posts that show any library image at all; each is then matched per image in memory.
  const { id, title, slug, isPublished, featuredImage, content, pendingEdits } = blogPosts;
  const rows = await db
    .select({ id, title, slug, isPublished, featuredImage, content, pendingEdits })
    .from(blogPosts)
    .where(
      or(
        like(featuredImage, "%/media/%"),
        like(content, "%/media/%"),
        sql`${pendingEdits}::text like '%/media/%'`,
      ),
    );
  for (const row of rows) {
    const pending = row.pendingEdits
      ? `${row.pendingEdits.featuredImage ?? ""}\n${row.pendingEdits.content}`
      : "";
    for (const image of ids) {
      const address = `/media/${image}`;
      const asFeatured = Boolean(row.featuredImage?.includes(address));
      const inContent = row.content.includes(address) || pending.includes(address);
      if (asFeatured || inContent)
        uses.get(image)?.push({
          postId: row.id,
          title: displayTitle(row.title),
          slug: row.slug,
          isPublished: row.isPublished,
          asFeatured,
        });
    }
  }
  return uses;
}

/** An image that posts still show: deleting it would leave a broken image in them. */
export class ImageInUseError extends ConflictError {
  constructor(readonly uses: ImageUse[]) {
    const titles = uses.map((use) => `“${use.title}”`).join(", ");
    super(
      `This image is used by ${uses.length === 1 ? "1 post" : `${uses.length} posts`}: ${titles}. Deleting it would leave a broken image there.`,
    );
  }
}

/**
 * Deletes a library image; one that a post uses only when `evenIfUsed` (the person was shown the
 * posts and chose to delete), else ImageInUseError (409). False when there was no such image.
 */
export async function deleteImage(id: string, { evenIfUsed = false } = {}, db: Db = getDb()) {
  if (!evenIfUsed) {
    const uses = (await imageUses([id], db)).get(id) ?? [];
    if (uses.length > 0) throw new ImageInUseError(uses);
  }
  return deleteMedia(id, db);
}

/** One page of the library (listMediaPage), each image with the posts that use it. */
export async function listLibraryPage(
  search: MediaSearch,
  db: Db = getDb(),
): Promise<MediaPage<LibraryItem>> {
  const page = await listMediaPage(search, db);
  const ids = page.items.map((item) => item.id);
  const uses = await imageUses(ids, db);
  return { ...page, items: page.items.map((item) => ({ ...item, uses: uses.get(item.id) ?? [] })) };
}
