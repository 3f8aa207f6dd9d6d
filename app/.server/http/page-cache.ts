import type { RequestHandler, Response } from "express";
import { blogFiltersFrom, blogFiltersSearch } from "~/lib/schemas/blog";
import { blogContentVersion } from "../services/posts/blog";
import { siteSettingsVersion } from "../services/settings";
import { isCmsWrite } from "./site-settings-watch";

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
 * `ttlMs`. The cache holds whole responses without the CSP nonce, which is put back per response.
 * Responses that set cookies, other statuses than 200, bodies over 1 MB and responses marked
 * `private` or `no-store` (an editor's preview of an unpublished post) are not kept, and requests
 * with a `preview` link token are never answered from memory. Requests for a page that is being
 * rendered wait for that render and are answered from it (when it was kept), so a burst of
 * misses for one page costs one render, not one each.
 */
export type PageCacheOptions = { ttlMs?: number; checkMs?: number; maxBytes?: number };

type Entry = { headers: [string, string | string[]][]; parts: Buffer[]; bytes: number; storedAt: number };

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
  checkMs = 1_000,
  maxBytes = 32 * 1024 * 1024,
}: PageCacheOptions = {}): RequestHandler {
  const entries = new Map<string, Entry>();
  /** Pages being rendered now, by key: settled when that response is over. */
  const inFlight = new Map<string, Promise<void>>();
  let totalBytes = 0;
  let version: string | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const clear = () => {
    entries.clear();
    totalBytes = 0;
  };
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

  function store(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) totalBytes -= old.bytes;
    entries.set(key, entry);
    totalBytes += entry.bytes;
    // Oldest first: Map keeps insertion order.
    for (const [oldest, value] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldest);
      totalBytes -= value.bytes;
    }
  }

  return async (req, res, next) => {
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
    // The same page is being rendered for another request: wait for that one instead of
    // rendering it again (a flood's first 32 requests all miss at once otherwise).
    const rendering = hit && Date.now() - hit.storedAt < ttlMs ? undefined : inFlight.get(key);
    if (rendering) {
      await rendering;
      if (res.writableEnded || req.destroyed) return;
      hit = entries.get(key);
    }
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      const nonceBuffer = Buffer.from(nonce);
      const chunks: Buffer[] = [];
      hit.parts.forEach((part, index) => {
        if (index > 0) chunks.push(nonceBuffer);
        chunks.push(part);
      });
      const body = Buffer.concat(chunks);
      res.status(200).setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
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
      store(key, { headers, parts: splitBuffer(body, nonce), bytes: body.length, storedAt: Date.now() });
    });
    next();
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
 */
export function cacheKey(pathname: string, originalUrl: string): string {
  // The query as the page's loader reads it (URLSearchParams), so both agree on every odd escape.
  const query = originalUrl.indexOf("?");
  const params = new URLSearchParams(query === -1 ? "" : originalUrl.slice(query + 1));
  const listing = pathname === "/blog" || pathname === "/blog.data";
  let key = pathname + (listing ? blogFiltersSearch(blogFiltersFrom(params)) : "");
  if (pathname.endsWith(".data") && params.has("_routes")) key += `#_routes=${params.get("_routes")}`;
  return key;
}

function splitBuffer(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let start = 0;
  for (let index = body.indexOf(needle); index !== -1; index = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, index));
    start = index + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}
