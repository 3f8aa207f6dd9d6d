import type { RequestHandler } from "express";

/**
 * Characters that never belong in a path we redirect to: a backslash (browsers read it as "/"),
 * whitespace and control characters (browsers drop tabs and line breaks from URLs).
 */
const UNSAFE = /[\\\s\p{Cc}]/u;

/**
 * The path "/about/" names, "/about", or null when the path is not one we would ever serve:
 * after percent-decoding it must still start with exactly one "/", hold no backslash, blank or
 * control character, and no empty segment ("//"), so neither a browser nor a later decoding
 * step can read it as another host ("//evil.example", "/\evil.example", "/%2F%2Fevil").
 */
export function canonicalPath(rawPath: string): string | null {
  const trimmed = rawPath.replace(/\/+$/, "");
  if (!trimmed.startsWith("/") || trimmed.length < 2) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    return null;
  }
  for (const form of [trimmed, decoded]) {
    if (form.includes("//") || UNSAFE.test(form)) return null;
  }
  return trimmed;
}

/** Whether `location` (a path, maybe with a query) stays on the site when a browser follows it. */
export function isSameOriginPath(location: string): boolean {
  const base = "http://same-origin.invalid";
  try {
    return new URL(location, base).origin === base && location.startsWith("/") && location[1] !== "/";
  } catch {
    return false;
  }
}

/**
 * One canonical URL per page: "/about/" moves permanently to "/about". The Location is built
 * from the checked path only (never from raw input) and must resolve to this site; a path that
 * does not qualify is not a page of ours, so it is a 404, never a redirect.
 */
export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.length < 2 || !req.path.endsWith("/")) {
    return next();
  }
  const path = canonicalPath(req.path);
  const query = req.url.slice(req.path.length);
  const location = path === null ? null : path + query;
  if (location === null || !isSameOriginPath(location)) {
    return res.status(404).type("text/plain").send("Not Found");
  }
  return res.redirect(301, location);
};
