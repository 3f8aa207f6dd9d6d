import crypto from "node:crypto";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { isRouteErrorResponse } from "react-router";
import pretty from "pino-pretty";
import { getConfig } from "../config";
import { processWide } from "../process-wide";
import { isSecretSegment, secretPrefixOf } from "~/lib/secret-paths";

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      // Never log personal data: request bodies are not serialized, and these keys are dropped everywhere.
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "res.headers['set-cookie']",
          "email",
          "password",
          "*.email",
          "*.password",
        ],
        remove: true,
      },
      // Errors carry query parameters and driver details (personal data): see safeError below.
      serializers: { err: safeError },
    },
    destination ?? terminalDestination(),
  );
}

/** On a terminal, pino-pretty's coloured lines; anywhere else one JSON object per line. */
function terminalDestination(): pino.DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return pretty({
    colorize: true,
    sync: true,
    translateTime: "SYS:HH:MM:ss.l",
    // A request is one line ("GET /about 200 32 ms"), not three nested objects.
    ignore: "req,res,responseTime",
    messageFormat(log, messageKey) {
      const req = log.req as { method?: string; path?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      const request = req ? `${req.method} ${req.path}` : "";
      const outcome = res ? ` ${res.statusCode} ${log.responseTime} ms` : "";
      return [log[messageKey], request + outcome].filter(Boolean).join(": ");
    },
  });
}

/**
 * React Router's handleError (app/entry.server.tsx): a page's error becomes one redacted log line
 * instead of a console.error of the whole error (a failed INSERT's e-mail and phone included).
 */
export function logPageError(error: unknown, request: Request, logger?: pino.Logger) {
  if (request.signal.aborted) return;
  const log = logger ?? processWide("page-error-logger", () => createLogger(getConfig().LOG_LEVEL));
  const req = { method: request.method, path: redactPath(new URL(request.url).pathname) };
  const refusal = expectedRefusal(error, request);
  // A refusal is the site working as meant (a stranger's cross-site POST, a PUT to a page): one
  // short line, no stack, so nobody can fill the error log by sending them.
  if (refusal) log.warn({ req, status: refusal.status, reason: refusal.reason }, "page request refused");
  else log.error({ err: error, req }, "page error");
}

/** React Router's own refusals: a 4xx error response (405, 404, 400), or its CSRF origin check. */
function expectedRefusal(error: unknown, request: Request): { status: number; reason: string } | undefined {
  if (isRouteErrorResponse(error) && error.status < 500)
    return { status: error.status, reason: error.statusText || "client error" };
  if (!(error instanceof Error)) return undefined;
  // react-router's throwIfPotentialCSRFAttack (a document post); on a `.data` post it reports a
  // plain Error("Bad Request"). Both answer 400.
  const crossSite =
    /origin.*Aborting the action/i.test(error.message) ||
    (error.message === "Bad Request" &&
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      new URL(request.url).pathname.endsWith(".data"));
  return crossSite ? { status: 400, reason: "cross-site form submission" } : undefined;
}

export function httpLogger(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const id =
        typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Path only, secrets replaced: query strings and order-confirmation URLs carry tokens.
    serializers: {
      req(req) {
        return { id: req.id, method: req.method, path: redactPath(String(req.url)) };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
      err: safeError,
    },
    // A client error is the site refusing as meant: a warning, never an error with a stack.
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return "error";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
  });
}

/**
 * What may reach the logs (docs/deploy.md, "Logs"): never a request body, e-mail address, phone
 * number, secret token or secret URL. A failed query's message and stack carry its parameters,
 * so errors are logged as name, code, scrubbed message and scrubbed stack only.
 */

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g;
/** Seven or more digits, maybe with separators: phone numbers (and dates, which lose nothing). */
const NUMBER_RUN = /\+?\d(?:[\d\s().-]{5,}\d)/g;
/** Random tokens: long base64url or hex runs that mix letters and digits. */
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b/g;
/** Drizzle appends the bound values to a failed query's message: "params: a@b.example,713…". */
const PARAMS_LINE = /^\s*params:.*$/gm;

function scrubText(text: string): string {
  return text
    .replace(PARAMS_LINE, "params: [redacted]")
    .replace(EMAIL, "[email]")
    .replace(TOKEN, "[token]")
    .replace(NUMBER_RUN, "[number]");
}

/** The longest path a log line keeps: anyone can send 15,000 characters in one segment. */
const LOGGED_PATH_MAX = 200;

/**
 * A request path fit for the log: no query string, secret URLs' capability part and token-like
 * segments replaced (lib/secret-paths), at most LOGGED_PATH_MAX characters.
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
