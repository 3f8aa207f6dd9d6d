import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type ResizeOptions } from "sharp";
import {
  MAX_STORED_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGAPIXELS,
  type MediaItem,
  type MediaVariantName,
  mediaUrl,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  uploadTypes,
} from "~/lib/schemas/media";
import { type Db, getDb } from "../../db/client";
import { anyContains } from "../../db/contains";
import { imageCache, media, mediaVariants } from "../../db/schema";
import {
  DomainError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from "../errors";

/** Images bigger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;

/** The renditions: 'full' within MAX_STORED_SIDE on its longest side, the others scaled to a width. */
const RENDITIONS: { variant: MediaVariantName; resize: ResizeOptions; quality: number }[] = [
  {
    variant: "full",
    resize: { width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside" },
    quality: 82,
  },
  { variant: "w1200", resize: { width: 1200 }, quality: 80 },
  { variant: "w600", resize: { width: 600 }, quality: 80 },
];

export type StoreImageInput = {
  bytes: Buffer;
  filename: string;
  alt?: string;
  source?: "upload" | "generated";
  createdBy?: string;
};

type Rendition = { variant: MediaVariantName; bytes: Buffer; width: number; height: number };

/** An image checked and rendered, ready to be written: the slow, fallible part of storing it. */
export type PreparedImage = { input: StoreImageInput; originalType: string; renditions: Rendition[] };

/**
 * Checks an image and renders its WebP renditions (never enlarged); writes nothing. The type is
 * sniffed from the bytes, never taken from the name or the Content-Type a client claims.
 */
export async function prepareImage(input: StoreImageInput): Promise<PreparedImage> {
  const { bytes } = input;
  if (bytes.length === 0) throw new ValidationError("The file is empty. Choose an image to upload.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(UPLOAD_TOO_LARGE);
  const originalType = (await fileTypeFromBuffer(bytes))?.mime as (typeof uploadTypes)[number] | undefined;
  if (!originalType || !uploadTypes.includes(originalType))
    throw new UnsupportedMediaTypeError("Only PNG, JPEG, WebP and GIF images can be uploaded.");
  const load = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      // Photos from phones carry their orientation in EXIF; bake it in.
      .rotate();
  try {
    const renditions: Rendition[] = [];
    for (const { variant, resize, quality } of RENDITIONS) {
      const { data, info } = await load()
        .resize({ ...resize, withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ variant, bytes: data, width: info.width, height: info.height });
    }
    return { input, originalType, renditions };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new PayloadTooLargeError(UPLOAD_TOO_MANY_PIXELS);
    throw new ValidationError("The image could not be read. It may be damaged or incomplete.");
  }
}

/**
 * Writes prepared images to the media library in ONE transaction: all of them or, on any error
 * or a crash before the commit, none (a SIGKILL during a 10-file upload must not keep the first few).
 * The bytes live in the database, so every instance serves them.
 */
export async function saveImages(prepared: PreparedImage[], db: Db = getDb()): Promise<MediaItem[]> {
  const ids = await db.transaction(async (tx) => {
    const saved: string[] = [];
    for (const { input, originalType, renditions } of prepared) {
      const [full] = renditions;
      const [row] = await tx
        .insert(media)
        .values({
          filename: cleanFilename(input.filename),
          alt: (input.alt ?? "").trim().slice(0, 300),
          source: input.source ?? "upload",
          originalType,
          width: full?.width ?? 0,
          height: full?.height ?? 0,
          byteSize: input.bytes.length,
          createdBy: input.createdBy ?? null,
          // now() is the transaction's start: one upload's images keep their order (newest first).
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: media.id });
      await tx
        .insert(mediaVariants)
        .values(
          renditions.map((rendition) => ({ ...rendition, mediaId: row.id, contentType: "image/webp" })),
        );
      saved.push(row.id);
    }
    return saved;
  });
  const items = await Promise.all(ids.map((id) => getMedia(id, db)));
  if (items.some((item) => !item)) throw new Error("stored media row vanished");
  return items as MediaItem[];
}

/** Stores one image in the media library (see prepareImage and saveImages). */
export async function storeImage(input: StoreImageInput, db: Db = getDb()): Promise<MediaItem> {
  const [item] = await saveImages([await prepareImage(input)], db);
  return item;
}

function cleanFilename(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "");
  return base.trim().slice(0, 200) || "image";
}

async function withVariants(rows: (typeof media.$inferSelect)[], db: Db): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const { mediaId, variant, contentType, width, height, bytes } = mediaVariants;
  // The stored bytes' length, without sending them over the wire.
  const byteSize = sql<number>`octet_length(${bytes})::int`;
  const ids = rows.map((row) => row.id);
  const variants = await db
    .select({ mediaId, variant, contentType, width, height, byteSize })
    .from(mediaVariants)
    .where(inArray(mediaId, ids));
  return rows.map((row) => ({
    ...row,
    source: row.source === "generated" ? "generated" : "upload",
    createdAt: row.createdAt.toISOString(),
    url: mediaUrl(row.id, "full"),
    variants: RENDITIONS.flatMap(({ variant: name }) =>
      variants
        .filter((item) => item.mediaId === row.id && item.variant === name)
        .map(({ mediaId: _mediaId, variant: _variant, ...item }) => ({
          variant: name,
          url: mediaUrl(row.id, name),
          ...item,
        })),
    ),
  }));
}

/** Images per page of the library and of the editor's picker. */
export const MEDIA_PAGE_SIZE = 24;

export type MediaSearch = { query?: string; page?: number; pageSize?: number };

/** One page of a search; `page` is clamped to 1..pageCount, so a stale link shows the last page. */
export type MediaPage<T> = { items: T[]; query: string; page: number; pageCount: number; total: number };

/** A search from a URL or a caller: trimmed text (at most 200 characters), a whole page number. */
async function pageOfRows(search: MediaSearch, db: Db) {
  const query = (search.query ?? "").trim().slice(0, 200);
  const page = Number.isSafeInteger(search.page) && (search.page ?? 0) > 0 ? (search.page as number) : 1;
  const pageSize = Math.min(100, Math.max(1, Math.trunc(search.pageSize ?? MEDIA_PAGE_SIZE)));
  const where = query ? anyContains(query, [media.filename, media.alt]) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(media).where(where);
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rows, query, page: current, pageCount, total: Number(total) };
}

