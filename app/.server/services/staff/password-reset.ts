import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { loginTexts } from "~/content/cms-login";
import { getDb } from "../../db/client";
import { auditEvents, cmsPasswordResets, cmsSessions, cmsUsers } from "../../db/schema";
import { recordAudit } from "../audit";
import { RateLimitedError, ValidationError } from "../errors";
import { enqueueMailIf } from "../../mail/outbox";
import { passwordResetMail } from "../../mail/templates/password-reset";
import { hashPassword, normalizePassword, passwordProblem } from "./passwords";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { hashToken } from "./sessions";
import { getSiteSettings } from "../settings";

/**
 * Password reset by e-mail. A link is single-use and valid for an hour; only the
 * SHA-256 of its token is stored. Asking for one answers the same way, with the same statements
 * run, whether or not the address belongs to an account. A reset ends every session of the account.
 */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Per address: at most 3 links an hour, however many clients ask. One more is answered as any other
 * but mails nothing: the links mailed within the hour still work, so someone else's requests never
 * leave the owner without a working link, nor make their own request fail.
 */
export const RESET_ADDRESS_RULE: RateLimitRule = {
  name: "reset:address",
  points: 3,
  durationSeconds: 60 * 60,
};
/** Per client: 10 requests an hour, whichever addresses they name. */
export const RESET_CLIENT_RULE: RateLimitRule = {
  name: "reset:client",
  points: 10,
  durationSeconds: 60 * 60,
};

const TOO_MANY = "Too many reset requests. Please try again later.";
export const INVALID_RESET_LINK = loginTexts.invalidResetLink;

/**
 * Sends a reset link to the account with this address, if any. `cmsOrigin` is the configured CMS
 * address (never a request header); `client` the caller's clientKey, limited per client.
 */
export async function requestPasswordReset(input: { email: string; client: string; cmsOrigin: string }) {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit(RESET_CLIENT_RULE, input.client || "unknown", TOO_MANY);
  try {
    await consumeRateLimit(RESET_ADDRESS_RULE, email, TOO_MANY);
  } catch (error) {
    // The address's links for this hour are out and still valid: the same answer, no new mail.
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
  const { business } = await getSiteSettings();
  await getDb().transaction(async (tx) => {
    // One insert either way: a row only when an account has the address.
    const stored = await tx.execute(sql`
      insert into ${cmsPasswordResets} (${sql.identifier("id")}, ${sql.identifier("user_id")}, ${sql.identifier("expires_at")})
      select ${hashToken(token)}, ${cmsUsers.id}, ${expiresAt.toISOString()}::timestamptz
      from ${cmsUsers} where lower(${cmsUsers.email}) = ${email}
      returning ${sql.identifier("user_id")}`);
    // The account's audit event, written by one statement whether or not an account has the address.
    await tx.execute(sql`
      insert into ${auditEvents} (${sql.identifier("action")}, ${sql.identifier("actor_id")}, ${sql.identifier("actor_name")}, ${sql.identifier("client_key")}, ${sql.identifier("subject_type")}, ${sql.identifier("subject_id")})
      select 'password-reset-request', ${cmsUsers.id}, ${cmsUsers.username}, ${input.client.slice(0, 100) || null}, 'user', ${cmsUsers.id}::text
      from ${cmsUsers} where lower(${cmsUsers.email}) = ${email}`);
    const link = new URL(`/cms/reset-password?token=${token}`, input.cmsOrigin).toString();
    const mail = passwordResetMail({ link, businessName: business.name });
    await enqueueMailIf(rowCount(stored) > 0, { kind: "cms-password-reset", to: email, ...mail }, tx);
  });
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  return rows.length;
}

/** The account a reset link is for, while the link is unused and unexpired (the reset page's check). */
export async function findResetLink(token: string | null | undefined) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ userId: cmsPasswordResets.userId, username: cmsUsers.username })
    .from(cmsPasswordResets)
    .innerJoin(cmsUsers, eq(cmsUsers.id, cmsPasswordResets.userId))
    .where(
      and(
        eq(cmsPasswordResets.id, hashToken(token)),
        isNull(cmsPasswordResets.usedAt),
        gt(cmsPasswordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets a new password through a reset link, under the usual password policy. The link is spent
 * (and every other link of the account with it) and every session of the account ends.
 * ValidationError for a weak password or a used, expired or unknown link.
 */
export async function resetPassword(token: string, typedPassword: string, client?: string) {
  const link = await findResetLink(token);
  if (!link) throw new ValidationError(INVALID_RESET_LINK);
  const password = normalizePassword(typedPassword);
  const problem = passwordProblem(password, link.username);
  if (problem) throw new ValidationError(undefined, { newPassword: problem });
  const passwordHash = await hashPassword(password);
  await getDb().transaction(async (tx) => {
    // Every unused link of the account is spent, conditionally: of two resets racing with one link, one wins.
    const spent = await tx
      .update(cmsPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(cmsPasswordResets.userId, link.userId), isNull(cmsPasswordResets.usedAt)))
      .returning({ id: cmsPasswordResets.id });
    if (!spent.some((row) => row.id === hashToken(token))) throw new ValidationError(INVALID_RESET_LINK);
    await tx
      .update(cmsUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(cmsUsers.id, link.userId));
    await tx.delete(cmsSessions).where(eq(cmsSessions.userId, link.userId));
    await recordAudit(
      {
        action: "password-reset",
        actor: { userId: link.userId, clientKey: client ?? null },
        subject: { type: "user", id: link.userId },
      },
      tx,
    );
  });
  return { username: link.username };
}
