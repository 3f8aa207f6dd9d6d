import type { RequestHandler } from "express";
import { parseMediaFile } from "~/lib/schemas/media";
import { readVariant } from "../services/media/media";

/** GET /media/{id}.webp (and renditions) from the database; a rendition never changes, so immutable. */
export const serveMedia: RequestHandler = (req, res, next) => {
  const parsed = parseMediaFile(String(req.params.file));
  const notFound = () =>
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
  if (!parsed) return notFound();
  readVariant(parsed.id, parsed.variant).then((variant) => {
    if (!variant) return notFound();
    res.set({
      "Content-Type": variant.contentType,
      "Content-Length": String(variant.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": variant.createdAt.toUTCString(),
      ETag: `"${parsed.id}-${parsed.variant}"`,
      "Content-Disposition": "inline",
    });
    if (req.fresh) return res.status(304).end();
    if (req.method === "HEAD") return res.end();
    res.end(variant.bytes);
  }, next);
};
