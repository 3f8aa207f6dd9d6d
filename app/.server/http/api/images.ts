import express, { type RequestHandler, Router } from "express";
import { generateImageSchema, MAX_UPLOAD_BYTES, mediaAltSchema, UPLOAD_TOO_LARGE } from "~/lib/schemas/media";
import { generateHeroImage, imageProvider } from "../../services/image-generation";
import { listMedia, storeImage, updateMediaAlt } from "../../services/media";
import { deleteImage } from "../../services/media-usage";
import { allow, cmsApiGuards, cmsAuth } from "../cms-guards";
import { HttpError, handle, parseInput, sendJsonError } from "../errors";
import { jsonBody, refuseDeclaredOver } from "../json-body";
import { route } from "../methods";

/**
 * Hero-image generation (spec 7) and the media library API. Mounted before the API's JSON
 * parser: uploads are the raw image bytes (any Content-Type; the type is read from the bytes).
 * Every path is staff-only: host gate, session (401), same-origin for changes (403).
 */
export const router = Router();

/**
 * The raw upload body, read only after the guards passed; one byte over the limit is a 413. This
 * route alone takes a body this large (the JSON API and forms stay at 32 KB).
 */
const parseRaw = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });
const refuseOversizedUpload = refuseDeclaredOver(MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE);
const rawUpload: RequestHandler = (req, res, next) => {
  refuseOversizedUpload(req, res, () =>
    parseRaw(req, res, (error?: unknown) => {
      const type = (error as { type?: string } | undefined)?.type;
      if (type === "entity.too.large") return sendJsonError(res, 413, UPLOAD_TOO_LARGE);
      next(error);
    }),
  );
};

function headerText(value: string | undefined, max: number): string {
  if (!value) return "";
  try {
    return decodeURIComponent(value).slice(0, max);
  } catch {
    return value.slice(0, max);
  }
}

route(router, "/generate-image", {
  post: [
    ...cmsApiGuards,
    allow("media.upload"),
    jsonBody,
    handle(async (req, res) => {
      const input = parseInput(generateImageSchema, req.body);
      const { user } = cmsAuth(res);
      const result = await generateHeroImage(input, user);
      res.status(201).json({ imageUrl: result.imageUrl, media: result.media });
    }),
  ],
});

route(router, "/cms/image-provider", {
  get: [
    ...cmsApiGuards,
    allow("posts.write"),
    (_req, res) => {
      const provider = imageProvider();
      res.json({ id: provider.id, label: provider.label });
    },
  ],
});

const upload: RequestHandler = handle(async (req, res) => {
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const filename = headerText(req.get("x-filename"), 200) || "image";
  const alt = headerText(req.get("x-alt"), 300);
  const item = await storeImage({
    bytes,
    filename,
    alt,
    source: "upload",
    createdBy: cmsAuth(res).user.username,
  });
  res.status(201).json(item);
});

route(router, "/cms/media", {
  get: [
    ...cmsApiGuards,
    allow("posts.write"),
    handle(async (_req, res) => {
      res.json({ items: await listMedia() });
    }),
  ],
  post: [...cmsApiGuards, allow("media.upload"), rawUpload, upload],
});

route(router, "/cms/media/:id", {
  patch: [
    ...cmsApiGuards,
    allow("media.manage"),
    jsonBody,
    handle(async (req, res) => {
      const input = parseInput(mediaAltSchema, req.body);
      res.json(await updateMediaAlt(String(req.params.id), input.alt));
    }),
  ],
  delete: [
    ...cmsApiGuards,
    allow("media.manage"),
    handle(async (req, res) => {
      // A used image is refused (409 naming the posts) unless the client confirms with ?confirm=used.
      const evenIfUsed = req.query.confirm === "used";
      if (!(await deleteImage(String(req.params.id), { evenIfUsed })))
        throw new HttpError(404, "This image does not exist.");
      res.status(204).end();
    }),
  ],
});
