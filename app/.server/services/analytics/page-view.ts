import { isbot } from "isbot";
import { utmFromSearch } from "~/lib/attribution";
import type { DeviceClass } from "../../db/schema";

/** A page request until its batch is written: the address and user agent become the day's visitor hash, never stored. */
export type PendingView = NonNullable<ReturnType<typeof pendingView>>;

/** The request headers the decision reads (node's IncomingHttpHeaders fits). */
export type ViewHeaders = Record<string, string | string[] | undefined>;

const header = (headers: ViewHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Paths that are never public pages: the CMS, the API, build assets, health checks. */
const excludedPath = /^\/(?:cms|api|assets|healthz|readyz)(?:\/|$)/;

/**
 * Whether a request may be a page view worth counting: a GET for a document, not a file, the CMS,
 * a preview, a prefetch or prerender, nor from a visitor who asks not to be tracked (DNT, GPC).
 */
export function mayCountRequest(method: string, path: string, search: string, headers: ViewHeaders): boolean {
  if (method !== "GET") return false;
  if (excludedPath.test(path) || /\.[a-z0-9]+$/i.test(path)) return false;
  const dest = header(headers, "sec-fetch-dest");
  if (dest ? dest !== "document" : !header(headers, "accept")?.includes("text/html")) return false;
  if (/prefetch|prerender/i.test(header(headers, "sec-purpose") ?? header(headers, "purpose") ?? ""))
    return false;
  if (header(headers, "x-moz") === "prefetch") return false;
  if (header(headers, "dnt") === "1" || header(headers, "sec-gpc") === "1") return false;
  if (search && new URLSearchParams(search).has("preview")) return false;
  return true;
}

/** Mobile, tablet or desktop, from the client hint when sent, else the user agent. */
export function deviceClass(userAgent: string, mobileHint?: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (mobileHint === "?1" || /Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The referrer's host when it is another site (without "www."), or null. */
export function referrerHostOf(referrer: string | undefined, ownHost: string | undefined): string | null {
  const host = referrer ? URL.parse(referrer)?.host.toLowerCase() : undefined;
  if (!host || (ownHost && host === ownHost.toLowerCase())) return null;
  return host.replace(/^www\./, "").slice(0, 200) || null;
}

/** The view as counted (after the response is sent), or null for a bot or no user agent. */
export function pendingView(input: {
  path: string;
  search: string;
  headers: ViewHeaders;
  ip: string | undefined;
  at?: Date;
}) {
  const userAgent = header(input.headers, "user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return null;
  const referrer = header(input.headers, "referer");
  const ownHost = header(input.headers, "host");
  const referrerHost = referrerHostOf(referrer, ownHost);
  const utm = input.search ? utmFromSearch(input.search) : undefined;
  return {
    at: input.at ?? new Date(),
    path: input.path.slice(0, 300),
    ip: input.ip ?? "",
    userAgent: userAgent.slice(0, 500),
    // A view is an entry unless the visitor came from another page of this site.
    entry: !referrer || !ownHost || URL.parse(referrer)?.host.toLowerCase() !== ownHost.toLowerCase(),
    referrerHost,
    utmSource: utm?.source ?? null,
    utmMedium: utm?.medium ?? null,
    utmCampaign: utm?.campaign ?? null,
    device: deviceClass(userAgent, header(input.headers, "sec-ch-ua-mobile")),
  };
}

/** The UTC calendar day of a moment, as YYYY-MM-DD (the salt's and the aggregates' unit). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
