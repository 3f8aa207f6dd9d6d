import type { RequestHandler } from "express";
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { notFound, throwStatus } from "~/lib/route-errors";
import { can, type Permission } from "~/lib/permissions";
import { getConfig } from "../config";
import { ForbiddenError, UnauthorizedError } from "../services/errors";
import { hostMatches, receivedHost } from "../hosts";
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
 * The CMS's guards, at the HTTP edge: who may reach a CMS page or action, and the
 * one CSRF check for every state-changing CMS request. Services below take plain values.
 */

/** True when the received Host header (see receivedHost) is one of CMS_HOSTS. */
export function isCmsHost(hostHeader: string | undefined): boolean {
  return hostMatches(hostHeader, getConfig().cmsHosts);
}

/**
 * The Host header of a page request as received. Not `request.url`: React Router builds that
 * from X-Forwarded-Host when "trust proxy" is on, which a client can choose.
 */
function hostOf(request: Request): string | undefined {
  return receivedHost({ host: request.headers.get("host") ?? undefined });
}

/**
 * Page loaders and actions: the CMS does not exist on other hosts, so they get the not-found
 * screen. (The page renderer there has no CMS routes at all; this is the second lock.)
 */
export function requireCmsHost(request: Request): void {
  if (!isCmsHost(hostOf(request))) notFound();
}

/** Why a request for a signed-in page or endpoint does not go on: no live session. */
export class SignInRequiredError extends UnauthorizedError {
  constructor() {
    super("Please sign in to continue.");
  }
}

/** The account has a step to take first (services/staff/account-steps). */
export class AccountStepError extends ForbiddenError {
  constructor(readonly step: AccountStep) {
    super(ACCOUNT_STEP_FIRST[step]);
  }
}

/** The answer while the account must still take a step, where it cannot be sent to the step's page. */
export const ACCOUNT_STEP_FIRST: Record<AccountStep, string> = {
  email: "An e-mail address is required for every account. Add yours at /cms/add-email first.",
  "two-step-setup": "Two-step sign-in is required for every account. Set it up at /cms/two-step-setup first.",
};

/**
 * The one rule set for every signed-in CMS request, pages and JSON endpoints alike: a live session
 * from the session cookie (SignInRequiredError), then none of `steps` pending (AccountStepError),
 * then the role's `permission` when one is named (ForbiddenError). Each refusal is a domain error,
 * so a page and the API answer from the one map (ADR 0038). Pages hold an account to every step;
 * the JSON endpoints to two-step sign-in only (the e-mail step is a page form, ADR 0031); no step
 * at all is only for the steps' own pages and signing out.
 */
export async function checkAccess(
  cookieHeader: string | null | undefined,
  need: { steps: readonly AccountStep[]; permission?: Permission },
): Promise<CmsAuth> {
  const auth = await findSession(await sessionTokenOf(cookieHeader));
  if (!auth) throw new SignInRequiredError();
  const step = await pendingAccountStep(auth.user, need.steps);
  if (step) throw new AccountStepError(step);
  if (need.permission) permit(auth, need.permission);
  return auth;
}

/** ForbiddenError unless the signed-in role has `permission` (lib/permissions). */
export function permit(auth: CmsAuth, permission: Permission): void {
  if (!can(auth.user.role, permission)) throw new ForbiddenError();
}

/** The session behind a Cookie header, or null; no step or role checked (see checkAccess). */
export async function sessionOf(cookieHeader: string | null | undefined): Promise<CmsAuth | null> {
  return findSession(await sessionTokenOf(cookieHeader));
}

/**
 * The signed-in user the CMS shell's middleware (cmsShellMiddleware) put in the request's context:
 * it passed checkAccess with its steps. Null outside the shell.
 */
const cmsAuthContext = createContext<CmsAuth | null>(null);

/** What a page guard is given: the loader's or action's own arguments. */
export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A page's answer to a refusal of checkAccess: no session goes to the login screen, a pending
 * step to the step's page (which then continues to the page asked for), anything else through
 * the one error map (a 403 for a role: the CMS error panel).
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

