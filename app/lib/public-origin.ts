/**
 * The site's address is decided when serving, not when building: a build (a container image, say)
 * is made once and deployed under any PUBLIC_URL. Prerendering therefore writes this origin into
 * canonical links, Open Graph tags, JSON-LD and the loader data, and the server swaps in the
 * configured origin whenever it sends a prerendered file (app/.server/http/public-origin.ts).
 * The reserved .invalid domain can never be a real address, so a missed swap is easy to spot.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.placeholder.invalid";
