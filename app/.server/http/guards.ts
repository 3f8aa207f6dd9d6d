import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { notFound, throwStatus } from "~/lib/route-errors";
import { ACCOUNT_STEP_FIRST, FOREIGN_ORIGIN_MESSAGE } from "~/content/http-messages";
import { can, type Permission } from "~/lib/permissions";
import { clientKey } from "../client-key";
import { getConfig } from "../config";
import { type AuditActor, auditActorOf } from "../services/audit";
import { ForbiddenError, UnauthorizedError } from "../services/errors";
import { onCmsHost } from "../hosts";
import {
  ALL_ACCOUNT_STEPS,
  type AccountStep,
  accountStepPaths,
  continueTo,
  pendingAccountStep,
} from "../services/staff/account-steps";
import { type CmsAuth, findSession } from "../services/staff/sessions";
import { verifyPreviewToken } from "../services/posts/preview-links";
import type { PreviewGrant } from "../services/posts/blog";
import { isCmsPath } from "./host-gate";
import { sendJsonError, toHttpError } from "./errors";
import { sessionTokenOf } from "./session-cookies";

/**
 * The CMS's guards, at the HTTP edge: one rule set (checkAccess) for pages and JSON endpoints,
 * and the one CSRF check for every state-changing CMS request.
 */

/** The Host header as received, not `request.url` (built from X-Forwarded-Host, which a client can choose). */
const isCmsRequest = (request: Request) =>
  onCmsHost({ host: request.headers.get("host") ?? undefined }, getConfig().cmsHosts);

/** Page loaders and actions: the not-found screen outside CMS_HOSTS (a second lock behind the renderer's). */
export function requireCmsHost(request: Request): void {
  if (!isCmsRequest(request)) notFound();
}

/** Why a request for a signed-in page or endpoint does not go on: no live session. */
class SignInRequiredError extends UnauthorizedError {
  constructor() {
    super("Please sign in to continue.");
  }
}

/** The account has a step to take first (services/staff/account-steps). */
class AccountStepError extends ForbiddenError {
  constructor(readonly step: AccountStep) {
    super(ACCOUNT_STEP_FIRST[step]);
  }
}

/**
 * The one rule set for every signed-in CMS request: a live session (SignInRequiredError), none of
 * `steps` pending (AccountStepError), then the role's `permission` (ForbiddenError). Pages hold an
 * account to every step, the JSON endpoints to two-step sign-in only (ADR 0031, 0038).
 */
async function checkAccess(
  cookieHeader: string | null | undefined,
  need: { steps: readonly AccountStep[]; permission?: Permission },
): Promise<CmsAuth> {
  const auth = await sessionOf(cookieHeader);
  if (!auth) throw new SignInRequiredError();
  const step = await pendingAccountStep(auth.user, need.steps);
  if (step) throw new AccountStepError(step);
  if (need.permission) permit(auth, need.permission);
  return auth;
}

/** ForbiddenError unless the signed-in role has `permission` (lib/permissions). */
function permit(auth: CmsAuth, permission: Permission): void {
  if (!can(auth.user.role, permission)) throw new ForbiddenError();
}

/** The session behind a Cookie header, or null; no step or role checked (see checkAccess). */
export async function sessionOf(cookieHeader: string | null | undefined): Promise<CmsAuth | null> {
  return findSession(await sessionTokenOf(cookieHeader));
}

/** The signed-in user cmsShellMiddleware checked for this request; null outside the shell. */
const cmsAuthContext = createContext<CmsAuth | null>(null);

/** What a page guard is given: the loader's or action's own arguments. */
export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A page's answer to a refusal: the login screen, a pending step's page (continuing to the page
 * asked for afterwards), or the error map's status (a 403: the CMS error panel).
 */
function pageRefusal(request: Request, error: unknown): never {
  const noStore = { "Cache-Control": "no-store" };
  if (error instanceof SignInRequiredError) throw redirect("/cms/login", { headers: noStore });
  if (error instanceof AccountStepError) {
    const next = encodeURIComponent(continueTo(pageAddress(request)));
    throw redirect(`${accountStepPaths[error.step]}?next=${next}`, { headers: noStore });
  }
  const refused = toHttpError(error);
  if (!refused) throw error;
  return throwStatus(refused.status, { message: refused.message });
}

async function pageAccess(
  from: GuardArgs | Request,
  need: { steps: readonly AccountStep[]; permission?: Permission },
): Promise<CmsAuth> {
  const request = from instanceof Request ? from : from.request;
  const checked = from instanceof Request ? null : from.context.get(cmsAuthContext);
  try {
    if (checked) {
      if (need.permission) permit(checked, need.permission);
      return checked;
    }
    requireCmsHost(request);
    return await checkAccess(request.headers.get("cookie"), need);
  } catch (error) {
    return pageRefusal(request, error);
  }
}

/** The CMS shell's middleware: host, session and steps once per request, before the parallel loaders. */
export const cmsShellMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const auth = await pageAccess(request, { steps: ALL_ACCOUNT_STEPS });
  context.set(cmsAuthContext, auth);
  return next();
};

