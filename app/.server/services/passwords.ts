import crypto from "node:crypto";
import { promisify } from "node:util";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * Password hashing and policy for CMS accounts: scrypt from node:crypto with a per-user salt,
 * compared in constant time. Stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can be
 * raised later without invalidating existing hashes.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 128 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The one form of a password that is checked and hashed. NFKC folds compatibility forms
 * (fullwidth `ｐａｓｓｗｏｒｄ１２３` is `password123`), so the policy must judge this form, not the
 * typed one, or a refused password gets in by its fullwidth twin. Idempotent: every entry point
 * (policy, hash, verify) applies it, so no caller can check one string and hash another.
 */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(normalizePassword(password), salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY });
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** True when `password` matches `stored`; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? "", "base64");
  if (expected.length === 0) return false;
  const actual = await scrypt(
    normalizePassword(password),
    Buffer.from(saltText ?? "", "base64"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    },
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same scrypt time as a real check, for an unknown username, so response
 * times do not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

// The common-password dictionary of zxcvbn-ts (about 49,000 leaked passwords, most common first).
const commonPasswords = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
let estimator: ZxcvbnFactory | undefined;

/**
 * The policy for a new password: at least 10 characters, not one of the commonest passwords,
 * not a close variant of one (zxcvbn score of at least 2), and not the username, all judged on
 * the normalized form that is hashed.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(typed: string, typedUsername?: string): string | null {
  const password = normalizePassword(typed);
  const username = typedUsername === undefined ? undefined : normalizePassword(typedUsername);
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (username && lowered.includes(username.toLowerCase())) return "Password must not contain the username.";
  if (commonPasswords.has(lowered))
    return "This password is one of the most common passwords. Please choose another.";
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score } = estimator.check(password, username ? [username] : []);
  if (score < 2)
    return "This password is too easy to guess (a common word, pattern or sequence). Please choose a longer, less predictable one.";
  return null;
}
