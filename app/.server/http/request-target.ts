import type { RequestHandler } from "express";

/**
 * The request target (RFC 9112, section 3.2), checked before anything routes on it. Every
 * handler here, and the page renderer's `new URL(protocol + "://" + host + originalUrl)`, expects
 * origin-form ("/path?query"). The other forms name no page of ours:
 * - asterisk-form (`OPTIONS *`, and `GET *` from a prober) asks about the server as a whole;
 * - authority-form (`CONNECT host:443`) and absolute-form to another host ask us to be a proxy;
 * - anything else ("x", "?a") is not a target at all.
 * They are answered 400 here, instead of a renderer error (a 500) further on. An absolute-form
 * target whose authority is the Host header it came with is the same request written out in full
 * (RFC 9112 asks servers to accept it): it is rewritten to origin-form and served as usual.
 */
export function originFormOf(target: string, host: string | undefined): string | undefined {
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target) || !host) return undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return undefined;
  }
  let own: URL;
  try {
    own = new URL(`${url.protocol}//${host}/`);
  } catch {
    return undefined;
  }
  if (url.host !== own.host || url.username || url.password) return undefined;
  // The path as sent (the parser would fold "..", "//" and "\" the way a later check must see them).
  const afterAuthority = target.slice(target.indexOf("//") + 2);
  const pathStart = afterAuthority.search(/[/\\?#]/);
  const rest = pathStart === -1 ? "" : afterAuthority.slice(pathStart);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

export const originFormTargetsOnly: RequestHandler = (req, res, next) => {
  const target = originFormOf(req.url, req.headers.host);
  if (target !== undefined) {
    if (target !== req.url) {
      req.url = target;
      req.originalUrl = target;
    }
    return next();
  }
  res
    .status(400)
    .set({ "Cache-Control": "no-store", Connection: "close" })
    .type("text/plain")
    .send("Bad Request: the request target must be a path on this site.");
};