/**
 * Page loaders and actions: the signed-in user and session, or a redirect to the login screen or
 * to a pending account step. Inside the shell, the user the shell's middleware checked.
 */
export function requireUser(from: GuardArgs | Request): Promise<CmsAuth> {
  return pageAccess(from, { steps: ALL_ACCOUNT_STEPS });
}

/** The signed-in user whatever step is pending: only for the steps' own pages and signing out. */
export function requireSignedIn(from: GuardArgs | Request): Promise<CmsAuth> {
  return pageAccess(from, { steps: [] });
}

/** The page a request was for: its path without a `.data` suffix (and its query for a GET). */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  if (request.method !== "GET") return path;
  url.searchParams.delete("_routes");
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/** As requireUser, and a 403 (the CMS error panel) unless the role has `permission`. */
export function requirePermission(from: GuardArgs | Request, permission: Permission): Promise<CmsAuth> {
  return pageAccess(from, { steps: ALL_ACCOUNT_STEPS, permission });
}

/** Page loaders: the signed-in user or null (the login screen sends signed-in users on). */
export async function optionalUser(request: Request): Promise<CmsAuth | null> {
  requireCmsHost(request);
  return sessionOf(request.headers.get("cookie"));
}

/**
 * Who this request may preview: signed-in staff on a CMS host (the session cookie is host-only)
 * the posts their role may read, and a `?preview=` link its one post on any host.
 */
export async function previewGrant(request: Request): Promise<PreviewGrant> {
  const token = new URL(request.url).searchParams.get("preview");
  const [postId, auth] = await Promise.all([
    token ? verifyPreviewToken(token) : null,
    isCmsRequest(request) ? sessionOf(request.headers.get("cookie")) : null,
  ]);
  // An account with a step still to take (account-steps) sees only what anyone may.
  const signedIn = auth !== null && (await pendingAccountStep(auth.user)) === null;
  return { staff: signedIn ? { id: auth.user.id, role: auth.user.role } : null, postId };
}

/** Once for every state-changing CMS request (after the host gate): 403 for a foreign or missing origin. */
export const cmsSameOriginOnly: RequestHandler = (req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method) || !isCmsPath(req.path)) return next();
  // The Origin (else the Referer) must be PUBLIC_URL's or the receiving host's; neither is refused.
  const origin = URL.parse(req.get("origin") ?? "")?.origin ?? URL.parse(req.get("referer") ?? "")?.origin;
  const host = req.headers.host; // as received: see onCmsHost
  const own =
    origin === new URL(getConfig().PUBLIC_URL).origin || (host && origin === `${req.protocol}://${host}`);
  if (origin && own) return next();
  res.set("Cache-Control", "no-store");
  if (/^\/api\//i.test(req.path)) return sendJsonError(res, 403, FOREIGN_ORIGIN_MESSAGE);
  res.status(403).type("text/plain").send(FOREIGN_ORIGIN_MESSAGE);
};

/**
 * The JSON endpoints' adapter of these rules (/api/cms/*, /api/generate-image):
 * `router.use("/cms", ...cmsApiGuards)`, then `allow(permission)`; `cmsAuth(res)` is the user.
 */

/** A refusal of the rules as JSON through the one error map; anything else goes to `next`. */
function sendRefusal(error: unknown, res: ExpressResponse, next: (error: unknown) => void) {
  const refused = toHttpError(error);
  if (!refused) return next(error);
  sendJsonError(res, refused.status, refused.message);
}

/** Not a CMS host: the endpoint does not exist (404 JSON, same as any unknown path). */
export const cmsHostOnly: RequestHandler = (req, res, next) => {
  if (!onCmsHost(req.headers, getConfig().cmsHosts)) return sendJsonError(res, 404, "Not found");
  next();
};

/** A session with two-step sign-in set up where required: 401 without one, 403 while the step is pending. */
const requireCmsSession: RequestHandler = (req, res, next) => {
  checkAccess(req.get("cookie"), { steps: ["two-step-setup"] })
    .then((auth) => {
      res.locals.cmsAuth = auth;
      next();
    })
    .catch((error: unknown) => sendRefusal(error, res, next));
};

export const cmsApiGuards: RequestHandler[] = [cmsHostOnly, requireCmsSession];

/** Who made a request that passed requireCmsSession, for the audit trail. */
export function cmsAuditActor(req: ExpressRequest, res: ExpressResponse): AuditActor {
  return auditActorOf(cmsAuth(res), clientKey(req.ip));
}

/** The signed-in user of a request that passed requireCmsSession. */
export function cmsAuth(res: ExpressResponse): CmsAuth {
  const auth = res.locals.cmsAuth as CmsAuth | undefined;
  if (!auth) throw new Error("cmsAuth() called on a route without requireCmsSession");
  return auth;
}

/** After the session guard: 403 JSON unless the role has `permission` (every /api/cms path names one). */
export function allow(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    try {
      permit(cmsAuth(res), permission);
    } catch (error) {
      return sendRefusal(error, res, next);
    }
    next();
  };
}
