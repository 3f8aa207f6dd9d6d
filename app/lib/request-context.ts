import { createContext, type RouterContextProvider } from "react-router";
import type { SiteSettings } from "~/lib/site-settings";

/** What the Express server knows of a request before React Router runs (getLoadContext). */
export type RequestValues = {
  /** Per-response CSP nonce for inline scripts. */
  cspNonce: string;
  /** Request id, as logged by pino-http. */
  requestId: string;
  /** The key of every per-client limit: clientKey() of the IP (honors TRUST_PROXY; IPv6 by /64). */
  clientIp: string;
  /**
   * The site settings from the server's watch (at most a second old), so a render costs no query;
   * absent where no watch runs, and the loader reads them itself.
   */
  siteSettings?: () => Promise<SiteSettings>;
};

/**
 * Context keys compare by identity, and the Express entry and the page build each bundle this
 * module: the keys live on globalThis so both copies hold the same ones.
 */
const contexts = {
  request: createContext<RequestValues | null>(null),
  rerenderedSettings: createContext<SiteSettings | null>(null),
};
const globalForContexts = globalThis as typeof globalThis & { __requestContexts?: typeof contexts };
globalForContexts.__requestContexts ??= contexts;

/** Set for every request the server answers; null while prerendering (at build time or at runtime). */
export const requestContext = globalForContexts.__requestContexts.request;

/** Set only when a static page is prerendered again at runtime: the settings it shows. */
export const rerenderedSettingsContext = globalForContexts.__requestContexts.rerenderedSettings;

/** The request's values in a loader or action the server runs for a client. */
export function requestValues(context: Readonly<RouterContextProvider>): RequestValues {
  const values = context.get(requestContext);
  if (!values) throw new Error("requestValues() outside a request the server answers");
  return values;
}
