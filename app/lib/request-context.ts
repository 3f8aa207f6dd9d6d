import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { SiteSettings } from "~/lib/site-settings";

/** What the Express server knows of a request before React Router runs (getLoadContext). */
export type RequestValues = {
  /** Per-response CSP nonce for inline scripts. */
  cspNonce: string;
  /** Request id, as logged by pino-http. */
  requestId: string;
  /**
   * The client as every per-client limit keys on it: clientKey() of the IP Express sees (honors
   * TRUST_PROXY), so an IPv6 client is its /64.
   */
  clientIp: string;
  /**
   * The site settings as the server's watch of them knows them (checked at most a second ago, at
   * once after a CMS write here): the root loader's, so a render costs no settings query. Absent
   * where no watch runs (the page cache's background render): the loader reads them itself.
   */
  siteSettings?: () => Promise<SiteSettings>;
};

/**
 * A context is a key compared by identity, and the Express entry (which sets these) and the page
 * build (which reads them) are two bundles with a copy of this module each: the keys live on
 * globalThis so both copies hold the same ones.
 */
const globalForContexts = globalThis as typeof globalThis & {
  __requestContexts?: {
    request: RouterContext<RequestValues | null>;
    rerenderedSettings: RouterContext<SiteSettings | null>;
  };
};
globalForContexts.__requestContexts ??= {
  request: createContext<RequestValues | null>(null),
  rerenderedSettings: createContext<SiteSettings | null>(null),
};

/**
 * Set for every request the server answers; absent (null) while the build prerenders and when a
 * static page is rendered again at runtime, which is how the root loader tells those apart.
 */
export const requestContext = globalForContexts.__requestContexts.request;

/** Set only when a static page is prerendered again at runtime: the settings it shows. */
export const rerenderedSettingsContext = globalForContexts.__requestContexts.rerenderedSettings;

/** The request's values in a loader or action the server runs for a client. */
export function requestValues(context: Readonly<RouterContextProvider>): RequestValues {
  const values = context.get(requestContext);
  if (!values) throw new Error("requestValues() outside a request the server answers");
  return values;
}
