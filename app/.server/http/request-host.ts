import type { RequestHandler } from "express";

/**
 * Host, X-Forwarded-Host and X-Forwarded-Proto, checked once at the edge. The page
 * renderer builds `new URL(protocol + "://" + host + path)` from them (React Router's Express
 * adapter), which throws on a host the URL parser refuses (`xn--a`, `a b`, a port over 65535) or
 * a protocol that is not one (`X-Forwarded-Proto: 1`): that was a 500 on every rendered page.
 * Whatever the URL parser would refuse is refused here with 400 instead, before any handler.
 */

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,252}[a-z0-9])?)(?::(\d{1,5}))?$/i;

export function isValidHost(value: string): boolean {
  const match = HOST_SHAPE.exec(value);
  if (!match) return false;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  try {
    // The same parser the renderer uses: it also checks IDNA labels (`xn--a`) and IP literals.
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/** A forwarding header may list one value per proxy; Express reads the first. */
const firstOf = (value: string) => value.split(",", 1)[0]?.trim() ?? "";

export function requestHostProblem(headers: {
  host?: string;
  "x-forwarded-host"?: string | string[];
  "x-forwarded-proto"?: string | string[];
}): string | undefined {
  // HTTP/1.1 requires Host; an HTTP/1.0 request without it names no site at all.
  if (headers.host === undefined || !isValidHost(headers.host))
    return "The Host header is missing or invalid.";
  const forwardedHost = headers["x-forwarded-host"];
  if (forwardedHost !== undefined && (Array.isArray(forwardedHost) || !isValidHost(firstOf(forwardedHost))))
    return "The X-Forwarded-Host header is invalid.";
  const forwardedProto = headers["x-forwarded-proto"];
  if (
    forwardedProto !== undefined &&
    (Array.isArray(forwardedProto) || !/^https?$/i.test(firstOf(forwardedProto)))
  )
    return "The X-Forwarded-Proto header is invalid.";
  return undefined;
}

export const validRequestHost: RequestHandler = (req, res, next) => {
  const problem = requestHostProblem(req.headers);
  if (!problem) return next();
  res.status(400).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain");
  res.send(`Bad Request: ${problem}`);
};
