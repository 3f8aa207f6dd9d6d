import { prerenderedPageParameters } from "~/content/prerender";

/**
 * Whether the query of `url` names a parameter the prerendered page at `pathname` reads, so
 * that only a render can answer it. Any other query (`?utm_campaign=...`, `?fbclid=...`, `?b=1`)
 * gets the build's file: a parameter the page does not read never costs a render.
 */
export function queryNeedsRender(pathname: string, url: string): boolean {
  const start = url.indexOf("?");
  if (start === -1) return false;
  const read = prerenderedPageParameters[pathname];
  if (!read) return false;
  const params = new URLSearchParams(url.slice(start + 1));
  return read.some((name) => params.has(name));
}
