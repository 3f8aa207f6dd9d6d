import { isSecretSegment, secretPrefixOf } from "~/lib/secret-paths";

/**
 * What may reach the logs (docs/deploy.md, "Logs"): never a request body, e-mail address, phone
 * number, secret token or secret URL. Errors are the risky part: a failed query's message and
 * stack carry its parameters (a lead's e-mail and phone), and driver errors carry `detail`
 * ("Key (email)=(…) already exists"). Errors are therefore logged as name, code, scrubbed message
 * and scrubbed stack only.
 */

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
/** Seven or more digits, maybe with separators: phone numbers (and dates, which lose nothing). */
const NUMBER_RUN = /\+?\d(?:[\d\s().-]{5,}\d)/g;
/** Random tokens: long base64url or hex runs that mix letters and digits. */
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b/g;
/** Drizzle appends the bound values to a failed query's message: "params: a@b.example,713…". */
const PARAMS_LINE = /^\s*params:.*$/gm;

export function scrubText(text: string): string {
  return text
    .replace(PARAMS_LINE, "params: [redacted]")
    .replace(EMAIL, "[email]")
    .replace(TOKEN, "[token]")
    .replace(NUMBER_RUN, "[number]");
}

/** The longest path a log line keeps: anyone can send 15,000 characters in one segment. */
const LOGGED_PATH_MAX = 200;

/**
 * A request path fit for the log: no query string (tokens and addresses travel there), the
 * capability part of secret URLs (lib/secret-paths: order confirmations, invitations) replaced, any segment that looks like a
 * random token replaced, and at most LOGGED_PATH_MAX characters (the cut marked with "…").
 */
export function redactPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const prefix = secretPrefixOf(path);
  if (prefix) return `${prefix}[redacted]`;
  const redacted = path
    .split("/")
    .map((segment) => (isSecretSegment(segment) ? "[redacted]" : segment))
    .join("/");
  return redacted.length > LOGGED_PATH_MAX ? `${redacted.slice(0, LOGGED_PATH_MAX)}…` : redacted;
}

type SafeError = { type: string; message: string; code?: string; stack?: string; cause?: SafeError };

/** The pino `err` serializer: only what helps find the bug, with personal data scrubbed. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    // A thrown Response or error response has a status; String() of it says "[object Object]".
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number") return { type: "response", message: `status ${status}` };
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const code = (error as { code?: unknown }).code;
  const safe: SafeError = {
    type: error.name || error.constructor?.name || "Error",
    message: scrubText(error.message),
  };
  if (typeof code === "string" || typeof code === "number") safe.code = String(code);
  if (error.stack) safe.stack = scrubText(error.stack);
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
