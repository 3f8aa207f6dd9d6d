import crypto from "node:crypto";
import { and, eq, isNull, or, lt } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { getDb } from "../../db/client";
import { cmsRecoveryCodes, cmsUsers, rateLimits } from "../../db/schema";
import { type AuditActor, recordAudit } from "../audit";
import { ValidationError } from "../errors";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { checkCurrentPassword, type ReauthContext } from "./reauth";
import { storedKey } from "../server-keys";
import { hashToken } from "./sessions";

/**
 * Two-step sign-in: a code from an authenticator app (TOTP, RFC 6238: HMAC-SHA-1, 6 digits,
 * 30-second steps, one step of drift either way) or one of ten single-use recovery codes (stored as
 * SHA-256). On needs the password and an app code; off, the password and any valid code.
 */
const ISSUER = "Hearthstone CMS";
export const RECOVERY_CODE_COUNT = 10;
/** Codes tried per account: 5 in 15 minutes, whoever tries them. */
export const TWO_STEP_RULE: RateLimitRule = { name: "two-step", points: 5, durationSeconds: 15 * 60 };
/** How long the password step stays good for the second one. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const CODE_NEEDED = "Enter a code from your authenticator app, or one of your recovery codes.";

/** RFC 6238's TOTP for a base32 secret (`digits` and `algorithm` are fixed for real accounts). */
export function totp(secret: string, options: { digits?: number; algorithm?: string; label?: string } = {}) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: options.label ?? "CMS",
    algorithm: options.algorithm ?? "SHA1",
    digits: options.digits ?? 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to (within one step of now), or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/**
 * Re-authentication inside a session for what could take the account (ADR "Re-authentication"):
 * the password, and while two-step sign-in is on, a current code from the app or a recovery code.
 * The code is checked first (a stolen session holds no code, so it cannot even try passwords),
 * under the second step's own limit; the password under REAUTH_RULE. Wrong ones are audited.
 */
export async function confirmIdentity(
  userId: string,
  proof: { password: string; code?: string | undefined },
  context: ReauthContext,
) {
  if (!proof.password) {
    const field = context.field ?? "password";
    throw new ValidationError("Enter your password.", { [field]: "Enter your password." });
  }
  const [account] = await getDb()
    .select({ totpEnabledAt: cmsUsers.totpEnabledAt })
    .from(cmsUsers)
    .where(eq(cmsUsers.id, userId))
    .limit(1);
  if (account?.totpEnabledAt) {
    const code = proof.code?.trim() ?? "";
    if (!code) throw new ValidationError(CODE_NEEDED, { code: CODE_NEEDED });
    await verifySecondStep(userId, code, {
      actor: context.actor,
      action: "reauth-failed",
      detail: { purpose: context.purpose },
    });
  }
  return checkCurrentPassword(userId, proof.password, context);
}

/**
 * What the Profile page shows: on or off, and the secret while it is being set up, its address as
 * a QR code made here as SVG (the page shows it without script; level M and the standard 4-module
 * quiet zone scan from a screen).
 */
export async function twoStepState(userId: string) {
  const db = getDb();
  const [user] = await db.select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
  if (!user) return { enabled: false, setup: null, codesLeft: 0 };
  const unused = and(eq(cmsRecoveryCodes.userId, userId), isNull(cmsRecoveryCodes.usedAt));
  const codesLeft = await db.$count(cmsRecoveryCodes, unused);
  const secret = user.totpEnabledAt ? null : user.totpSecret;
  const uri = secret ? totp(secret, { label: user.username }).toString() : "";
  const qr = { type: "svg", errorCorrectionLevel: "M", margin: 4 } as const;
  const setup = secret ? { secret, uri, qrSvg: await QRCode.toString(uri, qr) } : null;
  return { enabled: Boolean(user.totpEnabledAt), setup, codesLeft };
}

/** Starts (or restarts) setting up: a new secret the app scans; not in use until confirmed. */
export async function beginTwoStepSetup(userId: string) {
  await getDb()
    .update(cmsUsers)
    .set({ totpSecret: new OTPAuth.Secret({ size: 20 }).base32, totpLastStep: null })
    .where(and(eq(cmsUsers.id, userId), isNull(cmsUsers.totpEnabledAt)));
}

function newRecoveryCode(): string {
  // 10 characters of base32 (50 bits), shown as xxxxx-xxxxx.
  const text = new OTPAuth.Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Turns two-step sign-in on with the password and a code from the app; returns the recovery codes. */
export async function enableTwoStep(
  userId: string,
  password: string,
  code: string,
  actor: AuditActor = { userId, clientKey: null },
): Promise<string[]> {
  const user = await checkCurrentPassword(userId, password, { purpose: "two-step-on", actor });
  if (user.totpEnabledAt) throw new ValidationError("Two-step sign-in is already on.");
  if (!user.totpSecret) throw new ValidationError("Start the setup first.");
  const step = matchingStep(user.totpSecret, code.replace(/\s/g, ""));
  if (step === null) throw new ValidationError(undefined, { code: WRONG_CODE });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await setTwoStep(userId, actor, { totpEnabledAt: new Date(), totpLastStep: step }, codes);
  return codes;
}

/** Turns two-step sign-in on (with new recovery codes) or off (none), in one transaction. */
async function setTwoStep(
  userId: string,
  actor: AuditActor,
  values: Partial<typeof cmsUsers.$inferInsert>,
  codes: string[] = [],
) {
  await getDb().transaction(async (tx) => {
    await tx
      .update(cmsUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cmsUsers.id, userId));
    await tx.delete(cmsRecoveryCodes).where(eq(cmsRecoveryCodes.userId, userId));
    if (codes.length)
      await tx
        .insert(cmsRecoveryCodes)
        .values(codes.map((text) => ({ id: hashToken(normalizeRecoveryCode(text)), userId })));
    const action = codes.length ? "two-step-on" : "two-step-off";
    await recordAudit({ action, actor, subject: { type: "user", id: userId } }, tx);
  });
}

