import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "~/lib/request-context";
import { blogFiltersFrom, blogFiltersSearch } from "~/lib/schemas/blog";
import { blogContentVersion } from "../services/posts/blog";
import { siteSettingsVersion } from "../services/settings";
import { withoutCmsRoutes } from "./host-gate";
import { versionLook } from "./site-settings-watch";
import {
  type StoredBody,
  type StoredBytes,
  sendStored,
  storedBody,
  storedBytes,
  storedHtml,
} from "./stored-body";

/**
 * Short-lived cache of the server-rendered blog pages (/blog, /blog/{slug}, their .data and the
 * RSS feed) for anonymous GET requests, held as stored bodies (./stored-body.ts) under the
 * server's one byte budget. At most once per `checkMs` a request starts a version check of the
 * posts and settings (a CMS write here forces one the next request waits for); a moved version
 * empties the cache. Only plain 200 answers up to 1 MB that set no cookie and are not `private`
 * or `no-store` are kept; `?preview=` requests never touch it. Concurrent misses of one page wait
 * for its one render. An entry past `ttlMs` (and within `staleMs` more) is answered `stale` while
 * `refresh` renders it again in the background, one render at a time.
 */
export type PageCacheOptions = {
  ttlMs?: number;
  staleMs?: number;
  checkMs?: number;
  budget?: StoredBytes;
  /** Renders a page (a path and query) with the given CSP nonce, for the background refresh. */
  refresh?: PageRefresh;
};

export type PageRefresh = (url: string, nonce: string) => Promise<globalThis.Response>;

type Entry = { headers: [string, string | string[]][]; body: StoredBody; storedAt: number };

/** Brotli quality at cache fill: a quick copy (a page is filled again every minute while it is read). */
const FILL_QUALITY = 5;

const cacheable = /^\/blog(?:\.data|\/rss\.xml|\/[^/]+)?$/;
const skippedHeaders = new Set([
  "set-cookie",
  "content-length",
  "content-security-policy",
  "x-request-id",
  "date",
  "etag",
  "x-page-cache",
  "transfer-encoding",
  "content-encoding",
  "vary",
]);
const maxEntryBytes = 1024 * 1024;

/** A plain 200 for any visitor: no cookie set, not marked for one viewer (an editor's preview). */
const keepable = (status: number, setsCookie: boolean, cacheControl: unknown, bytes: number) =>
  status === 200 &&
  !setsCookie &&
  bytes <= maxEntryBytes &&
  !/\b(?:private|no-store)\b/i.test(String(cacheControl ?? ""));

/** GET or HEAD of a blog page without a preview token (a preview is never answered from memory). */
const mayAnswer = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") &&
  cacheable.test(req.path) &&
  req.query.preview === undefined;

