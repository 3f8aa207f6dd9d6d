import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "~/lib/request-context";
import { blogFiltersFrom, blogFiltersSearch } from "~/lib/schemas/blog";
import { blogContentVersion } from "../services/posts/blog";
import { siteSettingsVersion } from "../services/settings";
import { withoutCmsRoutes } from "./host-gate";
import { isCmsWrite } from "./site-settings-watch";
import {
  type StoredBody,
  type StoredBytes,
  scriptHashesForNonce,
  sendStored,
  storedBody,
  storedBytes,
  storedHtml,
} from "./stored-body";

/**
 * Short-lived cache of the server-rendered blog pages (/blog, /blog/{slug}, their .data and
 * the RSS feed) for anonymous GET requests, so a busy article costs a memory copy instead of
 * four database queries and a React render.
 *
 * Freshness: the pages depend only on the blog posts and the site settings. At most once per `checkMs` (1 s) a request
 * starts a read of a version of the table (visible posts, all posts, last edit) and does not wait
 * for it; when it moved the cache is emptied. A CMS write on this instance forces that check on
 * the next request, which waits for it, so staff see their change at once; other instances follow
 * within a second or so. Entries also expire after
 * `ttlMs`. The cache holds whole responses without the CSP nonce: a hit is sent as stored bytes,
 * compressed once per coding, with an ETag, and an HTML page's CSP names its inline scripts'
 * hashes instead (./stored-body.ts). Entries are held under the server's one byte budget for stored
 * bodies (`budget`, every coding counted, shared with the prerendered pages): the least recently
 * sent is dropped first, and an entry past its stale time is dropped when it is next asked for.
 * Responses that set cookies, other statuses than 200, bodies over 1 MB and responses marked
 * `private` or `no-store` (an editor's preview of an unpublished post) are not kept, and requests
 * with a `preview` link token are never answered from memory. Requests for a page that is being
 * rendered wait for that render and are answered from it (when it was kept), so a burst of
 * misses for one page costs one render, not one each.
 *
 * Stale while revalidating: an entry older than `ttlMs` (and younger than `ttlMs + staleMs`) is
 * answered at once, marked `X-Page-Cache: stale`, while `refresh` renders that page again in the
 * background: one render per page at a time and one in all, so a crowd on expired pages starts no
 * stampede. A refresh that does not answer 200 drops the entry (the next request renders it and
 * gets the real answer). Without `refresh` an expired entry is a miss.
 *
 * A listing render is a render of its own key: parameters the page does not read are taken out
 * of the request's URL before the renderer sees it, so what is kept is what the key names.
 */
export type PageCacheOptions = {
  ttlMs?: number;
  /** How long past `ttlMs` an entry is still answered while it is rendered again. */
  staleMs?: number;
  checkMs?: number;
  /** The byte budget the entries are kept under, every coding counted (the server's one). */
  budget?: StoredBytes;
  /** Renders a page (a path and query) with the given CSP nonce, for the background refresh. */
  refresh?: PageRefresh;
};

export type PageRefresh = (url: string, nonce: string) => Promise<globalThis.Response>;

export type BlogPageCache = RequestHandler & {
  /** Whether this GET or HEAD would be answered from memory, fresh or stale (the request lanes ask). */
  holds(req: Request): boolean;
};

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

