import fs from "node:fs";
import path from "node:path";
import type { Request } from "express";

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
 * The absolute paths of the files under `root` whose name passes `keep`, listed once: build output
 * does not change under a running server. Looking a request up here instead of on disk remembers
 * nothing per request, so made-up paths (a crawler's, a flood's) cannot grow a cache.
 */
export function listBuildFiles(root: string, keep: (name: string) => boolean): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && keep(entry.name)) files.add(path.join(entry.parentPath, entry.name));
  }
  return files;
}
