/**
 * Addresses that are capabilities (an invitation, an order): never copied into the server's log
 * (.server/http/logger.ts) or a page's canonical link and og:url (lib/meta.ts).
 */

/** Paths whose every segment after the prefix is a secret, whatever it looks like. */
export const SECRET_PATH_PREFIXES = ["/orders/", "/cms/invite/"] as const;

/** A slug is lowercase words and digits joined by dashes; a token is not (or is long hex). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A segment that looks like a secret: an e-mail address, or a token (20+ base64url non-slug, long hex). */
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
 * A page's public address without its secrets: no query string, a capability path cut back to its
 * prefix, any other secret-looking segment left out.
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
