import fs from "node:fs";
import path from "node:path";
import type { Request } from "express";
import type { LivePrerender } from "./live-prerender";

/**
 * The decoded path of a GET or HEAD request for a file of the build, or null when it cannot name
 * one (another method, bad percent-encoding, a NUL or a `..`): such requests go on to the page
 * renderer, which answers them.
 */
export function buildFilePath(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  return pathname.includes("\0") || pathname.includes("..") ? null : pathname;
}

/**
 * The build's files named `fileName` (or, for "", passing `keep`) as `parse` makes them, read once:
 * build output does not change under a running server, and a made-up path is looked up in the list
 * made at start, so it cannot grow a cache. Once staff changed a site setting, `live` has the page
 * rendered again with it (ADR 0028). Null for a path that names no such file.
 */
export function builtFiles<T>(
  clientDir: string,
  fileName: string,
  parse: (text: string) => T,
  live?: LivePrerender,
  keep: (name: string) => boolean = (name) => name === fileName,
): (pathname: string) => Promise<T | null> {
  const root = path.resolve(clientDir);
  const files = new Set<string>();
  if (fs.existsSync(root))
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && keep(entry.name)) files.add(path.join(entry.parentPath, entry.name));
  // Keyed by file, not by the request's path: only the build's files are ever kept.
  const cache = new Map<string, T>();
  return async (pathname) => {
    const file = path.join(root, pathname, fileName);
    if (!file.startsWith(root + path.sep) || !files.has(file)) return null;
    let built = cache.get(file);
    if (built === undefined) {
      built = parse(fs.readFileSync(file, "utf8"));
      cache.set(file, built);
    }
    const rendered = live ? await live.current(pathname, parse) : undefined;
    return rendered === undefined ? built : rendered;
  };
}
