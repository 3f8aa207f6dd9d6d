import type { RequestHandler } from "express";

/** A percent-encoded C0 control character or DEL. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
const ENCODED_NUL = /%00/;
/** An empty segment ("//") or a dot segment (".", "..", "%2e%2e"), which URL parsers fold away. */
const UNNORMALIZED = /\/\/|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * Requests no page, file or feed of ours could answer, refused before they reach a loader:
 * - a control character in the path, or a NUL anywhere in the query: 400 (PostgreSQL cannot
 *   even compare text holding a NUL, so "/og/blog/%00x.png" used to end in a 500);
 * - a path that is not in normal form ("//evil.example", "///a/%2e%2e"): 404. Such a path would
 *   otherwise be folded by the URL parser into another page, or into another host in meta tags.
 * The JSON API under /api validates its own input and answers in JSON.
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  if (req.path === "/api" || req.path.startsWith("/api/")) return next();
  const query = req.url.slice(req.path.length);
  if (ENCODED_CONTROL.test(req.path) || ENCODED_NUL.test(query)) {
    res.status(400).type("text/plain").send("Bad Request: the address contains control characters.");
    return;
  }
  if (UNNORMALIZED.test(req.path) || req.path.includes("\\")) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  next();
};
