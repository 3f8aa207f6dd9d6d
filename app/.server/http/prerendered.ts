import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";
import { FORM_TOKEN_PLACEHOLDER } from "~/lib/form-token";
import { issueFormToken } from "../services/leads/form-token";
import { buildFilePath, listBuildFiles } from "./build-file-path";
import type { LivePrerender } from "./live-prerender";
import { queryNeedsRender } from "./page-parameters";
import { withServedOrigin } from "./public-origin";

type Page = { parts: (Buffer | "nonce" | "token")[]; hasForm: boolean };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const placeholders = new RegExp(
  `(${escapeRegExp(CSP_NONCE_PLACEHOLDER)}|${escapeRegExp(FORM_TOKEN_PLACEHOLDER)})`,
);

/**
 * Serves the HTML written at build time for static pages. The files are immutable build
 * output, so they are read once (with the served origin in place of the build's placeholder, see
 * ./public-origin.ts); the nonce and form-token placeholders are swapped per response.
 * A query the page reads (its filter, see ./page-parameters.ts) falls through to server
 * rendering; any other query (UTM tags, click ids, random cache-busters) gets the same file.
 * Once staff changed a site setting, `live` has the page rendered again with it (ADR 0028).
 */
export function prerenderedPages(clientDir: string, live?: LivePrerender): RequestHandler {
  // Each page is kept as Buffers split at the placeholders (the CSP nonce, the lead forms'
  // signed issue time): a response is one concat.
  // Keyed by file, not by the request's path: only the build's pages are ever kept.
  const cache = new Map<string, Page>();
  const root = path.resolve(clientDir);
  const files = listBuildFiles(root, (name) => name === "index.html");

  function load(pathname: string): Page | null {
    const file = path.join(root, pathname, "index.html");
    if (!file.startsWith(root + path.sep) || !files.has(file)) return null;
    let page = cache.get(file);
    if (!page) {
      page = toPage(fs.readFileSync(file, "utf8"));
      cache.set(file, page);
    }
    return page;
  }

  async function current(pathname: string): Promise<Page | null> {
    const built = load(pathname);
    if (built === null || !live) return built;
    const rendered = await live.current(pathname, toPage);
    return rendered === undefined ? built : rendered;
  }

  return async (req, res, next) => {
    const pathname = buildFilePath(req);
    if (pathname === null || queryNeedsRender(pathname, req.url)) return next();
    const page = await current(pathname);
    if (page === null) return next();
    const nonce = Buffer.from(String(res.locals.cspNonce ?? ""));
    // Every response gets its own token: the form's time trap starts when this page is sent.
    // A static page must not depend on the database: when the signing key cannot be read (the
    // database is down) the form goes out without a token, which the lead check treats like a bot's.
    const token = page.hasForm ? Buffer.from(await issueFormToken().catch(() => "")) : undefined;
    const body = Buffer.concat(
      page.parts.map((part) => (part === "nonce" ? nonce : part === "token" ? (token as Buffer) : part)),
    );
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Prerendered", "1");
    // No ETag: the nonce makes every response different, so it could never match.
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function toPage(text: string): Page {
  const pieces = withServedOrigin(text).split(placeholders);
  return {
    parts: pieces.map((piece) =>
      piece === CSP_NONCE_PLACEHOLDER
        ? "nonce"
        : piece === FORM_TOKEN_PLACEHOLDER
          ? "token"
          : Buffer.from(piece),
    ),
    hasForm: pieces.includes(FORM_TOKEN_PLACEHOLDER),
  };
}
