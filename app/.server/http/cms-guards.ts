import type { Request, RequestHandler, Response } from "express";
import { can, type Permission } from "~/lib/permissions";
import { getConfig } from "../config";
import { ForbiddenError } from "../services/errors";
import { authenticate, type CmsAuth, isCmsHost } from "../services/auth";
import { sendJsonError } from "./errors";
import { receivedHost } from "../hosts";

/**
 * Guards for every staff endpoint (/api/cms/*, /api/generate-image and whatever the CMS adds).
 * Use them in this order: `router.use("/cms", ...cmsApiGuards)` or per route:
 *   route(router, "/generate-image", { post: [...cmsApiGuards, handler] })
 * Then `cmsAuth(res)` is the signed-in user and session.
 */

/** Not a CMS host: the endpoint does not exist (404 JSON, same as any unknown path). */
export const cmsHostOnly: RequestHandler = (req, res, next) => {
  // The Host header as received, never X-Forwarded-Host (see receivedHost).
  if (!isCmsHost(receivedHost(req.headers))) return sendJsonError(res, 404, "Not found");
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF: a state-changing call must come from the site's own pages. Its Origin (or Referer when
 * Origin is absent) must be the PUBLIC_URL origin or the origin of the host it was sent to.
 * A call carrying neither header is refused too.
 */
export function isSameOrigin(req: Request): boolean {
  const origin = originOf(req.get("origin") ?? undefined) ?? originOf(req.get("referer") ?? undefined);
  if (!origin) return false;
  const own = new Set<string>([new URL(getConfig().PUBLIC_URL).origin]);
  const host = receivedHost(req.headers);
  if (host) own.add(`${req.protocol}://${host}`);
  return own.has(origin);
}

export const sameOriginOnly: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || isSameOrigin(req)) return next();
  sendJsonError(res, 403, "This request did not come from the CMS. Reload the page and try again.");
};

/** A valid session or 401 JSON; the session is kept in res.locals for cmsAuth(). */
export const requireCmsSession: RequestHandler = (req, res, next) => {
  authenticate(req.get("cookie")).then((auth) => {
    if (!auth) return sendJsonError(res, 401, "Please sign in to continue.");
    res.locals.cmsAuth = auth;
    next();
  }, next);
};

/** Host gate, session, then the CSRF check. */
export const cmsApiGuards: RequestHandler[] = [cmsHostOnly, requireCmsSession, sameOriginOnly];

/** The signed-in user of a request that passed requireCmsSession. */
export function cmsAuth(res: Response): CmsAuth {
  const auth = res.locals.cmsAuth as CmsAuth | undefined;
  if (!auth) throw new Error("cmsAuth() called on a route without requireCmsSession");
  return auth;
}

/**
 * After the session guard: 403 JSON unless the signed-in role has `permission` (lib/permissions).
 * Every /api/cms path names one, so the role × action matrix test can hold each to its rule.
 */
export function allow(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    if (can(cmsAuth(res).user.role, permission)) return next();
    sendJsonError(res, 403, new ForbiddenError().message);
  };
}
