import type { Request, RequestHandler, Response } from "express";

/**
 * The middleware sets site-wide defaults (helmet's Referrer-Policy, the page cache's
 * Cache-Control); a route's `headers` export may decide otherwise for its page (the order and
 * newsletter pages' stricter Referrer-Policy, the RSS feed's Cache-Control). React Router's
 * Express adapter copies the route's headers with `res.append`, which sent both values. For the
 * page renderer's responses the route's value replaces the default instead; only Set-Cookie,
 * which is one header per cookie, still appends. (A Headers object yields each other name once,
 * its values already joined, so nothing of the route's own is lost.)
 */
export const routeHeadersReplaceDefaults: RequestHandler = (_req, res, next) => {
  const append = res.append.bind(res);
  res.append = (name: string, value?: string | string[]) => {
    if (name.toLowerCase() === "set-cookie") return append(name, value);
    return res.set(name, value);
  };
  next();
};

/** The checkout holds a buyer's details; an article opened through a preview link carries its token. */
const privatePage = (req: Request) =>
  /^\/checkout\//.test(req.path) || (/^\/blog\//.test(req.path) && req.query.preview !== undefined);

/**
 * Cache-Control of rendered pages that no shared cache may keep: the checkout, any
 * article asked for with a preview token (a published one too: the URL is a secret), and every
 * error page (a 404 for a slug that is published a minute later must not outlive it). Decided
 * when the headers go out, so it wins over the defaults set earlier (the page cache's).
 */
export const uncachedPages: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status >= 400 || privatePage(req)) res.setHeader("Cache-Control", "private, no-store");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};
