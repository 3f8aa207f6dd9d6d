import type { Request, RequestHandler, Response } from "express";
import type { Permission } from "~/lib/permissions";
import { clientKey } from "../client-key";
import { type AuditActor, auditActorOf } from "../services/audit";
import type { CmsAuth } from "../services/staff/sessions";
import { sendJsonError, toHttpError } from "./errors";
import { checkAccess, isCmsHost, permit } from "./guards";
import { receivedHost } from "../hosts";

/**
 * The JSON endpoints' adapter of the CMS guards (./guards holds the rules, for pages and endpoints
 * alike): every staff endpoint (/api/cms/*, /api/generate-image and whatever the CMS adds).
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

const API_STEPS = ["two-step-setup"] as const;

/**
 * A valid session and two-step sign-in set up where it is required (checkAccess in ./guards,
 * the pages' rules), else the refusal as JSON through the one error map: 401 without a session,
 * 403 while the step is pending (the pages send the user to the step instead; signing out is the
 * page /cms/logout). The session is kept in res.locals for cmsAuth().
 */
export const requireCmsSession: RequestHandler = (req, res, next) => {
  checkAccess(req.get("cookie"), { steps: API_STEPS })
    .then((auth) => {
      res.locals.cmsAuth = auth;
      next();
    })
    .catch((error: unknown) => {
      const refused = toHttpError(error);
      if (!refused) return next(error);
      sendJsonError(res, refused.status, refused.message);
    });
};

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
    try {
      permit(cmsAuth(res), permission);
    } catch (error) {
      const refused = toHttpError(error);
      if (!refused) return next(error);
      return sendJsonError(res, refused.status, refused.message);
    }
    next();
  };
}
