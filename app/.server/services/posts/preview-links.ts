import crypto from "node:crypto";
import { getConfig } from "../../config";
import { type Db, getDb } from "../../db/client";
import { NotFoundError } from "../errors";
import { existingRow } from "./cms-posts";
import { storedKey } from "../server-keys";

/**
 * Preview links: `/blog/{slug}?preview={token}` shows a draft or scheduled post to someone without
 * a CMS account. The token names the post (so a renamed post's link follows its redirect) and an
 * expiry, HMAC-SHA256-signed under a shared stored key. Nothing is kept per link: only deleting the
 * post or rotating the key (`key:preview-link` in site_settings) revokes one before it expires.
 */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Instances' clocks may differ a little: a link just issued by another one still verifies. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const KEY_NAME = "preview-link";

function sign(key: Buffer, postId: string, expiresAt: number): string {
  return crypto.createHmac("sha256", key).update(`blog-preview\n${postId}\n${expiresAt}`).digest("base64url");
}

/** A token for `postId` valid until `expiresAt` (ms since the epoch, whole seconds kept). */
export async function signPreviewToken(postId: string, expiresAt: number, db: Db = getDb()): Promise<string> {
  const seconds = Math.floor(expiresAt / 1000);
  return `${postId}.${seconds}.${sign(await storedKey(KEY_NAME, db), postId, seconds)}`;
}

/** The post id a token grants, or null when malformed, forged or expired (compared in constant time). */
export async function verifyPreviewToken(
  token: string | null | undefined,
  now: number = Date.now(),
  db: Db = getDb(),
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  // One spelling per expiry (no leading zero), so a token has one form only.
  const match = /^([A-Za-z0-9_-]{1,64})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, postId, secondsText, signature] = match;
  const seconds = Number(secondsText);
  if (seconds * 1000 <= now) return null;
  // No link outlives the longest one this server issues, whatever it was signed with.
  if (seconds * 1000 > now + PREVIEW_LINK_TTL_MS + CLOCK_SKEW_MS) return null;
  const expected = Buffer.from(sign(await storedKey(KEY_NAME, db), postId, seconds));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? postId : null;
}

export type PreviewLink = { url: string; expiresAt: string };

/** A preview link for a post, absolute on PUBLIC_URL (where anyone may open it); 404 without the post. */
export async function createPreviewLink(
  postId: string,
  { ttlMs = PREVIEW_LINK_TTL_MS, now = Date.now() }: { ttlMs?: number; now?: number } = {},
): Promise<PreviewLink> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(postId)) throw new NotFoundError("This post no longer exists.");
  const post = await existingRow(postId);
  const expiresAt = now + ttlMs;
  const token = await signPreviewToken(postId, expiresAt);
  const url = new URL(`/blog/${encodeURIComponent(post.slug)}`, getConfig().PUBLIC_URL);
  url.searchParams.set("preview", token);
  return { url: url.toString(), expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString() };
}
