import type { RequestHandler } from "express";
import type pino from "pino";
import { createViewCaps } from "../services/analytics/caps";
import { pageViewBuffer } from "../services/analytics/ingest";
import { mayCountRequest, pendingView } from "../services/analytics/page-view";
import { sessionOf } from "./guards";

/**
 * Counts public page views on the server, no script, no cookie (ADR 0024): the work happens once
 * a 200 HTML answer was sent. Registered before anything that answers pages.
 */
export function countPageViews(logger: pino.Logger): RequestHandler {
  const onError = (error: unknown) => logger.warn({ err: error }, "page views not written");
  const caps = createViewCaps();
  return (req, res, next) => {
    const queryAt = req.originalUrl.indexOf("?");
    const search = queryAt >= 0 ? req.originalUrl.slice(queryAt + 1) : "";
    if (!mayCountRequest(req.method, req.path, search, req.headers)) return next();
    res.once("finish", () => {
      if (res.statusCode !== 200 || !String(res.getHeader("content-type") ?? "").startsWith("text/html"))
        return;
      const view = pendingView({ path: req.path, search, headers: req.headers, ip: req.ip });
      if (!view) return;
      // Staff signed in on this host (reading the site, or a CMS preview) are not visitors.
      void sessionOf(req.headers.cookie)
        .catch(() => null)
        .then((session) => {
          if (session) return;
          const admitted = caps.admit(view);
          if (admitted) pageViewBuffer(onError).add(admitted);
        });
    });
    next();
  };
}
