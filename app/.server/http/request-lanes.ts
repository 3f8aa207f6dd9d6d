import path from "node:path";
import type { Request, RequestHandler } from "express";
import { clientKey } from "../client-key";
import { listBuildFiles, queryNeedsRender } from "./build-file-path";

/**
 * Two lanes on the one event loop (ADR 0026), so a flood's width never delays the cheap answers:
 * - the fast lane, answered at once: GET and HEAD of the build's files (prerendered pages and
 *   their `.data`, assets) and the health checks, which cost a memory copy and no database;
 * - everything else is started one per turn of the loop (`setImmediate`), round robin over
 *   clients (`clientKey`), so fast-lane requests that came in meanwhile go first; what
 *   `preferred` says is answered from memory (a page-cache hit) is started before the rest.
 * Nothing is refused here: the render gate sheds renders, the rate limits refuse clients.
 */
export function requestLanes({
  clientDir,
  preferred = () => false,
}: {
  clientDir?: string;
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
    // Set again, a client already waiting keeps its place (a Map keeps the first insertion's order).
    const line = into.get(client) ?? [];
    into.set(client, line);
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
  // A query the page reads (a filter) makes a prerendered path a server render.
  return files.has(pathname) && !queryNeedsRender(pathname, req.url);
}

/** The public paths of the build's files, read once: `/about` for `about/index.html`, `/` for `index.html`. */
function buildFiles(clientDir: string): Set<string> {
  const root = path.resolve(clientDir);
  const paths = new Set<string>();
  for (const file of listBuildFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (/\.(map|br|gz)$/i.test(relative)) continue;
    paths.add(`/${relative}`.replace(/\/index\.html$/, "") || "/");
  }
  return paths;
}
