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
