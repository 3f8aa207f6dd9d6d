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

/** The one place API errors become responses: JSON `{ message }`, never a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  const err = error as { type?: string; status?: number; statusCode?: number };
  const refusal = toHttpError(error);
  if (refusal) {
    if (refusal.headers) res.set(refusal.headers);
    return sendJsonError(res, refusal.status, refusal.message, refusal.errors);
  }
  if (err.type === "entity.too.large") return sendJsonError(res, 413, "Request body is too large.");
  if (err.type === "entity.parse.failed") return sendJsonError(res, 400, "Request body is not valid JSON.");
  if (err.type === "charset.unsupported") {
    return sendJsonError(res, 415, "Unsupported charset: send the body as UTF-8.");
  }
  if (err.type === "encoding.unsupported") {
    return sendJsonError(
      res,
      415,
      "Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br.",
    );
  }
  if (typeof err.status === "number" && err.status >= 400 && err.status < 500) {
    return sendJsonError(res, err.status, "Bad request.");
  }
  const chain = causeChain(error);
  if (chain.some(isUnstorableText)) {
    return sendJsonError(
      res,
      400,
      "The request contains characters that are not allowed, such as a NUL byte.",
    );
  }
  if (chain.some(isDatabaseUnavailable)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.set("Retry-After", "5");
    return sendJsonError(res, 503, "The service is temporarily unavailable. Please try again in a moment.");
  }
  req.log?.error({ err: error }, "unhandled API error");
  return sendJsonError(res, 500, "Something went wrong on our side. Please try again.");
};
