import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type { z } from "zod";

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

export function sendJsonError(
  res: Response,
  status: number,
  message: string,
  errors?: Record<string, string>,
) {
  res.status(status).json(errors ? { message, errors } : { message });
}

/** First message per field, keyed by the dotted path: `{ email: "Email is required" }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses a request body with a shared zod schema, or throws 400 with field messages. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success)
    throw new HttpError(400, "Please check the highlighted fields.", fieldErrors(result.error));
  return result.data;
}

/** Wraps an async handler so a rejection reaches the error middleware. */
export function handle(fn: (...args: Parameters<RequestHandler>) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendJsonError(res, 404, "Not found");
};

/** Errors a database driver raises when it cannot be reached (PostgreSQL down, pool timeout). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: string; message?: string } | undefined;
  if (!err) return false;
  const codes = [
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "EPIPE",
    "57P01",
    "57P02",
    "57P03",
    "08000",
    "08001",
    "08003",
    "08006",
  ];
  if (err.code && codes.includes(err.code)) return true;
  const message = err.message ?? "";
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|PGlite is closed/i.test(
    message,
  );
}

/**
 * PostgreSQL refusing text it cannot store (a NUL byte, an invalid byte sequence): the
 * client's input is at fault, so it is a 400, not a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === "22021" || code === "22P05";
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 5) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The one place API errors become responses: JSON `{ message }`, never a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  const err = error as { type?: string; status?: number; statusCode?: number };
  if (error instanceof HttpError) {
    if (error.headers) res.set(error.headers);
    return sendJsonError(res, error.status, error.message, error.errors);
  }
  if (err.type === "entity.too.large") return sendJsonError(res, 413, "Request body is too large.");
  if (err.type === "entity.parse.failed") return sendJsonError(res, 400, "Request body is not valid JSON.");
  if (err.type === "encoding.unsupported" || err.type === "charset.unsupported") {
    return sendJsonError(res, 415, "Unsupported content encoding.");
  }
  if (typeof err.status === "number" && err.status >= 400 && err.status < 500) {
    return sendJsonError(res, err.status, "Bad request.");
  }
  if (causeChain(error).some(isUnstorableText)) {
    return sendJsonError(
      res,
      400,
      "The request contains characters that are not allowed, such as a NUL byte.",
    );
  }
  if (causeChain(error).some(isDatabaseUnavailable)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.set("Retry-After", "5");
    return sendJsonError(res, 503, "The service is temporarily unavailable. Please try again in a moment.");
  }
  req.log?.error({ err: error }, "unhandled API error");
  return sendJsonError(res, 500, "Something went wrong on our side. Please try again.");
};
