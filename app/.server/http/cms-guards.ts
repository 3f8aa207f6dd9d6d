import type { Request, RequestHandler, Response } from "express";
import { can, type Permission } from "~/lib/permissions";
import { clientKey } from "../client-key";
import { type AuditActor, auditActorOf } from "../services/audit";
import { ForbiddenError } from "../services/errors";
import { twoStepRequired } from "../services/settings";
import { authenticate, type CmsAuth } from "../services/staff/auth";
import { sendJsonError } from "./errors";
import { isCmsHost } from "./guards";
import { receivedHost } from "../hosts";

/**
 * Guards for every staff endpoint (/api/cms/*, /api/generate-image and whatever the CMS adds).
 * Use them in this order: `router.use("/cms", ...cmsApiGuards)` or per route:
 *   route(router, "/generate-image", { post: [...cmsApiGuards, handler] })
 * Then `cmsAuth(res)` is the signed-in user and session. The same-origin check for state changes
 * runs before every CMS request in one place (cmsSameOriginOnly in ./guards).
 */

/** Not a CMS host: the endpoint does not exist (404 JSON, same as any unknown path). */
export const cmsHostOnly: RequestHandler = (req, res, next) => {
  // The Host header as received, never X-Forwarded-Host (see receivedHost).
  if (!isCmsHost(receivedHost(req.headers))) return sendJsonError(res, 404, "Not found");
  next();
};

/**
 * A valid session or 401 JSON; the session is kept in res.locals for cmsAuth(). While two-step
 * sign-in is required and the account has not set it up, 403 JSON (the pages send the user to
 * /cms/two-step-setup; signing out is the page /cms/logout). The e-mail step is the pages' only
 * (ADR 0031).
 */
export const requireCmsSession: RequestHandler = (req, res, next) => {
  authenticate(req.get("cookie"))
    .then(async (auth) => {
      if (!auth) return sendJsonError(res, 401, "Please sign in to continue.");
      if (!auth.user.totpEnabledAt && (await twoStepRequired()))
        return sendJsonError(res, 403, TWO_STEP_SETUP_FIRST);
      res.locals.cmsAuth = auth;
      next();
    })
    .catch(next);
};

/** The API's answer while the account must still set up two-step sign-in. */
export const TWO_STEP_SETUP_FIRST =
  "Two-step sign-in is required for every account. Set it up at /cms/two-step-setup first.";

/** Host gate, then the session. */
export const cmsApiGuards: RequestHandler[] = [cmsHostOnly, requireCmsSession];

/** Who made a request that passed requireCmsSession, for the audit trail. */
export function cmsAuditActor(req: Request, res: Response): AuditActor {
  return auditActorOf(cmsAuth(res), clientKey(req.ip));
}

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
