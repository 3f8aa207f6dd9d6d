import { Router } from "express";
import { generateImageSchema } from "~/lib/schemas/media";
import { generateHeroImage } from "../../services/media/image-generation";
import { allow, cmsApiGuards, cmsAuth } from "../guards";
import { parseInput } from "../errors";
import { jsonBody } from "../json-body";
import { route } from "../methods";

/**
 * Hero-image generation (spec 7), staff-only: host gate, session (401), same-origin (403). The
 * media library itself is the /cms/media page and its action.
 */
export const router = Router();

route(router, "/generate-image", {
  post: [
    ...cmsApiGuards,
    allow("media.upload"),
    jsonBody,
    async (req, res) => {
      const input = parseInput(generateImageSchema, req.body);
      const { user } = cmsAuth(res);
      const result = await generateHeroImage(input, user);
      res.status(201).json({ imageUrl: result.imageUrl, media: result.media });
    },
  ],
});
