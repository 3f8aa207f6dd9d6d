/** Prerendering writes this origin; the server swaps in PUBLIC_URL's. .invalid is never real. */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.placeholder.invalid";
