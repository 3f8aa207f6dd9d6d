import { Router } from "express";
import { apiErrorHandler, sendJsonError } from "../errors";
import { jsonBody } from "../json-body";
import { router as cmsRouter } from "./cms";
import { router as imagesRouter } from "./images";
import { router as leadsRouter } from "./leads";
import { router as publicRouter } from "./public";

/** The JSON API at the spec's paths (spec 7), plus the CMS's exports. */
export function createApiRouter() {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // The image generator reads its body only after its guards passed, so it mounts before the JSON parser.
  api.use(imagesRouter);
  api.use(jsonBody);
  api.use(leadsRouter);
  api.use(publicRouter);
  api.use(cmsRouter);
  api.use((_req, res) => sendJsonError(res, 404, "Not found"));
  api.use(apiErrorHandler);
  return api;
}
