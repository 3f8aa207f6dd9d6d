import { createContext, useContext, useState } from "react";

/** Returns a built stylesheet's text by its public path, or undefined to keep it a link. */
export type StylesheetReader = (href: string) => string | undefined;

const StylesheetContext = createContext<StylesheetReader | undefined>(undefined);

/** Given by entry.server (production builds only): see app/.server/http/built-stylesheet.ts. */
export const StylesheetProvider = StylesheetContext.Provider;

const inlinedText = (href: string) => {
  for (const style of document.querySelectorAll("style[data-href]"))
    if (style.getAttribute("data-href") === href) return style.textContent ?? undefined;
  return undefined;
};

/**
 * A built stylesheet's text for writing it into the page: read from the client build on the
 * server, from the element the server wrote in the browser (`fromDocument`), so hydration matches;
 * undefined on the dev server, where the caller links the file instead.
 */
export function useInlineStylesheetText(href: string, fromDocument: (href: string) => string | undefined) {
  const read = useContext(StylesheetContext);
  const [text] = useState(() =>
    read ? read(href) : typeof document === "undefined" ? undefined : fromDocument(href),
  );
  return text;
}

/**
 * The site's one stylesheet, written into the document instead of linked (ADR 0019):
 * a linked sheet blocks the first paint for one more round trip (two on a new connection), which
 * was most of the hero's LCP on a slow phone link. It is 10-11 KB brotli, less than a round trip's
 * worth of bytes at slow-4G speed. In the browser the element keeps the text the server wrote, so
 * hydration matches and the bundle never carries the CSS; without a reader (dev server) it is a link.
 */
export function Stylesheet({ href }: { href: string }) {
  const text = useInlineStylesheetText(href, inlinedText);
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, checked for "</style" when read
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}
