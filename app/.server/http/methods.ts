import type { RequestHandler, Router } from "express";
import { sendJsonError } from "./errors";

type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * Registers the handlers of one API path and answers any other method with 405 and an Allow header.
 */
export function route(
  router: Router,
  path: string,
  handlers: Partial<Record<Method, RequestHandler | RequestHandler[]>>,
) {
  const chain = router.route(path);
  const allowed: string[] = [];
  for (const [method, handler] of Object.entries(handlers) as [Method, RequestHandler | RequestHandler[]][]) {
    chain[method](...(Array.isArray(handler) ? handler : [handler]));
    allowed.push(method.toUpperCase());
    if (method === "get") allowed.push("HEAD");
  }
  chain.all((_req, res) => {
    res.set("Allow", allowed.join(", "));
    sendJsonError(res, 405, "Method not allowed.");
  });
}

const PAGE_METHODS = "GET, HEAD, POST";
const COMMON_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A method the Fetch API's Request refuses (TRACE, CONNECT) is a 405 here, not a renderer 500. */
export const pageMethodsOnly: RequestHandler = (req, res, next) => {
  if (COMMON_METHODS.has(req.method)) return next();
  try {
    new Request("http://method.check/", { method: req.method });
  } catch {
    res.set("Allow", PAGE_METHODS);
    res.status(405).type("text/plain").send("Method Not Allowed");
    return;
  }
  next();
};
