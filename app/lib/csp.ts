/** Written into prerendered HTML in place of a nonce; the server swaps in a fresh one per response. */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";
