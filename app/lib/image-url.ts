/**
 * Whether a post's featured image address is one the site may load: an http(s) URL, or a path on
 * this site. "Starts with /" alone let `/\evil.example/x.png` through, which a browser reads as
 * `//evil.example/x.png` (backslash is a slash in http URLs): protocol-relative, another site.
 * So: no backslash, whitespace or control character anywhere (browsers drop or reinterpret them),
 * and a path must still resolve to this site's origin.
 */
const UNSAFE = /[\\\s\p{Cc}]/u;
const SITE = "http://site.invalid";

export function isImageAddress(value: string): boolean {
  if (UNSAFE.test(value) || !URL.canParse(value, SITE)) return false;
  if (/^https?:\/\/[^/]/i.test(value)) return URL.canParse(value);
  return value.startsWith("/") && !value.startsWith("//") && new URL(value, SITE).origin === SITE;
}
