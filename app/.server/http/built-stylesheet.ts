import fs from "node:fs";
import type { StylesheetReader } from "~/lib/inline-stylesheet";

// This module is bundled into <build>/server/index.js, next to <build>/client/ (also when prerendering).
const clientDir = new URL("../client/", import.meta.url);
const cache = new Map<string, string | undefined>();

/**
 * Reads a stylesheet the client build wrote, for writing it into the document. Built files are
 * immutable, so each is read once. Anything unexpected (dev server, a missing file, text that would
 * end the <style> element early) answers undefined and the page links the file as before.
 */
export const readBuiltStylesheet: StylesheetReader = (href) => {
  if (!import.meta.env.PROD || !/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (cache.has(href)) return cache.get(href);
  let text: string | undefined;
  try {
    text = fs.readFileSync(new URL(`.${href}`, clientDir), "utf8");
  } catch {
    text = undefined;
  }
  if (text?.toLowerCase().includes("</style")) text = undefined;
  cache.set(href, text);
  return text;
};
