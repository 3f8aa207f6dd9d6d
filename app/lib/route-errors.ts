import { data } from "react-router";

/**
 * A loader or action that cannot answer throws a status response, rendered by the nearest error
 * boundary; no route renders its own not-found view.
 */

/** Which not-found view a public 404 shows: the generic one, or a section's own (spec 2.10). */
export type NotFoundKind = "page" | "article" | "product";

export type ErrorBody = { notFound?: NotFoundKind; message?: string };

/** Throws a response with this status, its body always an ErrorBody the boundaries read. */
export function throwStatus(status: number, body: ErrorBody = {}, headers?: HeadersInit): never {
  throw data(body, headers ? { status, headers } : { status });
}

/** Throws a 404; `kind` picks the not-found view (default: the site's generic one). */
export function notFound(kind: NotFoundKind = "page"): never {
  return throwStatus(404, { notFound: kind });
}
