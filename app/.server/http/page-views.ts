import type { RequestHandler } from "express";
import type pino from "pino";
import { createViewCaps } from "../services/analytics/caps";
import { pageViewBuffer } from "../services/analytics/ingest";
import { mayCountRequest, pendingView } from "../services/analytics/page-view";
import { sessionOf } from "./guards";

/**
 * Counts public page views on the server, prerendered and server-rendered alike (ADR 0024): no
 * script, no cookie. While the request is handled it costs one cheap check of the request; the
 * rest (bot filter, staff session, caps, hash, write) happens once the response has been sent,
 * and only for a 200 HTML answer. Register it before anything that answers pages (page cache,
 * prerendered files).
 */
export function countPageViews(logger: pino.Logger): RequestHandler {
  const buffer = pageViewBuffer((error) => logger.warn({ err: error }, "page views not written"));
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
      const staff = sessionOf(req.headers.cookie).catch(() => null);
      void staff.then((session) => {
        if (session) return;
        const admitted = caps.admit(view);
        if (admitted) buffer.add(admitted);
      });
    });
    next();
  };
}
