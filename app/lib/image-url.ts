/** A featured image address the site may load: an http(s) URL, or a path on this very site. */
const UNSAFE = /[\\\s\p{Cc}]/u;
const SITE = "http://site.invalid";

export function isImageAddress(value: string): boolean {
  if (UNSAFE.test(value) || !URL.canParse(value, SITE)) return false;
  if (/^https?:\/\/[^/]/i.test(value)) return URL.canParse(value);
  return value.startsWith("/") && !value.startsWith("//") && new URL(value, SITE).origin === SITE;
}
