import crypto from "node:crypto";
import { promisify } from "node:util";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { processWide } from "../../process-wide";
import { RateLimitedError } from "../errors";

/**
 * Password hashing and policy for CMS accounts: scrypt from node:crypto with a per-user salt,
 * compared in constant time. Stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can be
 * raised later without invalidating existing hashes.
 */
const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(
  crypto.scrypt,
);

/**
 * At most HASH_CONCURRENCY scrypt runs at once in this process (both bundles together),
 * HASH_QUEUE_LENGTH more waiting; beyond that a check is refused at once (429). Each run takes
 * ~100 ms and 32 MB on a libuv thread, which file reads and compression share: unbounded, a burst
 * of sign-ins stalls every other response. Per process, since it guards this process's threads.
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE_LENGTH = 16;
const hashing = processWide("passwordHashing", () => ({ running: 0, queue: [] as Array<() => void> }));

/** Thrown by hashPassword/verifyPassword when the hashing queue is full. */
export class HashingBusyError extends RateLimitedError {
  constructor() {
    super("Too many sign-ins at this moment. Please try again in a second.", 1);
  }
}

async function boundedScrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) {
  if (hashing.running < HASH_CONCURRENCY) hashing.running += 1;
  else if (hashing.queue.length >= HASH_QUEUE_LENGTH) throw new HashingBusyError();
  else await new Promise<void>((resolve) => hashing.queue.push(resolve));
  try {
    return await scrypt(password, salt, keylen, options);
  } finally {
    // The slot passes straight to the next in line, so the count never dips below the queue.
    const next = hashing.queue.shift();
    if (next) next();
    else hashing.running -= 1;
  }
}

/**
 * The work factor of a new hash. Under NODE_ENV=test it is 2^10 (ADR 0074): the same code and
 * stored form at a thirty-second of the CPU, as Rails' `min_cost` in tests; the suite checks
 * thousands of passwords. A hash carries its own N, so either kind verifies anywhere.
 */
const cost = () => ({ N: process.env.NODE_ENV === "test" ? 2 ** 10 : 2 ** 15, r: 8, p: 1 });
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
  const { N, r, p } = cost();
  const hash = await boundedScrypt(normalizePassword(password), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: MAX_MEMORY,
  });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** True when `password` matches `stored`; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? "", "base64");
  if (expected.length === 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  const salt = Buffer.from(saltText ?? "", "base64");
  const actual = await boundedScrypt(normalizePassword(password), salt, expected.length, options);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same scrypt time as a real check, for an unknown username, so response
 * times do not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  // A refusal by the full hashing queue must not be remembered as the dummy hash.
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}

// The common-password dictionary of zxcvbn-ts (about 49,000 leaked passwords, most common first).
const commonPasswords = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
let estimator: ZxcvbnFactory | undefined;

/** Characters with no glyph (Unicode Default_Ignorable_Code_Point: soft hyphen, zero-width space, bidi marks...) and controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;
/** Space (Unicode Zs: NFKC has already folded no-break and ideographic spaces to U+0020) at either end. */
const EDGE_SPACE = /^\p{Zs}|\p{Zs}$/u;

/**
 * The policy for a new password: at least 10 characters, no invisible or control character, no
 * space at either end, not one of the commonest passwords (also with its spaces taken out), not a
 * close variant of one (zxcvbn score of at least 2), and not the username, all judged on the
 * normalized form that is hashed.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(typed: string, typedUsername?: string): string | null {
  const password = normalizePassword(typed);
  const username = typedUsername === undefined ? undefined : normalizePassword(typedUsername);
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  // Refused rather than removed (ADR 0007): what is hashed stays exactly what was typed (after
  // NFKC), so no stored hash changes meaning, and `password\u200b123` cannot pass for a new one.
  if (INVISIBLE.test(password)) return "Password must not contain invisible or control characters.";
  if (EDGE_SPACE.test(password)) return "Password must not start or end with a space.";
  const lowered = password.toLowerCase();
  if (username && lowered.includes(username.toLowerCase())) return "Password must not contain the username.";
  // `pass word 123` is still password123 to a guesser.
  if (commonPasswords.has(lowered) || commonPasswords.has(lowered.replace(/\p{Zs}/gu, "")))
    return "This password is one of the most common passwords. Please choose another.";
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score } = estimator.check(password, username ? [username] : []);
  if (score < 2)
    return "This password is too easy to guess (a common word, pattern or sequence). Please choose a longer, less predictable one.";
  return null;
}
