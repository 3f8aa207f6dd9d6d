import { Router } from "express";
import { apiErrorHandler, apiNotFound } from "../errors";
import { jsonBody } from "../json-body";
import { router as analyticsRouter } from "./analytics";
import { router as blogRouter } from "./blog";
import { router as cmsRouter } from "./cms";
import { router as imagesRouter } from "./images";
import { router as inboxRouter } from "./inbox";
import { router as leadsRouter } from "./leads";
import { router as newsletterRouter } from "./newsletter";
import { router as ordersRouter } from "./orders";

/** The JSON API at the spec's paths (spec 7), plus the paths later issues add. */
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
  api.use(blogRouter);
  api.use(newsletterRouter);
  api.use(ordersRouter);
  api.use(inboxRouter);
  api.use(analyticsRouter);
  api.use(cmsRouter);
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
