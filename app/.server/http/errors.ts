import { apiMessages } from "~/content/http-messages";
import { causeChain } from "../db/errors";
import type { ErrorRequestHandler, Response } from "express";
import {
  ConflictError,
  DomainError,
  type DomainErrorKind,
  RateLimitedError,
  ValidationError,
} from "../services/errors";

/** An error whose status and JSON body are safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The status each kind of service refusal answers with, for every transport. */
const statusOfKind: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  upstream: 502,
};

/**
 * The one place a service's domain error becomes HTTP (status, message, fields, Retry-After). An
 * HttpError passes as it is; anything else is no refusal the client may see (undefined).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const fields =
    error instanceof ValidationError || error instanceof ConflictError ? error.fields : undefined;
  const headers =
    error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
  return new HttpError(statusOfKind[error.kind], error.message, fields, headers);
}

export function sendJsonError(
  res: Response,
  status: number,
  message: string,
  errors?: Record<string, string>,
) {
  res.status(status).json(errors ? { message, errors } : { message });
}

export { parseInput } from "../services/validate";

/** Errors a database driver raises when it cannot be reached (PostgreSQL down, pool timeout). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: unknown; message?: unknown } | undefined;
  if (!err) return false;
  if (/^(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[123]|0800[0136])$/.test(String(err.code)))
    return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|PGlite is closed/i.test(
    String(err.message ?? ""),
  );
}

/** PostgreSQL refusing text it cannot store (a NUL byte, a bad byte sequence): a 400, not a 500. */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === "22021" || code === "22P05";
}

/** Body-parser's refusals of a body it cannot read, by the error's type. */
const bodyRefusals = new Map<unknown, [number, string]>([
  ["entity.too.large", [413, apiMessages.tooLarge]],
  ["entity.parse.failed", [400, apiMessages.notJson]],
  ["charset.unsupported", [415, apiMessages.charset]],
  ["encoding.unsupported", [415, apiMessages.encoding]],
]);

/** The one place API errors become responses: JSON `{ message }`, never a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  const err = error as { type?: string; status?: number };
  const refusal = toHttpError(error);
  if (refusal) {
    if (refusal.headers) res.set(refusal.headers);
    return sendJsonError(res, refusal.status, refusal.message, refusal.errors);
  }
  const bodyRefusal = bodyRefusals.get(err.type);
  if (bodyRefusal) return sendJsonError(res, ...bodyRefusal);
  if (typeof err.status === "number" && err.status >= 400 && err.status < 500) {
    return sendJsonError(res, err.status, apiMessages.badRequest);
  }
  const chain = causeChain(error);
  if (chain.some(isUnstorableText)) return sendJsonError(res, 400, apiMessages.unstorable);
  if (chain.some(isDatabaseUnavailable)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.set("Retry-After", "5");
    return sendJsonError(res, 503, apiMessages.unavailable);
  }
  req.log?.error({ err: error }, "unhandled API error");
  return sendJsonError(res, 500, apiMessages.failed);
};
