import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { cmsUsers } from "../../db/schema";
import { ValidationError } from "../errors";
import { twoStepRequired } from "../settings";

/**
 * Steps an account must take before anything else in the CMS (ADR 0031): give an e-mail address if
 * it has none, and set up two-step sign-in when an Administrator requires it. No "later": the
 * account's recovery (reset mail, second step) rests on both.
 */
export type AccountStep = "email" | "two-step-setup";

/** Where each step is taken. */
export const accountStepPaths: Record<AccountStep, string> = {
  email: "/cms/add-email",
  "two-step-setup": "/cms/two-step-setup",
};

/** Every step, in the order they are taken. */
export const ALL_ACCOUNT_STEPS: readonly AccountStep[] = ["email", "two-step-setup"];

/** The step (of `steps`, by default all) this account must take first, or null. */
export async function pendingAccountStep(
  user: { email: string | null; totpEnabledAt: Date | null },
  steps: readonly AccountStep[] = ALL_ACCOUNT_STEPS,
): Promise<AccountStep | null> {
  if (steps.includes("email") && !user.email) return "email";
  if (steps.includes("two-step-setup") && !user.totpEnabledAt && (await twoStepRequired()))
    return "two-step-setup";
  return null;
}

export const EMAIL_TAKEN = "Another account already uses this address. Enter your own.";

/**
 * Gives an account without an address its (validated) address; an account with one keeps it. The
 * case-blind unique index decides, so two accounts racing for one address cannot both have it.
 */
export async function addAccountEmail(userId: string, email: string): Promise<void> {
  const updated = await getDb()
    .update(cmsUsers)
    .set({ email: email.trim(), updatedAt: new Date() })
    .where(and(eq(cmsUsers.id, userId), isNull(cmsUsers.email)))
    .returning({ id: cmsUsers.id })
    .catch((error) => {
      if (isUniqueViolation(error, "cms_users_email_unique"))
        throw new ValidationError(undefined, { email: EMAIL_TAKEN });
      throw error;
    });
  if (updated.length === 0) throw new ValidationError("This account already has an e-mail address.");
}

/**
 * Where a step sends the user afterwards: a CMS page they were going to (`next`), never another
 * site (a path under /cms only, no `//`, no backslash), else the dashboard.
 */
export function continueTo(next: string | null | undefined): string {
  if (!next || !/^\/cms(\/|$|\?)/.test(next) || /[\\]|\/\//.test(next)) return "/cms/dashboard";
  const path = next.split("?")[0];
  if (Object.values(accountStepPaths).includes(path) || path === "/cms/logout") return "/cms/dashboard";
  return next;
}