/** One page of the library, newest first, filtered by file name or alt text. */
export async function listMediaPage(search: MediaSearch, db: Db = getDb()): Promise<MediaPage<MediaItem>> {
  const { rows, ...rest } = await pageOfRows(search, db);
  return { ...rest, items: await withVariants(rows, db) };
}

/** What the editor needs to insert an image: its address, alt text and size. */
export type MediaPick = Pick<MediaItem, "id" | "filename" | "url" | "alt" | "width" | "height">;

/** The editor's image picker: one page of library images matching `query` (file name or alt text). */
export async function searchMedia(
  { query, page }: { query?: string; page?: number },
  db: Db = getDb(),
): Promise<MediaPage<MediaPick>> {
  const { rows, ...rest } = await pageOfRows({ query, page }, db);
  return {
    ...rest,
    items: rows.map(({ id, filename, alt, width, height }) => ({
      id,
      filename,
      alt,
      width,
      height,
      url: mediaUrl(id, "full"),
    })),
  };
}

export async function getMedia(id: string, db: Db = getDb()): Promise<MediaItem | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return (await withVariants(rows, db))[0];
}

export async function updateMediaAlt(id: string, alt: string, db: Db = getDb()): Promise<MediaItem> {
  if (isUuid(id)) await db.update(media).set({ alt: alt.trim() }).where(eq(media.id, id));
  const item = await getMedia(id, db);
  if (!item) throw new NotFoundError("This image does not exist.");
  return item;
}

/** Deletes an image and its renditions; false when there was none. */
export async function deleteMedia(id: string, db: Db = getDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return deleted.length > 0;
}

/** One stored rendition, for the /media route. */
export async function readVariant(id: string, variant: MediaVariantName, db: Db = getDb()) {
  if (!isUuid(id)) return undefined;
  const { contentType, bytes } = mediaVariants;
  const [row] = await db
    .select({ contentType, bytes, createdAt: media.createdAt })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.variant, variant)))
    .limit(1);
  return row;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export type CachedImage = { bytes: Buffer; contentType: string; key: string };

/** Renderings under way in this process: requests for one image (a just-sent issue's readers) share one. */
const rendering = new Map<string, Promise<CachedImage>>();

/** The image under `key` in image_cache (shared by every instance), else made once by `make` and kept there. */
export function cachedImage(key: string, contentType: string, make: () => Promise<Buffer>, db: Db) {
  let running = rendering.get(key);
  if (!running) {
    running = readOrRender(key, contentType, make, db).finally(() => rendering.delete(key));
    rendering.set(key, running);
  }
  return running;
}

async function readOrRender(key: string, contentType: string, make: () => Promise<Buffer>, db: Db) {
  const [hit] = await db
    .select({ bytes: imageCache.bytes, contentType: imageCache.contentType })
    .from(imageCache)
    .where(eq(imageCache.key, key))
    .limit(1);
  if (hit) return { ...hit, key };
  const bytes = await make();
  await db.insert(imageCache).values({ key, contentType, bytes }).onConflictDoNothing();
  return { bytes, contentType, key };
}
