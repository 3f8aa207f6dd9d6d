import { z } from "zod/mini";
import { oneLine } from "./single-line";

/** Largest upload accepted by the media library: a phone's full-size photo fits. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Most pixels an upload may have (checked before decoding, so a decompression bomb is refused). */
export const MAX_UPLOAD_MEGAPIXELS = 40;
/** The longest side of the stored full-size rendition: sharp on a 2x screen at about 1200 CSS px. */
export const MAX_STORED_SIDE = 2400;
export const UPLOAD_TOO_LARGE = "The file is larger than 25 MB.";
export const UPLOAD_TOO_MANY_PIXELS = "The image has too many pixels. Use one of at most 40 megapixels.";
/** Image types the library takes, decided from the file's bytes. */
export const uploadTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export const mediaVariantNames = ["full", "w1200", "w600"] as const;
export type MediaVariantName = (typeof mediaVariantNames)[number];

const variantSuffix: Record<MediaVariantName, string> = { full: "", w1200: "-1200", w600: "-600" };

/** Public address of a stored rendition: /media/{id}.webp, /media/{id}-1200.webp, /media/{id}-600.webp */
export function mediaUrl(id: string, variant: MediaVariantName = "full"): string {
  return `/media/${id}${variantSuffix[variant]}.webp`;
}

/** The id and rendition named by a /media file name, or undefined. */
export function parseMediaFile(file: string): { id: string; variant: MediaVariantName } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-1200|-600)?\.webp$/i.exec(
    file,
  );
  if (!match) return undefined;
  const variant = match[2] === "-1200" ? "w1200" : match[2] === "-600" ? "w600" : "full";
  return { id: match[1].toLowerCase(), variant };
}

export type MediaVariantInfo = {
  variant: MediaVariantName;
  url: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
};

export type MediaItem = {
  id: string;
  filename: string;
  alt: string;
  source: "upload" | "generated";
  /** The uploaded file's type, sniffed from its bytes. */
  originalType: string;
  width: number;
  height: number;
  /** Size of the uploaded file in bytes. */
  byteSize: number;
  createdBy: string | null;
  createdAt: string;
  url: string;
  variants: MediaVariantInfo[];
};

export const mediaAltSchema = z.object({
  alt: z.string().check(z.trim(), z.maxLength(300, "Alt text must be 300 characters or fewer"), oneLine()),
});

/** Spec 7: POST /api/generate-image. `title` and `category` are optional hints for the artwork. */
export const generateImageSchema = z.object({
  prompt: z
    .string({ message: "Please add a title or content first" })
    .check(
      z.trim(),
      z.minLength(1, "Please add a title or content first"),
      z.maxLength(4000, "The prompt is too long"),
    ),
  style: z._default(z.literal("digital-art"), "digital-art"),
  ratio: z._default(z.literal("16:9"), "16:9"),
  title: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  category: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** Spec 7: the title plus the excerpt (else the content's first 200 characters), without # and *. */
export function heroPrompt(draft: { title: string; excerpt: string; content: string }): string {
  const body = draft.excerpt.trim() ? draft.excerpt : draft.content.slice(0, 200);
  return `${draft.title} ${body}`.replace(/[#*]/g, "").replace(/\s+/g, " ").trim();
}

/** A post that shows a library image (the media library lists them under the image). */
export type ImageUse = {
  postId: string;
  title: string;
  slug: string;
  isPublished: boolean;
  /** As the featured image (else in the content, or in a live post's unpublished edits). */
  asFeatured: boolean;
};

/** A library image with the posts that show it (the CMS media page). */
export type LibraryItem = MediaItem & { uses: ImageUse[] };
