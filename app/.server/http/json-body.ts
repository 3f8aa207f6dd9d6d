import express, { type RequestHandler } from "express";
import { sendJsonError } from "./errors";

const JSON_BODY_LIMIT_BYTES = 32 * 1024;

const parseJson = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true, type: "application/json" });

export function hasBody(req: Parameters<RequestHandler>[0]) {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/** API bodies are JSON (spec 7): 415, 413 (an oversized Content-Length at once), or 400. */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method)) return next();
  if (hasBody(req) && !req.is("application/json")) {
    return sendJsonError(res, 415, "Content-Type must be application/json.");
  }
  if (Number(req.headers["content-length"]) > JSON_BODY_LIMIT_BYTES) {
    res.set("Connection", "close");
    return sendJsonError(res, 413, "Request body is too large.");
  }
  parseJson(req, res, next);
};
