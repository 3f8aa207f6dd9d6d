import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { type Db, type Executor, getDb } from "../../db/client";
import { formTokenUses, leads } from "../../db/schema";
import { processWide } from "../../process-wide";
import { formTokenKey } from "../server-keys";

/**
 * Lead forms' time trap: a token `<issued ms, base 36>.<12 random characters>.<HMAC-SHA256>` only the
 * server can make, so the time a form was shown is its clock's. A token makes one lead.
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

export type SignedFormToken = { issuedAt: number; nonce: string };

/** The issue time and random part of a token this server signed, or null for anything else. */
export async function readFormToken(token: unknown, db: Db = getDb()): Promise<SignedFormToken | null> {
  if (typeof token !== "string") return null;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const issuedAt = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(issuedAt)) return null;
  const expected = Buffer.from(sign(await formTokenKey(db), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? { issuedAt, nonce: match[2] }
    : null;
}

export async function verifyFormToken(token: unknown, db: Db = getDb()): Promise<number | null> {
  return (await readFormToken(token, db))?.issuedAt ?? null;
}

/**
 * A token for a form rendered after its page (GET /api/form-token), carrying the signed time of the
 * page's own token (`pageToken`, used or not) when it is a valid one, so the time counts from the page.
 */
export async function issueFormTokenFor(pageToken: unknown, now = Date.now(), db: Db = getDb()) {
  const page = pageToken ? await readFormToken(pageToken, db) : null;
  const servedAt =
    page && page.issuedAt <= now && now - page.issuedAt < FORM_TOKEN_MAX_AGE_MS ? page.issuedAt : now;
  return issueFormToken(servedAt, db);
}

/** Verdicts of the time trap: the first three are a bot's (spam), the rest may be a person's (review). */
export type TimeTrapVerdict =
  | null
  | "no-form-token"
  | "invalid-form-token"
  | "replayed-form-token"
  | "too-fast"
  | "expired-form-token"
  | "reused-form-token";

/**
 * What a person may do too (autofill sent at once, a form open for a week, Back to send again): such
 * a lead is kept and mailed with this as its review reason. Older leads have it as their spam reason
 * and show as possible leads in the Spam view.
 */
export const POSSIBLE_LEAD_REASONS = ["too-fast", "expired-form-token", "reused-form-token"] as const;

export function isPossibleLeadReason(reason: string | null | undefined): boolean {
  return (POSSIBLE_LEAD_REASONS as readonly (string | null | undefined)[]).includes(reason);
}

/** isPossibleLeadReason of a spam lead, as SQL. */
export const possibleLead = sql<boolean>`(${leads.isSpam} and ${leads.spamReason} in (${sql.join(
  POSSIBLE_LEAD_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
)}))`;

export type TimeTrapCheck = {
  verdict: TimeTrapVerdict;
  /** The signed token's random part, to be used up with the lead (spendFormToken). */
  nonce?: string;
  issuedAt?: number;
};

/**
 * Why a lead's timing looks like a bot's, or null. The browser's own `fillMs` can only make the
 * verdict stricter; `minFillMs` 0 turns the check off. Reuse is decided with the lead (spendFormToken).
 */
export async function checkFormToken(
  token: string | undefined,
  fillMs: number | undefined,
  minFillMs: number,
  now = Date.now(),
): Promise<TimeTrapCheck> {
  if (minFillMs <= 0) return { verdict: null };
  if (!token) return { verdict: "no-form-token" };
  const signed = await readFormToken(token);
  if (signed === null) return { verdict: "invalid-form-token" };
  const tooFast = now - signed.issuedAt < minFillMs || (fillMs !== undefined && fillMs < minFillMs);
  const expired = now - signed.issuedAt > FORM_TOKEN_MAX_AGE_MS;
  return {
    verdict: tooFast ? "too-fast" : expired ? "expired-form-token" : null,
    nonce: signed.nonce,
    issuedAt: signed.issuedAt,
  };
}

/** One set per process: the prerendered pages (Express bundle) listen, leads (page bundle) spend. */
const spentListeners = processWide("formTokenSpentListeners", () => new Set<(nonce: string) => void>());

/** Calls `listener` when a lead uses a token up here: a stored page carrying it (prerendered.ts) takes a new one. */
export function onFormTokenSpent(listener: (nonce: string) => void) {
  spentListeners.add(listener);
}

/**
 * Uses up a token in the lead's transaction: null the first time; then "reused-form-token" from the
 * same client (Back to the page) or "replayed-form-token" from any other.
 */
export async function spendFormToken(
  tx: Executor,
  use: { nonce: string; issuedAt: number; ipHash?: string; leadId: string },
): Promise<"reused-form-token" | "replayed-form-token" | null> {
  const claimed = await tx
    .insert(formTokenUses)
    .values({
      nonce: use.nonce,
      ipHash: use.ipHash ?? null,
      leadId: use.leadId,
      expiresAt: new Date(use.issuedAt + FORM_TOKEN_MAX_AGE_MS),
    })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  if (claimed.length) {
    for (const listener of spentListeners) listener(use.nonce);
    return null;
  }
  const [first] = await tx
    .select({ ipHash: formTokenUses.ipHash })
    .from(formTokenUses)
    .where(sql`${formTokenUses.nonce} = ${use.nonce}`)
    .limit(1);
  return first?.ipHash && first.ipHash === use.ipHash ? "reused-form-token" : "replayed-form-token";
}

/** Forgets used tokens that could no longer be accepted anyway (housekeeping, daily). */
export async function forgetExpiredFormTokens(now = new Date(), db: Db = getDb()) {
  await db.delete(formTokenUses).where(lt(formTokenUses.expiresAt, now));
}
