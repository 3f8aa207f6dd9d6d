import type { RequestHandler, Response } from "express";

/**
 * Requests no page, file or feed of ours could answer, refused at the edge before anything routes
 * on them, instead of a renderer error (a 500) or a wrong page further on.
 */

/**
 * The request target (RFC 9112, 3.2) in origin-form ("/path?query"), or undefined: asterisk-form,
 * authority-form and absolute-form to another host name no page of ours. An absolute-form target
 * for the Host it came with is the same request written out in full (RFC 9112 asks servers to
 * accept it).
 */
function originFormOf(target: string, host: string | undefined): string | undefined {
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target) || !host) return undefined;
  const url = URL.parse(target);
  if (!url || url.host !== URL.parse(`${url.protocol}//${host}/`)?.host || url.username || url.password)
    return undefined;
  // The path as sent (the parser would fold "..", "//" and "\" the way a later check must see them).
  const afterAuthority = target.slice(target.indexOf("//") + 2);
  const pathStart = afterAuthority.search(/[/\\?#]/);
  const rest = pathStart === -1 ? "" : afterAuthority.slice(pathStart);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A 400 that closes the connection: what else the client sends on it is not read. */
function badRequest(res: Response, problem: string) {
  res.status(400).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain");
  res.send(`Bad Request: ${problem}`);
}

export const originFormTargetsOnly: RequestHandler = (req, res, next) => {
  const target = originFormOf(req.url, req.headers.host);
  if (target === undefined) return badRequest(res, "the request target must be a path on this site.");
  if (target !== req.url) {
    req.url = target;
    req.originalUrl = target;
  }
  next();
};

/** A request path decoded, or undefined when its percent-encoding is bad. */
export function decodedPath(requestPath: string): string | undefined {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_SHAPE = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,252}[a-z0-9])?)(?::(\d{1,5}))?$/i;

function isValidHost(value: string): boolean {
  const match = HOST_SHAPE.exec(value);
  const port = match?.[1];
  if (!match || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) return false;
  // The same parser the renderer uses: it also checks IDNA labels (`xn--a`) and IP literals.
  return URL.canParse(`http://${value}/`);
}

/** A forwarding header may list one value per proxy; Express reads the first. */
const firstOf = (value: string) => value.split(",", 1)[0]?.trim() ?? "";

/**
 * Host, X-Forwarded-Host and X-Forwarded-Proto, checked once: the renderer builds a URL from them,
 * which throws on what the URL parser refuses (`xn--a`, a port over 65535, `X-Forwarded-Proto: 1`).
 */
export const validRequestHost: RequestHandler = (req, res, next) => {
  const { host, "x-forwarded-host": forwardedHost, "x-forwarded-proto": forwardedProto } = req.headers;
  // HTTP/1.1 requires Host; an HTTP/1.0 request without it names no site at all.
  if (host === undefined || !isValidHost(host))
    return badRequest(res, "The Host header is missing or invalid.");
  if (forwardedHost !== undefined && (Array.isArray(forwardedHost) || !isValidHost(firstOf(forwardedHost))))
    return badRequest(res, "The X-Forwarded-Host header is invalid.");
  if (
    forwardedProto !== undefined &&
    (Array.isArray(forwardedProto) || !/^https?$/i.test(firstOf(forwardedProto)))
  )
    return badRequest(res, "The X-Forwarded-Proto header is invalid.");
  next();
};

/** A percent-encoded C0 control character or DEL. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** An empty segment ("//") or a dot segment (".", "..", "%2e%2e"), which URL parsers fold away. */
const UNNORMALIZED = /\/\/|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * A control character in the path or a NUL in the query: 400 (PostgreSQL cannot even compare text
 * holding a NUL). A path not in normal form ("//evil.example", "/a/%2e%2e"): 404, never folded
 * into another page or host. The JSON API under /api validates its own input.
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  if (req.path === "/api" || req.path.startsWith("/api/")) return next();
  const query = req.url.slice(req.path.length);
  if (ENCODED_CONTROL.test(req.path) || query.includes("%00")) {
    res.status(400).type("text/plain").send("Bad Request: the address contains control characters.");
    return;
  }
  if (UNNORMALIZED.test(req.path) || req.path.includes("\\")) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  next();
};

/** A backslash (browsers read it as "/"), whitespace or a control character. */
const UNSAFE = /[\\\s\p{Cc}]/u;

/**
 * The path "/about/" names, "/about", or null when it is no path we would serve: after decoding
 * it must still start with one "/" and hold no backslash, blank, control character or "//", so
 * no browser or later decoding can read it as another host ("/%2F%2Fevil").
 */
function canonicalPath(rawPath: string): string | null {
  const trimmed = rawPath.replace(/\/+$/, "");
  if (!trimmed.startsWith("/") || trimmed.length < 2) return null;
  const decoded = decodedPath(trimmed);
  if (decoded === undefined) return null;
  for (const form of [trimmed, decoded]) {
    if (form.includes("//") || UNSAFE.test(form)) return null;
  }
  return trimmed;
}

/** Whether `location` (a path, maybe with a query) stays on the site when a browser follows it. */
function isSameOriginPath(location: string): boolean {
  const base = "http://same-origin.invalid";
  return URL.parse(location, base)?.origin === base && location.startsWith("/") && location[1] !== "/";
}

/**
 * One canonical URL per page: "/about/" moves permanently to "/about", a Location built from the
 * checked path only; a path that does not qualify is not a page of ours (404, never a redirect).
 */
export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.length < 2 || !req.path.endsWith("/")) {
    return next();
  }
  const path = canonicalPath(req.path);
  const location = path === null ? null : path + req.url.slice(req.path.length);
  if (location === null || !isSameOriginPath(location)) {
    return res.status(404).type("text/plain").send("Not Found");
  }
  return res.redirect(301, location);
};

/**
 * The newsletter's one-click unsubscribe (RFC 8058) is posted by a mail provider, maybe with its
 * own Origin, which React Router's CSRF check refused. Its authority is the signed token in its
 * URL or form, not a session, so the Origin is dropped for this one document path.
 */
export const oneClickUnsubscribeFromAnyOrigin: RequestHandler = (req, _res, next) => {
  if (req.method === "POST" && req.path === "/newsletter/unsubscribe") delete req.headers.origin;
  next();
};
