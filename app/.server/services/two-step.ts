import crypto from "node:crypto";
import { and, eq, isNull, or, lt, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { getDb } from "../db/client";
import { cmsRecoveryCodes, cmsUsers } from "../db/schema";
import { ValidationError } from "./errors";
import { verifyPassword } from "./passwords";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";
import { storedKey } from "./server-keys";
import { hashToken } from "./sessions";

/**
 * Two-step sign-in (issue 26.4): a time-based code from an authenticator app (TOTP, RFC 6238:
 * HMAC-SHA-1, 6 digits, 30-second steps, one step of clock drift either way) or one of ten
 * single-use recovery codes (stored as SHA-256). Turning it on or off needs the password.
 */
const ISSUER = "Hearthstone CMS";
export const RECOVERY_CODE_COUNT = 10;
/** Codes tried per account: 5 in 15 minutes, whoever tries them. */
export const TWO_STEP_RULE: RateLimitRule = { name: "two-step", points: 5, durationSeconds: 15 * 60 };
/** How long the password step stays good for the second one. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";

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

async function checkPassword(userId: string, password: string) {
  const [user] = await getDb().select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new ValidationError(undefined, { password: "The password is not correct" });
  }
  return user;
}

type TwoStepState = {
  enabled: boolean;
  /** While being set up: the key, its otpauth address, and that address as a QR code (SVG markup). */
  setup: { secret: string; uri: string; qrSvg: string } | null;
  codesLeft: number;
};

/**
 * The setup address as a QR code an authenticator app scans: SVG made here on the server, so the
 * page shows it without script. Level M and the standard 4-module quiet zone scan from a screen.
 */
export function setupQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}

/** What the Profile page shows: on or off, and the secret while it is being set up. */
export async function twoStepState(userId: string): Promise<TwoStepState> {
  const db = getDb();
  const [user] = await db.select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
  if (!user) return { enabled: false, setup: null, codesLeft: 0 };
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cmsRecoveryCodes)
    .where(and(eq(cmsRecoveryCodes.userId, userId), isNull(cmsRecoveryCodes.usedAt)));
  const uri =
    !user.totpEnabledAt && user.totpSecret
      ? totp(user.totpSecret, { label: user.username }).toString()
      : null;
  const setup =
    uri && user.totpSecret ? { secret: user.totpSecret, uri, qrSvg: await setupQrSvg(uri) } : null;
  return { enabled: Boolean(user.totpEnabledAt), setup, codesLeft: count };
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

/**
 * Turns two-step sign-in on: the password and a code from the app (which proves it was set up).
 * Returns the ten recovery codes, shown once.
 */
export async function enableTwoStep(userId: string, password: string, code: string): Promise<string[]> {
  const user = await checkPassword(userId, password);
  if (user.totpEnabledAt) throw new ValidationError("Two-step sign-in is already on.");
  if (!user.totpSecret) throw new ValidationError("Start the setup first.");
  const step = matchingStep(user.totpSecret, code.replace(/\s/g, ""));
  if (step === null) throw new ValidationError(undefined, { code: WRONG_CODE });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await getDb().transaction(async (tx) => {
    await tx
      .update(cmsUsers)
      .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
      .where(eq(cmsUsers.id, userId));
    await tx.delete(cmsRecoveryCodes).where(eq(cmsRecoveryCodes.userId, userId));
    await tx
      .insert(cmsRecoveryCodes)
      .values(codes.map((text) => ({ id: hashToken(normalizeRecoveryCode(text)), userId })));
  });
  return codes;
}

/** Turns two-step sign-in off (the password again): the secret and the recovery codes go. */
export async function disableTwoStep(userId: string, password: string) {
  await checkPassword(userId, password);
  await clearTwoStep(userId);
}

/**
 * Turns two-step sign-in off without the password: only `npm run cms:user -- reset-two-step` on the
 * server, for an account whose phone and recovery codes are both lost (ADR 0032's recovery path).
 */
export async function clearTwoStep(userId: string) {
  await getDb().transaction(async (tx) => {
    await tx
      .update(cmsUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(cmsUsers.id, userId));
    await tx.delete(cmsRecoveryCodes).where(eq(cmsRecoveryCodes.userId, userId));
  });
}

/**
 * The second step of a sign-in: a code from the app (each time step once: a code seen is spent)
 * or an unused recovery code (spent now). Throttled per account; ValidationError on a wrong code.
 */
export async function verifySecondStep(userId: string, typed: string, now = Date.now()) {
  await consumeRateLimit(
    TWO_STEP_RULE,
    userId,
    "Too many codes tried. Please wait a few minutes and try again.",
  );
  const db = getDb();
  const code = typed.trim();
  if (/^\d{6}$/.test(code.replace(/\s/g, ""))) {
    const [user] = await db.select().from(cmsUsers).where(eq(cmsUsers.id, userId)).limit(1);
    const step =
      user?.totpSecret && user.totpEnabledAt
        ? matchingStep(user.totpSecret, code.replace(/\s/g, ""), now)
        : null;
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
  throw new ValidationError(undefined, { code: WRONG_CODE });
}

function signPending(key: Buffer, userId: string, expiresAt: number) {
  return crypto.createHmac("sha256", key).update(`two-step\n${userId}\n${expiresAt}`).digest("base64url");
}

/** A short-lived proof that the password step passed, for the second step's cookie. */
export async function pendingSignInToken(userId: string, now = Date.now()): Promise<string> {
  const expiresAt = Math.floor((now + PENDING_SIGN_IN_MS) / 1000);
  return `${userId}.${expiresAt}.${signPending(await storedKey("two-step"), userId, expiresAt)}`;
}

/** The account whose password step a token proves, or null (forged, malformed or expired). */
export async function readPendingSignIn(token: string | undefined, now = Date.now()): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const [, userId, seconds, signature] = match;
  if (Number(seconds) * 1000 <= now) return null;
  const expected = Buffer.from(signPending(await storedKey("two-step"), userId, Number(seconds)));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}
