import type { RequestHandler } from "express";
import { notFound, throwStatus } from "~/lib/route-errors";
import { redirect } from "react-router";
import { can, type Permission } from "~/lib/permissions";
import { getConfig } from "../config";
import { ForbiddenError } from "../services/errors";
import { hostMatches, receivedHost } from "../hosts";
import { accountStepPaths, continueTo, pendingAccountStep } from "../services/staff/account-steps";
import { authenticate, type CmsAuth } from "../services/staff/auth";
import { verifyPreviewToken } from "../services/posts/preview-links";
import type { PreviewGrant } from "../services/posts/blog";
import { isCmsPath } from "./host-gate";
import { sendJsonError } from "./errors";

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

/**
 * Page loaders and actions: the signed-in user (`auth.user` is the account's row, with `email`
 * and `role`; never its secrets) and the session, or a redirect to the login screen. An account
 * with a step to take first (no e-mail address yet, two-step sign-in required but not set up;
 * services/staff/account-steps) is sent to that step, which then continues to the page asked for.
 */
export async function requireUser(request: Request): Promise<CmsAuth> {
  const auth = await requireSignedIn(request);
  const step = await pendingAccountStep(auth.user);
  if (step) {
    const next = encodeURIComponent(continueTo(pageAddress(request)));
    throw redirect(`${accountStepPaths[step]}?next=${next}`, { headers: { "Cache-Control": "no-store" } });
  }
  return auth;
}

/**
 * The signed-in user whatever step they still have to take: only for the steps' own pages
 * (services/staff/account-steps) and signing out. Everything else uses requireUser.
 */
export async function requireSignedIn(request: Request): Promise<CmsAuth> {
  requireCmsHost(request);
  const auth = await authenticate(request.headers.get("cookie"));
  if (!auth) throw redirect("/cms/login", { headers: { "Cache-Control": "no-store" } });
  return auth;
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
 * else a 403 (the CMS error panel).
 */
export async function requirePermission(request: Request, permission: Permission): Promise<CmsAuth> {
  const auth = await requireUser(request);
  if (!can(auth.user.role, permission)) throwStatus(403, { message: new ForbiddenError().message });
  return auth;
}

/** Page loaders: the signed-in user or null (the login screen sends signed-in users on). */
export async function optionalUser(request: Request): Promise<CmsAuth | null> {
  requireCmsHost(request);
  return authenticate(request.headers.get("cookie"));
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
    isCmsHost(hostOf(request)) ? authenticate(request.headers.get("cookie")) : null,
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
