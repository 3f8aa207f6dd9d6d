import crypto from "node:crypto";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { isRouteErrorResponse } from "react-router";
import pretty from "pino-pretty";
import { getConfig } from "../config";
import { redactPath, safeError } from "./log-redaction";

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
      // Errors carry query parameters and driver details (personal data): see log-redaction.ts.
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

const globalForLogger = globalThis as { __pageErrorLogger?: pino.Logger };

/**
 * React Router's handleError (app/entry.server.tsx): a page's error becomes one redacted log line
 * instead of a console.error of the whole error (a failed INSERT's e-mail and phone included).
 */
export function logPageError(error: unknown, request: Request, logger?: pino.Logger) {
  if (request.signal.aborted) return;
  globalForLogger.__pageErrorLogger ??= createLogger(getConfig().LOG_LEVEL);
  const log = logger ?? globalForLogger.__pageErrorLogger;
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
