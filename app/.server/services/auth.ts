import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { can, type Permission, type Role } from "~/lib/permissions";
import { usernameSchema } from "~/lib/schemas/auth";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { cmsUsers } from "../db/schema";
import { hostMatches, receivedHost } from "../hosts";
import { ForbiddenError, UnauthorizedError, ValidationError } from "./errors";
import {
  recordLoginFailure,
  recordLoginSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from "./login-throttle";
import {
  burnPasswordCheck,
  HashingBusyError,
  hashPassword,
  normalizePassword,
  passwordProblem,
  verifyPassword,
} from "./passwords";
import {
  type CmsAuth,
  createSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  findSession,
  readSessionToken,
} from "./sessions";

export type { CmsAuth } from "./sessions";

/** The one message for every failed sign-in, so it does not tell which usernames exist. */
export const INVALID_CREDENTIALS = "Invalid username or password";

/** A request the CMS refuses for a reason the user can fix (bad username, weak password...). */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates a CMS user; throws AccountError for a bad username, a weak password or a taken name. */
export async function createUser(
  username: string,
  typedPassword: string,
  options: {
    skipPolicy?: boolean;
    role?: Role;
    email?: string;
    displayName?: string;
    /** A transaction to create the user in (an accepted invitation). */
    db?: Pick<ReturnType<typeof getDb>, "insert">;
  } = {},
) {
  const password = normalizePassword(typedPassword);
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success)
    throw new AccountError(parsed.error.issues[0]?.message ?? "Invalid username", "username");
  const name = parsed.data;
  if (!options.skipPolicy) {
    const problem = passwordProblem(password, name);
    if (problem) throw new AccountError(problem, "password");
  }
  const passwordHash = await hashPassword(password);
  const [created] = await (options.db ?? getDb())
    .insert(cmsUsers)
    .values({
      username: name,
      passwordHash,
      ...(options.role ? { role: options.role } : {}),
      ...(options.email ? { email: options.email } : {}),
      ...(options.displayName ? { displayName: options.displayName } : {}),
    })
    .onConflictDoNothing({ target: cmsUsers.username })
    .returning({ id: cmsUsers.id, username: cmsUsers.username });
  if (!created) throw new AccountError(`The username "${name}" is already taken.`, "username");
  return created;
}

export async function findUserByUsername(username: string) {
  const [user] = await getDb()
    .select()
    .from(cmsUsers)
    .where(eq(cmsUsers.username, normalizeUsername(username)))
    .limit(1);
  return user;
}

/**
 * Checks credentials under the throttle and opens a new session. Throws RateLimitedError while
 * locked out, and UnauthorizedError with the same message whether the username is unknown or
 * the password wrong (an unknown username spends the same scrypt time).
 */
export async function signIn(input: { username: string; password: string; ip: string; userAgent?: string }) {
  const { username, password, ip } = input;
  // Counted before the (slow) hash check, so a parallel burst meets the same limit as a sequence.
  const attempt = await reserveLoginAttempt(ip, username);
  const user = await findUserByUsername(username);
  let valid: boolean;
  try {
    valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  } catch (error) {
    // The hashing queue was full: nothing was checked, so nothing counts against the client.
    if (error instanceof HashingBusyError) await releaseLoginAttempt(attempt);
    throw error;
  }
  if (!user || !valid) {
    await recordLoginFailure(attempt);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await recordLoginSuccess(attempt);
  // Told only to someone who knows the password, so it reveals nothing about which accounts exist.
  if (user.suspendedAt)
    throw new ForbiddenError("This account is suspended. Ask an administrator to restore it.");
  await getDb().update(cmsUsers).set({ lastSignInAt: new Date() }).where(eq(cmsUsers.id, user.id));
  // Housekeeping on a rare, cheap occasion: sessions past their expiry that were never seen again.
  await deleteExpiredSessions();
  const { token } = await createSession(user.id, input.userAgent);
  return { token, user: { id: user.id, username: user.username } };
}

/** Changes the signed-in user's password after checking the current one; ends their other sessions. */
export async function changePassword(auth: CmsAuth, currentPassword: string, typedNewPassword: string) {
  const newPassword = normalizePassword(typedNewPassword);
  const user = await findUserByUsername(auth.user.username);
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new ValidationError(undefined, {
      currentPassword: "The current password is not correct",
    });
  }
  const problem = passwordProblem(newPassword, user.username);
  if (problem) throw new ValidationError(undefined, { newPassword: problem });
  if (newPassword === normalizePassword(currentPassword)) {
    throw new ValidationError(undefined, {
      newPassword: "The new password must differ from the current one",
    });
  }
  await getDb()
    .update(cmsUsers)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(cmsUsers.id, user.id));
  return { otherSessionsEnded: await deleteOtherSessions(user.id, auth.sessionId) };
}

/** The session behind a Cookie header, or null. */
export function authenticate(cookieHeader: string | null | undefined): Promise<CmsAuth | null> {
  return findSession(readSessionToken(cookieHeader, getConfig()));
}

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
 * Page loaders: the CMS does not exist on other hosts, so they get the not-found screen. (The
 * page renderer there has no CMS routes at all; this is the second lock.)
 */
export function requireCmsHost(request: Request) {
  if (!isCmsHost(hostOf(request))) throw data(null, { status: 404 });
}

/** Page loaders: the signed-in user, or a redirect to the login screen. */
export async function requireUser(request: Request): Promise<CmsAuth> {
  requireCmsHost(request);
  const auth = await authenticate(request.headers.get("cookie"));
  if (!auth) throw redirect("/cms/login", { headers: { "Cache-Control": "no-store" } });
  return auth;
}

/**
 * Page loaders and actions: the signed-in user when their role has `permission` (lib/permissions),
 * else a 403 (the CMS error panel). A thin wrapper over requireUser, so it moves with it.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<CmsAuth> {
  const auth = await requireUser(request);
  if (!can(auth.user.role, permission)) throw data(new ForbiddenError().message, { status: 403 });
  return auth;
}

/** Page loaders: the signed-in user or null (the login screen sends signed-in users on). */
export async function optionalUser(request: Request): Promise<CmsAuth | null> {
  requireCmsHost(request);
  return authenticate(request.headers.get("cookie"));
}

/**
 * CSRF check for page actions (the Express API has its own in cms-guards): the Origin, or the
 * Referer when Origin is absent, must be the PUBLIC_URL origin or the request's own origin.
 */
export function isSameOriginRequest(request: Request): boolean {
  const header = request.headers.get("origin") ?? request.headers.get("referer");
  if (!header) return false;
  let origin: string;
  try {
    origin = new URL(header).origin;
  } catch {
    return false;
  }
  if (origin === new URL(getConfig().PUBLIC_URL).origin) return true;
  const host = hostOf(request);
  return host !== undefined && origin === `${new URL(request.url).protocol}//${host}`;
}
