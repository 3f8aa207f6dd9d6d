import express, { type RequestHandler } from "express";
import { sendJsonError } from "./errors";

export const JSON_BODY_LIMIT = "32kb";

const parseJson = express.json({ limit: JSON_BODY_LIMIT, strict: true, type: "application/json" });

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
  return parseJson(req, res, next);
};
