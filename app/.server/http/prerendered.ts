import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";
import { withServedOrigin } from "./public-origin";

/**
 * Serves the HTML written at build time for static pages. The files are immutable build
 * output, so they are read once (with the served origin in place of the build's placeholder, see
 * ./public-origin.ts); the nonce placeholder is swapped per response.
 * Requests with a query string (filters, UTM tags) fall through to server rendering.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  // Each page is kept as Buffers split at the nonce placeholder: a response is one concat.
  const cache = new Map<string, Buffer[] | null>();
  const root = path.resolve(clientDir);

  function load(pathname: string): Buffer[] | null {
    const cached = cache.get(pathname);
    if (cached !== undefined) return cached;
    const file = path.join(root, pathname, "index.html");
    let parts: Buffer[] | null = null;
    if (file.startsWith(root + path.sep) && fs.existsSync(file)) {
      parts = withServedOrigin(fs.readFileSync(file, "utf8"))
        .split(CSP_NONCE_PLACEHOLDER)
        .map((part) => Buffer.from(part));
    }
    cache.set(pathname, parts);
    return parts;
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.url.includes("?")) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (pathname.includes("\0") || pathname.includes("..")) return next();
    const parts = load(pathname);
    if (parts === null) return next();
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ""));
    const chunks: Buffer[] = [];
    parts.forEach((part, index) => {
      if (index > 0) chunks.push(nonce);
      chunks.push(part);
    });
    const body = Buffer.concat(chunks);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Prerendered", "1");
    // No ETag: the nonce makes every response different, so it could never match.
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
