import crypto from "node:crypto";
import { type Db, getDb } from "../db/client";
import { formTokenKey } from "./server-keys";

/**
 * Lead forms' time trap: a token `<issued ms, base 36>.<12 random characters>.<HMAC-SHA256>`
 * issued with the page or form (the random part makes every response's token its own). The server alone can make one, so the time a form was shown is its own
 * clock's, not the client's word.
 */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN_SHAPE = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;

function sign(key: Buffer, payload: string) {
  return crypto.createHmac("sha256", key).update(`lead-form:${payload}`).digest("base64url");
}

export async function issueFormToken(issuedAt = Date.now(), db: Db = getDb()): Promise<string> {
  const key = await formTokenKey(db);
  const payload = `${issuedAt.toString(36)}.${crypto.randomBytes(9).toString("base64url")}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The issue time of a token this server signed, or null for anything else. */
export async function verifyFormToken(token: unknown, db: Db = getDb()): Promise<number | null> {
  if (typeof token !== "string") return null;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const issuedAt = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(issuedAt)) return null;
  const expected = Buffer.from(sign(await formTokenKey(db), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? issuedAt : null;
}

export type TimeTrapVerdict =
  | null
  | "no-form-token"
  | "invalid-form-token"
  | "too-fast"
  | "expired-form-token";

/**
 * Why a lead's timing looks like a bot's, or null. A missing or forged token, or one younger
 * than `minFillMs`, is a bot's; so is a form older than FORM_TOKEN_MAX_AGE_MS (a harvested
 * token must not work forever). The browser's own `fillMs` can only make the verdict stricter.
 * `minFillMs` 0 turns the whole check off.
 */
export async function timeTrapVerdict(
  token: string | undefined,
  fillMs: number | undefined,
  minFillMs: number,
  now = Date.now(),
): Promise<TimeTrapVerdict> {
  if (minFillMs <= 0) return null;
  if (!token) return "no-form-token";
  const issuedAt = await verifyFormToken(token);
  if (issuedAt === null) return "invalid-form-token";
  if (now - issuedAt < minFillMs) return "too-fast";
  if (fillMs !== undefined && fillMs < minFillMs) return "too-fast";
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return "expired-form-token";
  return null;
}
