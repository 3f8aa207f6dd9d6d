import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { getConfig } from "../config";
import { buildFilePath, listBuildFiles } from "./build-file-path";
import type { LivePrerender } from "./live-prerender";

/**
 * The origin pages are served under: PUBLIC_URL's scheme, host and port. Page URLs are built from
 * absolute paths (app/lib/meta.ts), so a path in PUBLIC_URL never shows up in them either.
 */
export function servedOrigin(publicUrl = getConfig().PUBLIC_URL): string {
  return new URL(publicUrl).origin;
}

/** Build output with the placeholder origin replaced by the one this server is configured with. */
export function withServedOrigin(text: string, publicUrl?: string): string {
  return text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, servedOrigin(publicUrl));
}

/**
 * The loader data written at build time for client-side navigation (`/about.data`,
 * `/_root.data`), with the served origin in place of the placeholder. Read once per file: build
 * output does not change under a running server (`live` renders it again after staff changed a
 * site setting). Any query (React Router's `_routes`) is ignored,
 * as a static file server would.
 */
export function prerenderedData(clientDir: string, live?: LivePrerender): RequestHandler {
  // Keyed by file, not by the request's path: only the build's files are ever kept.
  const cache = new Map<string, Buffer>();
  const root = path.resolve(clientDir);
  const files = listBuildFiles(root, (name) => name.endsWith(".data"));

  function load(pathname: string): Buffer | null {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || !files.has(file)) return null;
    let body = cache.get(file);
    if (!body) {
      body = Buffer.from(withServedOrigin(fs.readFileSync(file, "utf8")));
      cache.set(file, body);
    }
    return body;
  }

  const toBody = (text: string) => Buffer.from(withServedOrigin(text));

  return async (req, res, next) => {
    if (!req.path.endsWith(".data")) return next();
    const pathname = buildFilePath(req);
    if (pathname === null) return next();
    const built = load(pathname);
    // Rendered again with the site settings staff saved (ADR 0028), like the pages themselves.
    const rendered = built && live ? await live.current(pathname, toBody) : undefined;
    const body = rendered === undefined ? built : rendered;
    if (body === null) return next();
    // What React Router itself answers a data request with.
    res.setHeader("Content-Type", "text/x-script");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
