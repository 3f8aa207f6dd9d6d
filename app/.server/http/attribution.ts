import type { RequestHandler } from "express";
import {
  ATTRIBUTION_COOKIE,
  encodeVisit,
  externalReferrer,
  readCookie,
  utmFromSearch,
} from "~/lib/attribution";
import type { Config } from "../config";

/**
 * Records the visit's attribution (landing page, external referrer, UTM parameters) in a
 * first-party session cookie on the first page a visitor opens, or again when a new
 * campaign link is opened. The cookie travels with every form post, so leads sent
 * without JavaScript are attributed too. Only page requests are looked at.
 */
export function visitAttribution(config: Config): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    if (req.path.startsWith("/api/") || req.path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(req.path)) {
      return next();
    }
    const dest = req.headers["sec-fetch-dest"];
    const wantsPage = dest ? dest === "document" : Boolean(req.headers.accept?.includes("text/html"));
    if (!wantsPage) return next();

    const queryIndex = req.originalUrl.indexOf("?");
    const utm = queryIndex >= 0 ? utmFromSearch(req.originalUrl.slice(queryIndex + 1)) : undefined;
    if (!utm && readCookie(req.headers.cookie, ATTRIBUTION_COOKIE)) return next();

    const value = encodeVisit({
      landing: req.originalUrl.slice(0, 500),
      referrer: externalReferrer(req.headers.referer, req.headers.host ?? ""),
      utm,
    });
    res.append(
      "Set-Cookie",
      `${ATTRIBUTION_COOKIE}=${value}; Path=/; SameSite=Lax${config.secureCookies ? "; Secure" : ""}`,
    );
    next();
  };
}
