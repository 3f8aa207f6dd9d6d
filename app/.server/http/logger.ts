import crypto from "node:crypto";
import pino from "pino";
import { pinoHttp } from "pino-http";

export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    // Never log personal data: request bodies are not serialised, and these keys are dropped everywhere.
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
  });
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
    // Path only: query strings can carry e-mail addresses or tokens.
    serializers: {
      req(req) {
        return { id: req.id, method: req.method, path: String(req.url).split("?")[0] };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
  });
}
