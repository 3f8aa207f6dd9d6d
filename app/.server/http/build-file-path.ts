import fs from "node:fs";
import path from "node:path";
import type { Request } from "express";
import { prerenderedPageParameters } from "~/content/prerender";
import { decodedPath } from "./edge";
import type { LivePrerender } from "./live-prerender";

/**
 * The decoded path of a GET or HEAD request for a file of the build, or null when it cannot name
 * one (another method, bad percent-encoding, a NUL or a `..`): such requests go on to the page
 * renderer, which answers them.
 */
export function buildFilePath(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const pathname = decodedPath(req.path);
  return pathname === undefined || pathname.includes("\0") || pathname.includes("..") ? null : pathname;
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
  const files = new Set(listBuildFiles(root).filter((file) => keep(path.basename(file))));
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

/** Every file under the build folder `root` (absolute paths), listed once at start. */
export function listBuildFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Whether the query of `url` names a parameter the prerendered page at `pathname` reads, so only
 * a render can answer it. Any other query (`?utm_campaign=`, `?fbclid=`, `?b=1`) gets the build's file.
 */
export function queryNeedsRender(pathname: string, url: string): boolean {
  const start = url.indexOf("?");
  const read = prerenderedPageParameters[pathname];
  if (start === -1 || !read) return false;
  const params = new URLSearchParams(url.slice(start + 1));
  return read.some((name) => params.has(name));
}
