import { data } from "react-router";

/**
 * The one error convention of route modules: a loader or action that cannot answer throws a
 * status response, and the nearest error boundary renders it (app/components/sections/
 * route-error-screen.tsx for public pages, the CMS shell's boundary inside the CMS chrome).
 * No route returns a 404 and renders its own not-found view.
 */

/** Which not-found view a public 404 shows: the generic one, or a section's own (spec 2.10). */
export type NotFoundKind = "page" | "article" | "product";

export type ErrorBody = { notFound?: NotFoundKind; message?: string };

/**
 * Throws a response with this status (and an optional message for the boundary to show). The
 * body is always an ErrorBody, never a bare string or null, so every boundary reads its words.
 */
export function throwStatus(status: number, body: ErrorBody = {}, headers?: HeadersInit): never {
  throw data(body, headers ? { status, headers } : { status });
}

/** Throws a 404; `kind` picks the not-found view (default: the site's generic one). */
export function notFound(kind: NotFoundKind = "page"): never {
  return throwStatus(404, { notFound: kind });
}
