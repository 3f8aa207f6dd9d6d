import { Router } from "express";
import { generateImageSchema } from "~/lib/schemas/media";
import { generateHeroImage } from "../../services/media/image-generation";
import { apiErrorHandler, parseInput, sendJsonError } from "../errors";
import { allow, cmsApiGuards, cmsAuth } from "../guards";
import { jsonBody } from "../json-body";
import { route } from "../methods";
import { router as cmsRouter } from "./cms";
import { router as leadsRouter } from "./leads";
import { router as publicRouter } from "./public";

/** The JSON API at the spec's paths (spec 7), plus the CMS's exports. */
export function createApiRouter() {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  /**
   * Hero-image generation (spec 7), staff-only: host gate, session (401), same-origin (403). The
   * media library itself is the /cms/media page and its action. It reads its body only after its
   * guards passed, so it mounts before the JSON parser.
   */
  route(api, "/generate-image", {
    post: [
      ...cmsApiGuards,
      allow("media.upload"),
      jsonBody,
      async (req, res) => {
        const input = parseInput(generateImageSchema, req.body);
        const result = await generateHeroImage(input, cmsAuth(res).user);
        res.status(201).json({ imageUrl: result.imageUrl, media: result.media });
      },
    ],
  });
  api.use(jsonBody);
  api.use(leadsRouter);
  api.use(publicRouter);
  api.use(cmsRouter);
  api.use((_req, res) => sendJsonError(res, 404, "Not found"));
  api.use(apiErrorHandler);
  return api;
}