/**
 * The CMS shell's middleware: once per request for every page in the shell (a navigation's
 * loaders, an action and the loaders after it), the host, the session and the account steps;
 * the user goes into the context for the pages' guards. Loaders run in parallel, so this is the
 * one place the check can run before all of them.
 */
export const cmsShellMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const auth = await pageAccess(request, { steps: ALL_ACCOUNT_STEPS });
  context.set(cmsAuthContext, auth);
  return next();
};

/**
 * Page loaders and actions: the signed-in user (`auth.user` is the account's row, with `email`
 * and `role`; never its secrets) and the session, or a redirect to the login screen. An account
 * with a step to take first (no e-mail address yet, two-step sign-in required but not set up;
 * services/staff/account-steps) is sent to that step, which then continues to the page asked for.
 * Given the loader's arguments inside the CMS shell, the user is the one the shell's middleware
 * checked; given a bare Request (or outside the shell), it checks the request itself.
 */
export function requireUser(from: GuardArgs | Request): Promise<CmsAuth> {
  return pageAccess(from, { steps: ALL_ACCOUNT_STEPS });
}

/**
 * The signed-in user whatever step they still have to take: only for the steps' own pages
 * (services/staff/account-steps) and signing out. Everything else uses requireUser.
 */
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

/**
 * Page loaders and actions: the signed-in user when their role has `permission` (lib/permissions),
 * else a 403 (the CMS error panel). Called as requireUser is.
 */
export function requirePermission(from: GuardArgs | Request, permission: Permission): Promise<CmsAuth> {
  return pageAccess(from, { steps: ALL_ACCOUNT_STEPS, permission });
}

/** Page loaders: the signed-in user or null (the login screen sends signed-in users on). */
export async function optionalUser(request: Request): Promise<CmsAuth | null> {
  requireCmsHost(request);
  return sessionOf(request.headers.get("cookie"));
}

/**
 * Who this request may preview. A signed-in staff member sees the unpublished posts their role
 * may read (lib/permissions' mayReadPost: an Editor every one, an Author or Contributor their
 * own), but only on a CMS host: the session cookie is host-only (`__Host-`) and set there, and
 * the public host has no CMS at all, so on the public site staff (or a client) use a preview
 * link. A link (`?preview=`) grants its one post on any host.
 */
export async function previewGrant(request: Request): Promise<PreviewGrant> {
  const token = new URL(request.url).searchParams.get("preview");
  const [postId, auth] = await Promise.all([
    token ? verifyPreviewToken(token) : null,
    isCmsHost(hostOf(request)) ? sessionOf(request.headers.get("cookie")) : null,
  ]);
  // An account with a step still to take (account-steps) sees only what anyone may.
  const signedIn = auth !== null && (await pendingAccountStep(auth.user)) === null;
  return { staff: signedIn ? { id: auth.user.id, role: auth.user.role } : null, postId };
}

/** The one answer to a CMS write that did not come from the CMS's own pages. */
export const FOREIGN_ORIGIN_MESSAGE =
  "This request did not come from the CMS. Reload the page and try again.";

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
export function isSameOrigin(request: {
  origin?: string;
  referer?: string;
  host?: string;
  protocol: string;
}): boolean {
  const origin = originOf(request.origin) ?? originOf(request.referer);
  if (!origin) return false;
  if (origin === new URL(getConfig().PUBLIC_URL).origin) return true;
  return request.host !== undefined && origin === `${request.protocol}://${request.host}`;
}

/**
 * Once for every CMS request that may change something (page actions, their `.data` posts, the
 * JSON API and the image generator): a foreign or missing origin gets 403 before any route runs.
 * Mounted after the host gate, so only CMS hosts get here with a CMS path.
 */
export const cmsSameOriginOnly: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !isCmsPath(req.path)) return next();
  const sameOrigin = isSameOrigin({
    origin: req.get("origin"),
    referer: req.get("referer"),
    host: receivedHost(req.headers),
    protocol: req.protocol,
  });
  if (sameOrigin) return next();
  res.set("Cache-Control", "no-store");
  if (/^\/api\//i.test(req.path)) return sendJsonError(res, 403, FOREIGN_ORIGIN_MESSAGE);
  res.status(403).type("text/plain").send(FOREIGN_ORIGIN_MESSAGE);
};
