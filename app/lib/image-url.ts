/**
 * Whether a post's featured image address is one the site may load: an http(s) URL, or a path that
 * resolves to this site (`/\evil.example/x.png` would not): no backslash, blank or control anywhere.
 */
const UNSAFE = /[\\\s\p{Cc}]/u;
const SITE = "http://site.invalid";

export function isImageAddress(value: string): boolean {
  if (UNSAFE.test(value) || !URL.canParse(value, SITE)) return false;
  if (/^https?:\/\/[^/]/i.test(value)) return URL.canParse(value);
  return value.startsWith("/") && !value.startsWith("//") && new URL(value, SITE).origin === SITE;
}
