import "react-router";
import type { SiteSettings } from "~/lib/site-settings";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response CSP nonce for inline scripts. */
    cspNonce: string;
    /** Request id, as logged by pino-http. */
    requestId: string;
    /** Client IP as Express sees it (honors TRUST_PROXY). */
    clientIp: string;
    /** Set only when a static page is prerendered again at runtime: the settings it shows. */
    siteSettings?: SiteSettings;
  }
}
