/**
 * The site's address is decided when serving, not building: prerendering writes this origin and
 * the server swaps in PUBLIC_URL's (app/.server/http/prerendered.ts). .invalid is never real.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.placeholder.invalid";
