import type { RequestHandler } from "express";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";
import { FORM_TOKEN_PLACEHOLDER } from "~/lib/form-token";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "~/lib/public-origin";
import { getConfig } from "../config";
import { issueFormToken, onFormTokenSpent } from "../services/leads/form-token";
import { buildFilePath, builtFiles, queryNeedsRender } from "./build-file-path";
import type { LivePrerender } from "./live-prerender";
import { type StoredBody, type StoredBytes, sendStored, storedBytes, storedHtml } from "./stored-body";

/**
 * Build output with the placeholder origin replaced by PUBLIC_URL's scheme, host and port (page
 * URLs are built from absolute paths, so a path in PUBLIC_URL never shows up in them either).
 */
function withServedOrigin(text: string): string {
  return text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, new URL(getConfig().PUBLIC_URL).origin);
}

/**
 * A page as the build (or a live render) wrote it, with the served origin in place. A page
 * without a lead form is one stored body; a page with one is stored per form-token period, its
 * token in place of the placeholder. A body the byte budget drops is made again from `text`.
 */
type Page = {
  text: string;
  hasForm: boolean;
  stored?: StoredBody;
  period?: Period;
  /** A lead used up the current copy's token: the next request makes a new copy. */
  spent?: boolean;
};
type Period = { start: number; body: Promise<StoredBody>; nonce?: string };

/** Brotli quality of a page kept for one form-token period: rebuilt about once a second under load. */
const PERIOD_QUALITY = 5;

/**
 * Serves the HTML the build wrote for static pages as stored bytes (./stored-body.ts). A query
 * the page reads (queryNeedsRender) falls through to server rendering; any other query (UTM
 * tags, click ids, cache-busters) gets the same page.
 */
export function prerenderedPages(
  clientDir: string,
  live?: LivePrerender,
  budget: StoredBytes = storedBytes(32 * 1024 * 1024),
): RequestHandler {
  const read = builtFiles(clientDir, "index.html", toPage, live);
  return async (req, res, next) => {
    const pathname = buildFilePath(req);
    if (pathname === null || queryNeedsRender(pathname, req.url)) return next();
    const page = await read(pathname);
    if (page === null) return next();
    const body = page.hasForm ? await periodBody(page, budget) : storedOf(page, budget);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("X-Prerendered", "1");
    await sendStored(req, res, body);
  };
}

function toPage(text: string): Page {
  const served = withServedOrigin(text);
  return { text: served, hasForm: served.includes(FORM_TOKEN_PLACEHOLDER) };
}

function storedOf(page: Page, budget: StoredBytes): StoredBody {
  if (page.stored) return page.stored;
  const stored = storedHtml(page.text, CSP_NONCE_PLACEHOLDER);
  page.stored = stored;
  budget.keep(stored, () => {
    if (page.stored === stored) page.stored = undefined;
  });
  return stored;
}

/**
 * How long one stored copy of a page with a lead form is served: half the form's minimum fill
 * time, so a form sent at once is always younger than the minimum (ADR 0054).
 */
export function formTokenPeriodMs(minFillMs = getConfig().FORM_MIN_FILL_MS): number {
  return minFillMs > 0 ? Math.max(1, Math.floor(minFillMs / 2)) : 60 * 60_000;
}

/** Pages by their current token's random part: once a lead used it up, the next request gets a new one. */
const pagesByToken = new Map<string, Page>();
onFormTokenSpent((nonce) => {
  const page = pagesByToken.get(nonce);
  if (page) page.spent = true;
});

function periodBody(page: Page, budget: StoredBytes): Promise<StoredBody> {
  const length = formTokenPeriodMs();
  const now = Date.now();
  const start = Math.floor(now / length) * length;
  const old = page.period;
  if (old?.start === start && !page.spent) return old.body;
  // A copy made again within its period (its token was used up) is dated from now.
  const issuedAt = page.spent && old?.start === start ? now : start;
  page.spent = false;
  if (old?.nonce) pagesByToken.delete(old.nonce);
  old?.body.then((body) => budget.release(body));
  const period: Period = {
    start,
    // A static page must not depend on the database: when the signing key cannot be read (the
    // database is down) the form goes out without a token, which the lead check treats like a bot's.
    body: issueFormToken(issuedAt)
      .catch(() => "")
      .then((token) => {
        const nonce = token.split(".")[1];
        if (nonce && page.period === period) {
          period.nonce = nonce;
          pagesByToken.set(nonce, page);
        }
        const body = storedHtml(
          page.text.replaceAll(FORM_TOKEN_PLACEHOLDER, token),
          CSP_NONCE_PLACEHOLDER,
          PERIOD_QUALITY,
        );
        // A copy replaced before it was made is not kept.
        if (page.period === period)
          budget.keep(body, () => {
            if (page.period !== period) return;
            page.period = undefined;
            if (period.nonce) pagesByToken.delete(period.nonce);
          });
        return body;
      }),
  };
  page.period = period;
  return period.body;
}

/**
 * The loader data written at build time for client-side navigation (`/about.data`,
 * `/_root.data`), with the served origin in place. Any query (React Router's `_routes`) is
 * ignored, as a static file server would.
 */
export function prerenderedData(clientDir: string, live?: LivePrerender): RequestHandler {
  const read = builtFiles(
    clientDir,
    "",
    (text) => Buffer.from(withServedOrigin(text)),
    live,
    (name) => name.endsWith(".data"),
  );
  return async (req, res, next) => {
    if (!req.path.endsWith(".data")) return next();
    const pathname = buildFilePath(req);
    const body = pathname === null ? null : await read(pathname);
    if (body === null) return next();
    // What React Router itself answers a data request with.
    res.setHeader("Content-Type", "text/x-script");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