export function blogPageCache({
  ttlMs = 60_000,
  staleMs = 10 * 60_000,
  checkMs = 1_000,
  budget = storedBytes(32 * 1024 * 1024),
  refresh,
}: PageCacheOptions = {}): BlogPageCache {
  const entries = new Map<string, Entry>();
  /** Pages being rendered now, by key: settled when that response is over. */
  const inFlight = new Map<string, Promise<void>>();
  /** Pages being rendered again in the background, by key. */
  const refreshing = new Set<string>();
  let version: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  /** Moves on every clear: a background render begun before it is not kept. */
  let generation = 0;

  const clear = () => {
    for (const entry of entries.values()) budget.release(entry.body);
    entries.clear();
    generation++;
  };
  const ageOf = (entry: Entry) => Date.now() - entry.storedAt;
  const isFresh = (entry: Entry | undefined): entry is Entry => entry !== undefined && ageOf(entry) < ttlMs;
  const isServable = (entry: Entry | undefined): entry is Entry =>
    entry !== undefined && (isFresh(entry) || (refresh !== undefined && ageOf(entry) < ttlMs + staleMs));
  const forceCheck = () => {
    checkedAt = 0;
  };

  /**
   * Resolves at once unless the cache must not answer before the check: the first look, and the
   * first after a CMS write on this instance (staff see their change at once). Otherwise the
   * check runs behind the request: a cache hit or a shed request must not wait on the database,
   * which under a flood of renders is busy with their queries. A stale entry can then
   * be answered for one more round trip after another instance's write, never after this one's.
   */
  function ensureFresh(): Promise<void> | undefined {
    if (Date.now() - checkedAt < checkMs) return undefined;
    const mustWait = checkedAt === 0;
    checking ??= (async () => {
      try {
        // The pages show the site settings too (the footer's details, dates in the site's zone).
        const next = (await Promise.all([blogContentVersion(), siteSettingsVersion()])).join("|");
        if (next !== version) clear();
        version = next;
        checkedAt = Date.now();
      } finally {
        checking = undefined;
      }
    })();
    if (mustWait) return checking;
    checking.catch(() => {}); // database trouble: the next request looks again
    return undefined;
  }

  /** Keeps `entry` under the budget, which drops it (least recently sent first) to make room. */
  function store(key: string, entry: Entry) {
    remove(key);
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
      const cacheControl = response.headers.get("cache-control") ?? "";
      if (
        response.status !== 200 ||
        response.headers.has("set-cookie") ||
        /\b(?:private|no-store)\b/i.test(cacheControl) ||
        body.length > maxEntryBytes
      ) {
        remove(key);
        return;
      }
      // The stale entry's headers are the middleware's defaults for this page; the route's own
      // replace them as they do on a foreground render (routeHeadersReplaceDefaults).
      const headers = new Map(stale.headers);
      for (const [name, value] of response.headers)
        if (!skippedHeaders.has(name) && name !== "set-cookie") headers.set(name, value);
      store(key, {
        headers: [...headers],
        body: keep(body, response.headers.get("content-type"), nonce),
        storedAt: Date.now(),
      });
    })()
      // The database is down or the render failed: the stale page stays until a later request
      // tries again or it ages out.
      .catch(() => {})
      .finally(() => refreshing.delete(key));
  }

  function answer(req: Request, res: Response, entry: Entry, state: "hit" | "stale") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", state);
    scriptHashesForNonce(res, entry.body);
    return sendStored(req, res, entry.body);
  }

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Staff changed something: look at the posts again once this request is done.
      if (isCmsWrite(req)) {
        forceCheck();
        res.once("finish", forceCheck);
      }
      return next();
    }
    if (!cacheable.test(req.path)) return next();
    // A preview link shows an unpublished post to its holder only: never answered from memory.
    if (req.query.preview !== undefined) return next();
    try {
      const check = ensureFresh();
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
    // The same page is being rendered for another request: wait for that one instead of
    // rendering it again (a flood's first 32 requests all miss at once otherwise).
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
      if (
        status !== 200 ||
        // Bytes the handler encoded itself (a static file's .br or .gz copy) are right only for the
        // client that asked for them; the cache keeps plain bodies, which the compression
        // middleware encodes per response on the way out.
        encoded ||
        body.length > maxEntryBytes ||
        res.getHeader("set-cookie") !== cookiesBefore ||
        // A page for one viewer (an editor's preview) says so; it is never kept for the next.
        /\b(?:private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""))
      )
        return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !skippedHeaders.has(name) && value !== undefined)
        .map(
          ([name, value]) =>
            [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]],
        );
      const type = res.getHeader("content-type");
      store(key, {
        headers,
        body: keep(body, type === undefined ? null : String(type), nonce),
        storedAt: Date.now(),
      });
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
    holds(req: Request) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (!cacheable.test(req.path) || req.query.preview !== undefined) return false;
      return isServable(entries.get(cacheKey(req.path, req.originalUrl)));
    },
  });
}

const isListing = (pathname: string) => pathname === "/blog" || pathname === "/blog.data";

/**
 * Renders a public page as the page renderer would, for the background refresh: React Router's
 * handler on the public routes (no CMS route, no cookie, no session: what the cache keeps is
 * what any visitor gets).
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
 * and whether the handler had already set a Content-Encoding when it started writing (the
 * compression middleware sets its own only once the headers go out, below this wrapper).
 */
function capture(res: Response, done: (status: number, body: Buffer, encoded: boolean) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let encoded: boolean | undefined;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    encoded ??= res.headersSent || res.getHeader("content-encoding") !== undefined;
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxEntryBytes) overflow = true;
    else chunks.push(Buffer.from(buffer));
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    if (!overflow) done(res.statusCode, Buffer.concat(chunks), encoded ?? false);
    return end(chunk, encoding, callback);
  }) as Response["end"];
}

/**
 * The key is what the page depends on, never the raw URL: otherwise `?b=1`, `?b=2`, ... make
 * each request a render (a cache-busting flood). The listing keys on its own filters
 * as the page reads them (blogFiltersFrom, app/lib/schemas/blog.ts); an article and the feed on their path only;
 * a `.data` request also on React Router's `_routes`, which chooses the loaders that answer.
 * The key is itself a URL of the page (path and query), which a refresh renders.
 */
export function cacheKey(pathname: string, originalUrl: string): string {
  // The query as the page's loader reads it (URLSearchParams), so both agree on every odd escape.
  const query = originalUrl.indexOf("?");
  const params = new URLSearchParams(query === -1 ? "" : originalUrl.slice(query + 1));
  const search = isListing(pathname)
    ? new URLSearchParams(blogFiltersSearch(blogFiltersFrom(params)))
    : new URLSearchParams();
  const routes = params.get("_routes");
  if (pathname.endsWith(".data") && routes !== null) search.set("_routes", routes);
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * A search of the listing (`/blog?q=`): a render that no other visitor's request will share, put
 * behind every other render by the render gate and the first it sheds (ADR 0026).
 */
export function isBlogSearch(req: Request): boolean {
  if (!isListing(req.path)) return false;
  const query = req.originalUrl.indexOf("?");
  if (query === -1) return false;
  return blogFiltersFrom(new URLSearchParams(req.originalUrl.slice(query + 1))).q !== "";
}

/** What an entry keeps: an HTML page without its nonce (its scripts hashed), anything else as it is. */
function keep(body: Buffer, contentType: string | null, nonce: string): StoredBody {
  return contentType?.startsWith("text/html")
    ? storedHtml(body.toString("utf8"), nonce, FILL_QUALITY)
    : storedBody(body, FILL_QUALITY);
}