/** Turns two-step sign-in off (the secret and recovery codes go) after confirmIdentity. */
export async function disableTwoStep(
  userId: string,
  proof: { password: string; code?: string | undefined },
  actor: AuditActor = { userId, clientKey: null },
) {
  await confirmIdentity(userId, proof, { purpose: "two-step-off", actor });
  await clearTwoStep(userId, actor);
}

/**
 * Turns two-step sign-in off without the password: only `npm run cms:user -- reset-two-step` on the
 * server, for an account whose phone and recovery codes are both lost (ADR 0032's recovery path).
 */
export async function clearTwoStep(userId: string, actor: AuditActor = { userId: null, clientKey: null }) {
  await setTwoStep(userId, actor, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
}

/**
 * The second step of a sign-in: a code from the app (each time step once: a code seen is spent)
 * or an unused recovery code (spent now). Throttled per account; a wrong code is audited as
 * `wrong.action` (with the lockout when it used up the tries) and throws ValidationError.
 */
export async function verifySecondStep(
  userId: string,
  typed: string,
  wrong: { actor: AuditActor; action: "two-step-failed" | "reauth-failed"; detail?: Record<string, unknown> },
) {
  const { remainingPoints } = await consumeRateLimit(
    TWO_STEP_RULE,
    userId,
    "Too many codes tried. Please wait a few minutes and try again.",
  );
  const db = getDb();
  const now = Date.now();
  const code = typed.trim();
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const [user] = await db.select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
    const step = user?.totpSecret && user.totpEnabledAt ? matchingStep(user.totpSecret, digits, now) : null;
    if (step !== null) {
      // Conditional, so two sign-ins racing with one code do not both pass.
      const spent = await db
        .update(cmsUsers)
        .set({ totpLastStep: step })
        .where(
          and(eq(cmsUsers.id, userId), or(isNull(cmsUsers.totpLastStep), lt(cmsUsers.totpLastStep, step))),
        )
        .returning({ id: cmsUsers.id });
      if (spent.length > 0) return { method: "app" as const };
    }
  } else if (normalizeRecoveryCode(code).length === 10) {
    const spent = await db
      .update(cmsRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(cmsRecoveryCodes.id, hashToken(normalizeRecoveryCode(code))),
          eq(cmsRecoveryCodes.userId, userId),
          isNull(cmsRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: cmsRecoveryCodes.id });
    if (spent.length > 0) return { method: "recovery-code" as const };
  }
  const { actor, action, detail } = wrong;
  const subject = { type: "user", id: userId };
  await recordAudit({ action, actor, subject, detail: { ...detail, step: "code" } });
  if (remainingPoints === 0) await recordAudit({ action: "two-step-locked", actor, subject, detail });
  throw new ValidationError(WRONG_CODE, { code: WRONG_CODE });
}

function signPending(key: Buffer, userId: string, expiresAt: number, nonce: string) {
  return crypto
    .createHmac("sha256", key)
    .update(`two-step\n${userId}\n${expiresAt}\n${nonce}`)
    .digest("base64url");
}

/**
 * A short-lived, single-use proof that the password step passed, for the second step's cookie.
 * Its random nonce makes each one distinct, so spending one spends no other.
 */
export async function pendingSignInToken(userId: string, now = Date.now()): Promise<string> {
  const expiresAt = Math.floor((now + PENDING_SIGN_IN_MS) / 1000);
  const nonce = crypto.randomBytes(16).toString("base64url");
  return `${userId}.${expiresAt}.${nonce}.${signPending(await storedKey("two-step"), userId, expiresAt, nonce)}`;
}

const spentKey = (signature: string) => `two-step:spent:${signature}`;

function parsePending(token: string | undefined) {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, userId, seconds, nonce, signature] = match;
  return { userId, expiresAt: Number(seconds) * 1000, nonce, signature };
}

/** The account whose password step a token proves, or null (forged, malformed, expired or spent). */
export async function readPendingSignIn(token: string | undefined, now = Date.now()): Promise<string | null> {
  const pending = parsePending(token);
  if (!pending || pending.expiresAt <= now) return null;
  const key = await storedKey("two-step");
  const expected = Buffer.from(signPending(key, pending.userId, pending.expiresAt / 1000, pending.nonce));
  const given = Buffer.from(pending.signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [spent] = await getDb()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(eq(rateLimits.key, spentKey(pending.signature)))
    .limit(1);
  return spent ? null : pending.userId;
}

/**
 * Spends a pending token once its second step passed: true for the one call that spent it, so a
 * replay opens nothing. The mark sits in the shared rate_limits table until the token's own expiry.
 */
export async function spendPendingSignIn(token: string | undefined): Promise<boolean> {
  const pending = parsePending(token);
  if (!pending) return false;
  const spent = await getDb()
    .insert(rateLimits)
    .values({ key: spentKey(pending.signature), points: 1, expire: new Date(pending.expiresAt) })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ key: rateLimits.key });
  return spent.length > 0;
}
