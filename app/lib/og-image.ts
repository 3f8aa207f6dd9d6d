/**
 * Where a page's Open Graph card is served: built by scripts/og-images.mjs, or for a post rendered
 * on first request (app/.server/http/seo.ts). Noindex pages share the default card.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Path of the card of the page at `pathname`; null for the site-wide default card. */
export function ogImageFile(pathname: string | null): string {
  if (pathname === null) return "/og/default.png";
  const clean = pathname.replace(/\/+$/, "");
  if (clean === "") return "/og/home.png";
  return `/og${clean}.png`;
}

export function ogImagePath(pathname: string, { noindex = false } = {}): string {
  return ogImageFile(noindex ? null : pathname);
}
