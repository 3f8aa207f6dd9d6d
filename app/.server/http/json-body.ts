import express, { type RequestHandler } from "express";
import { sendJsonError } from "./errors";

export const JSON_BODY_LIMIT_BYTES = 32 * 1024;

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true, type: "application/json" });

/**
 * A body whose declared Content-Length is over `limitBytes` gets its 413 at once.
 * The body parsers refuse it too, but only after reading (and throwing away) all of it, so a
 * client declaring 99,999,999 bytes held the connection for as long as it cared to send. The
 * connection is closed after the answer, so the rest of the body is never read.
 */
export function refuseDeclaredOver(limitBytes: number, message: string): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"]);
    if (!(declared > limitBytes)) return next();
    res.set("Connection", "close");
    sendJsonError(res, 413, message);
  };
}

const refuseOversizedJson = refuseDeclaredOver(JSON_BODY_LIMIT_BYTES, "Request body is too large.");

function hasBody(req: Parameters<RequestHandler>[0]) {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/**
 * Every API body is JSON (spec 7): a body of another type gets 415, an oversized one 413,
 * and malformed JSON 400 (the last two through apiErrorHandler).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
  if (hasBody(req) && !req.is("application/json")) {
    return sendJsonError(res, 415, "Content-Type must be application/json.");
  }
  return refuseOversizedJson(req, res, () => parseJson(req, res, next));
};
