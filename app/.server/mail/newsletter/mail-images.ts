import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { type RequestHandler, Router } from "express";
import { parseMediaFile } from "~/lib/schemas/media";
import { type Db, getDb } from "../../db/client";
import { compactPng } from "../../services/media/image-render";
import { type CachedImage, cachedImage, readVariant } from "../../services/media/media";
import { MAIL_IMAGE_PREFIX } from "./mail-render";

/** Bump when the rendering changes, so cached mail images are made again. */
const MAIL_IMAGE_VERSION = 1;
/** Twice the mail's 600 px column: sharp on high-density screens, small enough to load fast. */
const MAIL_IMAGE_WIDTH = 1200;

/** SVG art rasterized the way the Open Graph cards are (resvg), then palette-compacted. */
async function svgToPng(svg: Buffer): Promise<Buffer> {
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: MAIL_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return compactPng(Buffer.from(png));
}

/** A stored upload (WebP, which Outlook and older clients do not show) as JPEG on white. */
async function webpToJpeg(webp: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * The mail rendition of a public image by its address (mailImageUrl): `/blog/art.png` is
 * `/blog/art.svg` as PNG, `/media/{id}-1200.jpg` the upload as JPEG. Rendered once into image_cache
 * (keyed by the SVG's content or the upload's id). Null when there is no such image.
 */
export async function mailImage(
  file: string,
  staticRoot: string,
  db: Db = getDb(),
): Promise<CachedImage | null> {
  const media = /^media\/([^/]+)\.jpg$/.exec(file);
  if (media) {
    const parsed = parseMediaFile(`${media[1]}.webp`);
    if (!parsed) return null;
    const variant = await readVariant(parsed.id, parsed.variant, db);
    if (!variant) return null;
    const key = `mail:v${MAIL_IMAGE_VERSION}:media:${parsed.id}:${parsed.variant}`;
    return cachedImage(key, "image/jpeg", () => webpToJpeg(variant.bytes), db);
  }
  // Static art only: letters, digits, dashes, underscores and folders, never "..".
  if (!/^(?:[\w-]+\/)*[\w-]+\.png$/.test(file)) return null;
  const root = path.resolve(staticRoot);
  const source = path.join(root, `${file.slice(0, -".png".length)}.svg`);
  if (!source.startsWith(root + path.sep)) return null;
  const svg = await fs.readFile(source).catch(() => null);
  if (!svg) return null;
  const key = `mail:v${MAIL_IMAGE_VERSION}:svg:${createHash("sha256").update(svg).digest("hex")}`;
  return cachedImage(key, "image/png", () => svgToPng(svg), db);
}

/** GET /mail-images/...: the renditions newsletters show; without a build, SVG art is read from public/. */
export function createMailImageRouter({ clientDir }: { clientDir?: string } = {}) {
  const router = Router();
  const staticRoot = clientDir ?? "public";
  const serve: RequestHandler = async (req, res, next) => {
    try {
      const file = (req.params.file as unknown as string[]).join("/");
      const image = await mailImage(file, staticRoot);
      if (!image) {
        res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
        return;
      }
      res.set({
        "Content-Type": image.contentType,
        "Cache-Control": "public, max-age=86400",
        ETag: `"${createHash("sha256").update(image.key).digest("hex").slice(0, 32)}"`,
        "X-Content-Type-Options": "nosniff",
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.send(image.bytes);
    } catch (error) {
      next(error);
    }
  };
  router.get(`${MAIL_IMAGE_PREFIX}/*file`, serve);
  return router;
}
