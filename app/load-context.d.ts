import "react-router";
import type { SiteSettings } from "~/lib/site-settings";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response CSP nonce for inline scripts. */
    cspNonce: string;
    /** Request id, as logged by pino-http. */
    requestId: string;
    /**
     * The client as every per-client limit keys on it: clientKey() of the IP Express sees (honors
     * TRUST_PROXY), so an IPv6 client is its /64.
     */
    clientIp: string;
    /** Set only when a static page is prerendered again at runtime: the settings it shows. */
    siteSettings?: SiteSettings;
  }
}
