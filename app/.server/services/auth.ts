import { eq } from "drizzle-orm";
import { usernameSchema } from "~/lib/schemas/auth";
import { loginTexts } from "~/content/cms-login";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { cmsUsers } from "../db/schema";
import type { Role } from "~/lib/permissions";
import { recordAudit } from "./audit";
import { AccountError, ForbiddenError, UnauthorizedError, ValidationError } from "./errors";
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
import { pendingSignInToken, readPendingSignIn, verifySecondStep } from "./two-step";
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
  const created = await insertUser(options.db ?? getDb(), {
    username: name,
    passwordHash,
    ...(options.role ? { role: options.role } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.displayName ? { displayName: options.displayName } : {}),
  });
  if (!created) throw new AccountError(`The username "${name}" is already taken.`, "username");
  return created;
}

/** The new row, or undefined when the username is taken; AccountError when the address is. */
async function insertUser(
  db: Pick<ReturnType<typeof getDb>, "insert">,
  values: typeof cmsUsers.$inferInsert,
) {
  try {
    const [created] = await db
      .insert(cmsUsers)
      .values(values)
      .onConflictDoNothing({ target: cmsUsers.username })
      .returning({ id: cmsUsers.id, username: cmsUsers.username });
    return created;
  } catch (error) {
    if (isUniqueViolation(error, "cms_users_email_unique"))
      throw new AccountError("Another account already uses this e-mail address.", "email");
    throw error;
  }
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
    await recordAudit({
      action: "sign-in-failed",
      actor: { userId: user?.id ?? null, clientKey: ip },
      detail: { username: username.slice(0, 100) },
    });
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await recordLoginSuccess(attempt);
  // Told only to someone who knows the password, so it reveals nothing about which accounts exist.
  if (user.suspendedAt)
    throw new ForbiddenError("This account is suspended. Ask an administrator to restore it.");
  await getDb().update(cmsUsers).set({ lastSignInAt: new Date() }).where(eq(cmsUsers.id, user.id));
  await recordAudit({
    action: "sign-in",
    actor: { userId: user.id, clientKey: ip },
    subject: { type: "user", id: user.id },
  });
  // Housekeeping on a rare, cheap occasion: sessions past their expiry that were never seen again.
  await deleteExpiredSessions();
  // Two-step sign-in (issue 26.4): the password alone opens no session, it earns the second step.
  if (user.totpEnabledAt) {
    return { pending: await pendingSignInToken(user.id), user: { id: user.id, username: user.username } };
  }
  const { token } = await createSession(user.id, input.userAgent);
  return { token, user: { id: user.id, username: user.username } };
}

const SIGN_IN_EXPIRED = loginTexts.signInExpired;

/**
 * The second step: the proof of the password step (its cookie) and a code from the app or a
 * recovery code open the session. ValidationError for an expired step or a wrong code.
 */
export async function completeTwoStepSignIn(input: {
  pending: string | undefined;
  code: string;
  userAgent?: string;
}) {
  const userId = await readPendingSignIn(input.pending);
  if (!userId) throw new ValidationError(SIGN_IN_EXPIRED);
  const { method } = await verifySecondStep(userId, input.code);
  const { token } = await createSession(userId, input.userAgent);
  return { token, method };
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
