import type { RequestHandler } from "express";

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