export function blogPageCache({
  ttlMs = 60_000,
  staleMs = 10 * 60_000,
  checkMs = 1_000,
  budget = storedBytes(32 * 1024 * 1024),
  refresh,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  /** Pages being rendered now, by key: settled when that response is over. */
  const inFlight = new Map<string, Promise<void>>();
  const refreshing = new Set<string>();
  let version: string | undefined;
  /** Moves on every clear: a background render begun before it is not kept. */
  let generation = 0;

  const ageOf = (entry: Entry) => Date.now() - entry.storedAt;
  const isFresh = (entry: Entry | undefined): entry is Entry => entry !== undefined && ageOf(entry) < ttlMs;
  const isServable = (entry: Entry | undefined): entry is Entry =>
    entry !== undefined && (isFresh(entry) || (refresh !== undefined && ageOf(entry) < ttlMs + staleMs));

  const versions = versionLook(checkMs, async () => {
    // The pages show the site settings too (the footer's details, dates in the site's zone).
    const next = (await Promise.all([blogContentVersion(), siteSettingsVersion()])).join("|");
    if (next !== version) {
      for (const entry of entries.values()) budget.release(entry.body);
      entries.clear();
      generation++;
    }
    version = next;
  });

  /** Keeps `entry` under the budget, which drops it (least recently sent first) to make room. */
  function store(key: string, headers: Entry["headers"], body: Buffer, type: string | null, nonce: string) {
    remove(key);
    // An HTML page is kept without its nonce (its scripts hashed), anything else as it is.
    const stored = type?.startsWith("text/html")
      ? storedHtml(body.toString("utf8"), nonce, FILL_QUALITY)
      : storedBody(body, FILL_QUALITY);
    const entry = { headers, body: stored, storedAt: Date.now() };
    entries.set(key, entry);
    budget.keep(entry.body, () => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }

  function remove(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    budget.release(old.body);
  }

  /** Renders `key`'s page (the key is its URL) again behind the requests that get the stale one. */
  function revalidate(key: string, stale: Entry) {
    if (!refresh || refreshing.size > 0) return; // one at a time; the next request asks again
    refreshing.add(key);
    const startedIn = generation;
    const nonce = crypto.randomBytes(16).toString("base64");
    (async () => {
      const response = await refresh(key, nonce);
      const body = Buffer.from(await response.arrayBuffer());
      if (startedIn !== generation) return;
      const { status, headers } = response;
      if (!keepable(status, headers.has("set-cookie"), headers.get("cache-control"), body.length))
        return remove(key);
      // The stale entry's headers are the middleware's defaults; the route's own replace them
      // as on a foreground render (routeHeadersReplaceDefaults).
      const merged = new Map(stale.headers);
      for (const [name, value] of headers) if (!skippedHeaders.has(name)) merged.set(name, value);
      store(key, [...merged], body, headers.get("content-type"), nonce);
    })()
      // The render failed: the stale page stays until a later request tries again or it ages out.
      .catch(() => {})
      .finally(() => refreshing.delete(key));
  }

  function answer(req: Request, res: Response, entry: Entry, state: "hit" | "stale") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", state);
    return sendStored(req, res, entry.body);
  }

  const handler: RequestHandler = async (req, res, next) => {
    // Staff changed something: look at the posts again now and once this request is done.
    versions.noteCmsWrite(req, res);
    if (!mayAnswer(req)) return next();
    try {
      const check = versions.due();
      if (check) await check;
    } catch {
      return next(); // database trouble: let the page renderer answer (and report) it
    }
    const key = cacheKey(req.path, req.originalUrl);
    const nonce = String(res.locals.cspNonce ?? "");
    let hit = entries.get(key);
    // Past its stale time an entry is only bytes held for nothing.
    if (hit && !isServable(hit)) remove(key);
    if (isServable(hit) && !isFresh(hit)) {
      revalidate(key, hit);
      return answer(req, res, hit, "stale");
    }
    // The same page is being rendered for another request: wait for that one instead.
    const rendering = isFresh(hit) ? undefined : inFlight.get(key);
    if (rendering) {
      await rendering;
      if (res.writableEnded || req.destroyed) return;
      hit = entries.get(key);
    }
    if (isFresh(hit)) return answer(req, res, hit, "hit");
    res.setHeader("X-Page-Cache", "miss");
    // HTML revalidates like the prerendered pages; a route may set its own (the RSS feed does).
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if (req.method !== "GET") return next();
    if (!inFlight.has(key)) {
      const done = new Promise<void>((resolve) => res.once("close", resolve));
      inFlight.set(key, done);
      done.then(() => inFlight.delete(key));
    }
    const cookiesBefore = res.getHeader("set-cookie");
    capture(res, (status, body, encoded) => {
      // Bytes the handler encoded itself (a static file's .br copy) are right only for the client
      // that asked for them; the cache keeps plain bodies.
      const setsCookie = res.getHeader("set-cookie") !== cookiesBefore;
      if (encoded || !keepable(status, setsCookie, res.getHeader("cache-control"), body.length)) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !skippedHeaders.has(name) && value !== undefined)
        .map(([name, value]): Entry["headers"][number] => [
          name,
          Array.isArray(value) ? value : String(value),
        ]);
      const type = res.getHeader("content-type");
      store(key, headers, body, type === undefined ? null : String(type), nonce);
    });
    // The listing renders its key, not the request: a parameter it does not read never reaches
    // the renderer. (An article keeps its query: a former slug's redirect carries it along.)
    if (isListing(req.path) && req.originalUrl !== key) {
      req.url = key;
      req.originalUrl = key;
    }
    next();
  };

  return Object.assign(handler, {
    /** Whether this GET or HEAD would be answered from memory, fresh or stale (the request lanes ask). */
    holds: (req: Request) => mayAnswer(req) && isServable(entries.get(cacheKey(req.path, req.originalUrl))),
  });
}

const isListing = (pathname: string) => pathname === "/blog" || pathname === "/blog.data";

/** The query of a URL as the page's loader reads it (URLSearchParams), so both agree on every odd escape. */
const queryOf = (originalUrl: string) => {
  const at = originalUrl.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : originalUrl.slice(at + 1));
};

/**
 * Renders a public page as the page renderer would, for the background refresh: no CMS route,
 * no cookie, no session, so what the cache keeps is what any visitor gets.
 */
export function renderForCache(build: ServerBuild, origin: string): PageRefresh {
  const handle = createRequestHandler(withoutCmsRoutes(build), "production");
  return (url, nonce) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { cspNonce: nonce, requestId: "page-cache-refresh", clientIp: "" });
    return handle(new Request(new URL(url, origin)), context);
  };
}

/**
 * Collects what the handler writes (before compression, which wraps the same methods earlier),
 * and whether a Content-Encoding was already set when it started writing.
 */
function capture(res: Response, done: (status: number, body: Buffer, encoded: boolean) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let encoded: boolean | undefined;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    encoded ??= res.headersSent || res.getHeader("content-encoding") !== undefined;
    if (size > maxEntryBytes || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= maxEntryBytes) chunks.push(buffer);
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    if (size <= maxEntryBytes) done(res.statusCode, Buffer.concat(chunks), encoded ?? false);
    return end(chunk, encoding, callback);
  }) as Response["end"];
}

/**
 * The key is what the page depends on, never the raw URL (else `?b=1`, `?b=2`, ... each cost a
 * render): the listing's filters as the page reads them, an article's and the feed's path, and
 * a `.data` request's `_routes`. The key is itself a URL of the page, which a refresh renders.
 */
export function cacheKey(pathname: string, originalUrl: string): string {
  const params = queryOf(originalUrl);
  const search = new URLSearchParams(isListing(pathname) ? blogFiltersSearch(blogFiltersFrom(params)) : "");
  const routes = params.get("_routes");
  if (pathname.endsWith(".data") && routes !== null) search.set("_routes", routes);
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** A search of the listing (`/blog?q=`): a render no other visitor shares, the gate's first to shed (ADR 0026). */
export function isBlogSearch(req: Request): boolean {
  return isListing(req.path) && blogFiltersFrom(queryOf(req.originalUrl)).q !== "";
}
