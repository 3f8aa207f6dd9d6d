import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  filename: text("filename").notNull(),
  alt: text("alt").notNull().default(""),
  /** 'upload' or 'generated' */
  source: text("source").notNull().default("upload"),
  originalType: text("original_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

/** Stored renditions: 'full' (WebP at original size), 'w1200', 'w600'. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    variant: text("variant").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.variant] }),
    index("media_variants_media_idx").on(table.mediaId),
  ],
);

/** Cache of rendered images keyed by content hash (OG images for posts, etc.). */
export const imageCache = pgTable("image_cache", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

export type Media = typeof media.$inferSelect;
