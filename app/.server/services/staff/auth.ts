import { eq } from "drizzle-orm";
import { usernameSchema } from "~/lib/schemas/auth";
import { loginTexts } from "~/content/cms-login";
import { getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { cmsUsers } from "../../db/schema";
import type { Role } from "~/lib/permissions";
import { type AuditActor, recordAudit } from "../audit";
import { AccountError, ForbiddenError, UnauthorizedError, ValidationError } from "../errors";
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
  confirmIdentity,
  pendingSignInToken,
  readPendingSignIn,
  spendPendingSignIn,
  verifySecondStep,
} from "./two-step";
import { type CmsAuth, createSession, deleteExpiredSessions, deleteOtherSessions } from "./sessions";

/** The one message for every failed sign-in, so it does not tell which usernames exist. */
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Creates a CMS user; throws AccountError for a bad username, a weak password or a taken name. */
export async function createUser(
  username: string,
  typedPassword: string,
  options: {
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
  const problem = passwordProblem(password, name);
  if (problem) throw new AccountError(problem, "password");
  const values = {
    username: name,
    passwordHash: await hashPassword(password),
    // Left out when empty, so the column's default (or null) stands.
    role: options.role || undefined,
    email: options.email || undefined,
    displayName: options.displayName || undefined,
  };
  const [created] = await (options.db ?? getDb())
    .insert(cmsUsers)
    .values(values)
    .onConflictDoNothing({ target: cmsUsers.username })
    .returning({ id: cmsUsers.id, username: cmsUsers.username })
    .catch((error) => {
      if (isUniqueViolation(error, "cms_users_email_unique"))
        throw new AccountError("Another account already uses this e-mail address.", "email");
      throw error;
    });
  if (!created) throw new AccountError(`The username "${name}" is already taken.`, "username");
  return created;
}

export async function findUserByUsername(username: string) {
  const [user] = await getDb()
    .select()
    .from(cmsUsers)
    .where(eq(cmsUsers.username, username.trim().toLowerCase()))
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
    // Never what was typed: a username field often receives a password by mistake. A known
    // account is named by the event's actor; an unknown name is kept as "unknown" and nothing more.
    await recordAudit({
      action: "sign-in-failed",
      actor: { userId: user?.id ?? null, clientKey: ip },
      ...(user ? {} : { detail: { account: "unknown" } }),
    });
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await recordLoginSuccess(attempt);
  // Told only to someone who knows the password, so it reveals nothing about which accounts exist.
  if (user.suspendedAt)
    throw new ForbiddenError("This account is suspended. Ask an administrator to restore it.");
  await getDb().update(cmsUsers).set({ lastSignInAt: new Date() }).where(eq(cmsUsers.id, user.id));
  // Housekeeping on a rare, cheap occasion: sessions past their expiry that were never seen again.
  await deleteExpiredSessions();
  // Two-step sign-in: the password alone opens no session, it earns the second step.
  if (user.totpEnabledAt) {
    return { pending: await pendingSignInToken(user.id), user: { id: user.id, username: user.username } };
  }
  const { token } = await createSession(user.id, input.userAgent);
  // "Signed in" means a session opened: with two-step on, only after the code (completeTwoStepSignIn).
  await recordAudit({
    action: "sign-in",
    actor: { userId: user.id, clientKey: ip },
    subject: { type: "user", id: user.id },
  });
  return { token, user: { id: user.id, username: user.username } };
}

/**
 * The second step: the proof of the password step (its cookie) and a code from the app or a
 * recovery code open the session, and spend the proof (a replay opens nothing). ValidationError
 * for an expired or spent step or a wrong code; wrong codes and the lockout they lead to are audited.
 */
export async function completeTwoStepSignIn(input: {
  pending: string | undefined;
  code: string;
  userAgent?: string;
  /** The client's key, for the audit trail. */
  ip?: string;
}) {
  const userId = await readPendingSignIn(input.pending);
  if (!userId) throw new ValidationError(loginTexts.signInExpired);
  const actor: AuditActor = { userId, clientKey: input.ip ?? null };
  const { method } = await verifySecondStep(userId, input.code, { actor, action: "two-step-failed" });
  if (!(await spendPendingSignIn(input.pending))) throw new ValidationError(loginTexts.signInExpired);
  const { token } = await createSession(userId, input.userAgent);
  await recordAudit({ action: "sign-in", actor, subject: { type: "user", id: userId }, detail: { method } });
  return { token, method };
}

/**
 * Changes the signed-in user's password after re-authentication (the current password, and a code
 * while two-step sign-in is on: confirmIdentity); ends their other sessions.
 */
export async function changePassword(
  auth: CmsAuth,
  currentPassword: string,
  typedNewPassword: string,
  options: { code?: string | undefined; actor: AuditActor },
) {
  const newPassword = normalizePassword(typedNewPassword);
  // The new password's rules first: a refusal there spends no check and no code.
  const problem = passwordProblem(newPassword, auth.user.username);
  if (problem) throw new ValidationError(undefined, { newPassword: problem });
  if (newPassword === normalizePassword(currentPassword)) {
    throw new ValidationError(undefined, {
      newPassword: "The new password must differ from the current one",
    });
  }
  const user = await confirmIdentity(
    auth.user.id,
    { password: currentPassword, code: options.code },
    {
      purpose: "password-change",
      actor: options.actor,
      field: "currentPassword",
      message: "The current password is not correct",
    },
  );
  const passwordHash = await hashPassword(newPassword);
  await getDb().transaction(async (tx) => {
    await tx.update(cmsUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(cmsUsers.id, user.id));
    await recordAudit(
      { action: "password-change", actor: options.actor, subject: { type: "user", id: user.id } },
      tx,
    );
  });
  return { otherSessionsEnded: await deleteOtherSessions(user.id, auth.sessionId) };
}
