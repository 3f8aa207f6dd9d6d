import type { RequestHandler } from "express";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { getConfig } from "../config";
import { buildFilePath, builtFiles } from "./build-file-path";
import type { LivePrerender } from "./live-prerender";

/**
 * Build output with the placeholder origin replaced by PUBLIC_URL's scheme, host and port (page
 * URLs are built from absolute paths, so a path in PUBLIC_URL never shows up in them either).
 */
export function withServedOrigin(text: string): string {
  return text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, new URL(getConfig().PUBLIC_URL).origin);
}

/**
 * The loader data written at build time for client-side navigation (`/about.data`,
 * `/_root.data`), with the served origin in place. Any query (React Router's `_routes`) is
 * ignored, as a static file server would.
 */
export function prerenderedData(clientDir: string, live?: LivePrerender): RequestHandler {
  const read = builtFiles(
    clientDir,
    "",
    (text) => Buffer.from(withServedOrigin(text)),
    live,
    (name) => name.endsWith(".data"),
  );
  return async (req, res, next) => {
    if (!req.path.endsWith(".data")) return next();
    const pathname = buildFilePath(req);
    const body = pathname === null ? null : await read(pathname);
    if (body === null) return next();
    // What React Router itself answers a data request with.
    res.setHeader("Content-Type", "text/x-script");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
