/** The signed issue time every lead form carries (ADR 0012), checked without the browser's clock. */
export const FORM_TOKEN_FIELD = "formToken";

/** Written into prerendered HTML; the server swaps in a freshly signed token per response. */
export const FORM_TOKEN_PLACEHOLDER = "__FORM_TOKEN__";

/** Where a form rendered in the browser (no token in its HTML) gets one. */
export const FORM_TOKEN_URL = "/api/form-token";

/** True for a value the server issued (not empty, not the unreplaced placeholder). */
export function isIssuedFormToken(value: string | null | undefined): value is string {
  return Boolean(value) && value !== FORM_TOKEN_PLACEHOLDER;
}

/**
 * The honeypot field every lead form carries (people never see it, bots fill it); here rather than
 * with the lead schemas, as the form kit that renders both loads no zod.
 */
export const HONEYPOT_FIELD = "homepage";
