import type { Request, RequestHandler, Response } from "express";

/**
 * A route's `headers` replace the middleware's defaults (helmet's Referrer-Policy, the page
 * cache's Cache-Control) instead of React Router's adapter appending both; Set-Cookie appends.
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
 * Rendered pages no shared cache may keep: the checkout, an article with a preview token, and
 * every error page; decided when the headers go out, over the defaults set earlier.
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
