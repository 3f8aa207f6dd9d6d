import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import { clientKey } from "../client-key";
import { queryNeedsRender } from "./page-parameters";

/**
 * Two lanes on the one event loop (ADR 0026). Node answers the requests that arrive
 * together one after the other, whole, in arrival order: 32 requests of a flood that came in with
 * one `GET /` each cost their share (a page-cache hit about 2 ms of headers, copying and socket
 * writes; a render's start) before the home page's turn, so its wait grew with the flood's width,
 * not with its own cost.
 *
 * - The **fast lane** is answered at once, as before: GET and HEAD of what the build holds as
 *   files (prerendered pages and their `.data`, hashed assets, other files of the build) and the
 *   health checks. These cost a memory copy and touch no database.
 * - Everything else (server renders, page-cache hits, the API, CMS pages) is **taken one per
 *   turn of the event loop** (`setImmediate`), round robin over clients (`clientKey`: an IPv6
 *   client on its /64), so between two of them the loop reads its sockets again and a fast-lane
 *   request that came in meanwhile goes first. A request that has been taken runs as before; the
 *   lanes only order the starts. A flood of one client waits in its own line, and another
 *   client's first request is taken next.
 * - Among those, what `preferred` says is answered from memory (a page-cache hit, fresh or
 *   stale) is taken before any other: a crowd of renders and searches from many addresses, each
 *   a client of its own, never stands in front of a cached page.
 *
 * What a request costs before its lane is chosen is Node's HTTP parsing and the middleware in
 * front of this (the request log line and the headers): a fraction of what it would cost to answer.
 * Nothing is refused here: the render gate sheds renders, the rate limits refuse clients.
 */
export function requestLanes({
  clientDir,
  preferred = () => false,
}: {
  clientDir?: string;
  /** Requests answered from memory, taken before the others (the page cache's `holds`). */
  preferred?: (req: Request) => boolean;
}): RequestHandler {
  const files = clientDir ? buildFiles(clientDir) : new Set<string>();
  /** Per client, in turn order: the preferred requests' lines and everybody else's. */
  const cheap = new Map<string, (() => void)[]>();
  const lines = new Map<string, (() => void)[]>();
  let scheduled = false;

  const takeOne = () => {
    scheduled = false;
    const from = cheap.size > 0 ? cheap : lines;
    // The Map keeps insertion order: the first client in it is the one whose turn has come.
    const first = from.entries().next();
    if (first.done) return;
    const [client, line] = first.value;
    const start = line.shift();
    from.delete(client);
    // Its next request, if any, goes to the back: one request per client per round.
    if (line.length > 0) from.set(client, line);
    if (cheap.size > 0 || lines.size > 0) schedule();
    start?.();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(takeOne);
  };

  return (req, res, next) => {
    if (fastLane(req, files)) return next();
    const client = clientKey(req.ip);
    const into = preferred(req) ? cheap : lines;
    let line = into.get(client);
    if (!line) {
      line = [];
      into.set(client, line);
    }
    const start = () => {
      // A client that went away while it waited costs nothing more.
      if (req.destroyed || res.writableEnded) return;
      next();
    };
    line.push(start);
    schedule();
  };
}

function fastLane(req: Request, files: Set<string>): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = req.path;
  if (pathname === "/healthz" || pathname === "/readyz") return true;
  // A query the page reads (a filter) makes a prerendered path a server render; any other
  // query (UTM tags, cache-busters) gets the same file (see prerenderedPages).
  return files.has(pathname) && !queryNeedsRender(pathname, req.url);
}

/**
 * The public paths of the build's files, read once: `/about` for `about/index.html`, `/` for
 * `index.html`, and every file under its own path. A path not in the set (anything an attacker
 * makes up) takes the other lane, so this never grows.
 */
function buildFiles(clientDir: string): Set<string> {
  const root = path.resolve(clientDir);
  const paths = new Set<string>();
  if (!fs.existsSync(root)) return paths;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (/\.(map|br|gz)$/i.test(relative)) continue;
    if (relative === "index.html") paths.add("/");
    else if (relative.endsWith("/index.html")) paths.add(`/${relative.slice(0, -"/index.html".length)}`);
    else paths.add(`/${relative}`);
  }
  return paths;
}
