import fs from "node:fs";
import type { StylesheetReader } from "~/lib/inline-stylesheet";

// This module is bundled into <build>/server/index.js, next to <build>/client/ (also when prerendering).
const clientDir = new URL("../client/", import.meta.url);
const cache = new Map<string, string | undefined>();

/** A built stylesheet to inline, read once; undefined (the page links it) on anything unexpected. */
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
