import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";

/**
 * Serves the HTML written at build time for static pages. The files are immutable build
 * output, so they are read once; the nonce placeholder is swapped per response.
 * Requests with a query string (filters, UTM tags) fall through to server rendering.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const cache = new Map<string, string | null>();
  const root = path.resolve(clientDir);

  function load(pathname: string): string | null {
    const cached = cache.get(pathname);
    if (cached !== undefined) return cached;
    const file = path.join(root, pathname, "index.html");
    let html: string | null = null;
    if (file.startsWith(root + path.sep) && fs.existsSync(file)) html = fs.readFileSync(file, "utf8");
    cache.set(pathname, html);
    return html;
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
    const html = load(pathname);
    if (html === null) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Prerendered", "1");
    res.send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
}
