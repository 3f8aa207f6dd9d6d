import express, { type RequestHandler } from "express";
import { apiMessages } from "~/content/http-messages";
import { sendJsonError } from "./errors";

const JSON_BODY_LIMIT_BYTES = 32 * 1024;

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true, type: "application/json" });

export function hasBody(req: Parameters<RequestHandler>[0]) {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/**
 * Every API body is JSON (spec 7): a body of another type gets 415, an oversized one 413,
 * and malformed JSON 400 (through apiErrorHandler). A declared Content-Length over the limit is
 * refused at once with the connection closed: the parser would read all of it first.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
  if (hasBody(req) && !req.is("application/json")) {
    return sendJsonError(res, 415, "Content-Type must be application/json.");
  }
  if (Number(req.headers["content-length"]) > JSON_BODY_LIMIT_BYTES) {
    res.set("Connection", "close");
    return sendJsonError(res, 413, apiMessages.tooLarge);
  }
  parseJson(req, res, next);
};
