import { createContext, useContext, useState } from "react";

/** Returns a built stylesheet's text by its public path, or undefined to keep it a link. */
export type StylesheetReader = (href: string) => string | undefined;

const StylesheetContext = createContext<StylesheetReader | undefined>(undefined);

/** Given by entry.server (production builds only): see app/.server/http/built-stylesheet.ts. */
export const StylesheetProvider = StylesheetContext.Provider;

/**
 * A built stylesheet's text to write into the page: from the client build on the server, from the
 * server's element in the browser; undefined on the dev server, where the caller links the file.
 */
export function useInlineStylesheetText(href: string, fromDocument: (href: string) => string | undefined) {
  const read = useContext(StylesheetContext);
  const [text] = useState(() =>
    read ? read(href) : typeof document === "undefined" ? undefined : fromDocument(href),
  );
  return text;
}
