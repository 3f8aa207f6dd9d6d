/**
 * Addresses that are capabilities: whoever has the address may act (accept an invitation, see an
 * order). Such a path must never be copied where others read it: the server's log
 * (.server/http/logger.ts) and a page's canonical link and og:url (lib/meta.ts).
 */

/** Paths whose every segment after the prefix is a secret, whatever it looks like. */
export const SECRET_PATH_PREFIXES = ["/orders/", "/cms/invite/"] as const;

/** A slug is lowercase words and digits joined by dashes; a token is not (or is long hex). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A path segment that looks like a secret: an e-mail address, or a random token (20 or more
 * base64url characters that are not a slug, or a long hex run). Catches capability addresses no
 * prefix above names yet.
 */
export function isSecretSegment(segment: string): boolean {
  // An e-mail address typed into a URL ("/blog/ada%40example.com").
  if (/@|%40/i.test(segment)) return true;
  if (segment.length < 20 || !/^[A-Za-z0-9_-]+$/.test(segment)) return false;
  if (/^[0-9a-f]{32,}$/i.test(segment)) return true;
  return !SLUG.test(segment);
}

/** The prefix a capability path starts with, if any (case-insensitive, as the router matches). */
export function secretPrefixOf(path: string): string | undefined {
  const lower = path.toLowerCase();
  return SECRET_PATH_PREFIXES.find((prefix) => lower.startsWith(prefix) && path.length > prefix.length);
}

/**
 * A page's public address without its secrets, for canonical links and og:url: no query string
 * (tokens travel there: a reset link's `?token=`), a capability path cut back to its prefix
 * ("/cms/invite/<token>" is "/cms/invite"), and any other secret-looking segment left out.
 */
export function withoutSecrets(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const prefix = secretPrefixOf(pathname);
  if (prefix) return prefix.slice(0, -1);
  return pathname
    .split("/")
    .filter((segment) => !isSecretSegment(segment))
    .join("/");
}
