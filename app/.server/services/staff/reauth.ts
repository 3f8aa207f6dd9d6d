import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { cmsUsers } from "../../db/schema";
import { type AuditActor, recordAudit } from "../audit";
import { ValidationError } from "../errors";
import { HashingBusyError, verifyPassword } from "./passwords";
import { consumeRateLimit, type RateLimitRule, refundRateLimit } from "../rate-limit";

/**
 * The password asked again inside a session (ADR "Re-authentication") before a password change,
 * two-step on or off, or an ownership transfer. So a stolen session cannot guess its way to the
 * account, checks are limited per account, from any session or address, and wrong ones audited.
 */

/** Wrong passwords per account: 5 in 15 minutes, then refused (429) for the rest of the window. */
export const REAUTH_RULE: RateLimitRule = { name: "reauth", points: 5, durationSeconds: 15 * 60 };

/** What a check inside a session is for; kept with its audit events. */
export type ReauthPurpose = "password-change" | "two-step-on" | "two-step-off" | "ownership-transfer";

export type ReauthContext = {
  purpose: ReauthPurpose;
  actor: AuditActor;
  /** The form field the password was typed in (its message goes there). */
  field?: string;
  message?: string;
};

/**
 * Checks the signed-in account's password, counted BEFORE the (slow) hash so a parallel burst meets
 * the same limit as a sequence; a right one gives its point back. Returns the account's row.
 */
export async function checkCurrentPassword(userId: string, password: string, context: ReauthContext) {
  const { remainingPoints: remaining } = await consumeRateLimit(
    REAUTH_RULE,
    userId,
    (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  );
  const [user] = await getDb().select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
  let valid = false;
  try {
    valid = user ? await verifyPassword(password, user.passwordHash) : false;
  } catch (error) {
    // Nothing was checked (the hashing queue was full): the attempt is not held against the account.
    if (error instanceof HashingBusyError) await refundRateLimit(REAUTH_RULE, userId);
    throw error;
  }
  if (!user || !valid) {
    const event = { actor: context.actor, subject: { type: "user", id: userId } };
    await recordAudit({ ...event, action: "reauth-failed", detail: { purpose: context.purpose } });
    if (remaining === 0)
      await recordAudit({ ...event, action: "reauth-locked", detail: { purpose: context.purpose } });
    const message = context.message ?? "The password is not correct";
    throw new ValidationError(message, { [context.field ?? "password"]: message });
  }
  await refundRateLimit(REAUTH_RULE, userId);
  return user;
}
