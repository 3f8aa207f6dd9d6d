import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { onCmsHost } from "../hosts";
import { decodedPath } from "./edge";

/** The CMS answers only on the hosts in CMS_HOSTS (spec 6: "development host only", made configurable). */

/** React Router route ids of the CMS (app/routes/cms.tsx and its children). */
export function isCmsRouteId(id: string): boolean {
  return id === "routes/cms" || id.startsWith("routes/cms.");
}

/** The same build without the CMS routes (pages, `.data`, the lazy manifest), for any other host. */
export function withoutCmsRoutes(build: ServerBuild): ServerBuild {
  const keep = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !isCmsRouteId(id)));
  return {
    ...build,
    routes: keep(build.routes) as ServerBuild["routes"],
    assets: { ...build.assets, routes: keep(build.assets.routes) as ServerBuild["assets"]["routes"] },
  };
}

/**
 * Hashed client files only the CMS loads (its route chunks and what only they import) and the full
 * route manifest (public pages discover routes lazily), read from the build's asset manifest.
 */
export function cmsOnlyAssets(build: ServerBuild): Set<string> {
  const cms = new Set<string>();
  const shared = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
  for (const [id, route] of Object.entries(build.assets.routes)) {
    if (!route) continue;
    // With split route modules (v8_splitRouteModules) a route also has its own client action,
    // loader, middleware and fallback chunks: every `*Module` file of the route counts.
    const splitModules = Object.entries(route)
      .filter(([key, value]) => key.endsWith("Module") && typeof value === "string")
      .map(([, value]) => value as string);
    const files = [route.module, ...splitModules, ...(route.imports ?? []), ...(route.css ?? [])];
    for (const file of files) (isCmsRouteId(id) ? cms : shared).add(file);
  }
  const only = new Set([...cms].filter((file) => !shared.has(file)));
  only.add(build.assets.url);
  return only;
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The page renderer, twice: with every route on a CMS host and without the CMS routes elsewhere. */
export function cmsGatedPages(
  build: BuildSource,
  cmsHosts: readonly string[],
  makeHandler: (build: BuildSource) => RequestHandler,
): RequestHandler {
  const full = makeHandler(build);
  const publicOnly = makeHandler(
    typeof build === "function" ? () => build().then(withoutCmsRoutes) : withoutCmsRoutes(build),
  );
  return (req, res, next) => (onCmsHost(req.headers, cmsHosts) ? full : publicOnly)(req, res, next);
}

/** Before the static files: outside CMS_HOSTS the CMS-only files answer 404 (Vite dev serves sources). */
export function hideCmsAssets(build: BuildSource | undefined, cmsHosts: readonly string[]): RequestHandler {
  if (!build || typeof build === "function") return (_req, _res, next) => next();
  const hidden = cmsOnlyAssets(build);
  return (req, res, next) => {
    if (!hidden.has(servedPath(req.path)) || onCmsHost(req.headers, cmsHosts)) return next();
    res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not Found");
  };
}

/** The file path the static handlers resolve a request path to (decoded, `//` and `.` folded). */
function servedPath(requestPath: string): string {
  const decoded = decodedPath(requestPath);
  return decoded === undefined ? requestPath : path.posix.normalize(decoded.replace(/\\/g, "/"));
}

/** Every CMS address: its pages (and their `.data`), its JSON API and the image generator. */
const CMS_PATH = /^\/(?:cms|api\/cms|api\/generate-image)(?:[/.]|$)/i;

export function isCmsPath(requestPath: string): boolean {
  return CMS_PATH.test(requestPath);
}

/**
 * Outside CMS_HOSTS a CMS path does not exist, whatever the method (a 405 or 415 would tell a
 * prober it is there); GET and HEAD of a page path go on to the site's own 404 page.
 */
export function cmsPathsHidden(cmsHosts: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!isCmsPath(req.path) || onCmsHost(req.headers, cmsHosts)) return next();
    const api = /^\/api\//i.test(req.path);
    if (!api && (req.method === "GET" || req.method === "HEAD")) return next();
    res.status(404).set("Cache-Control", "no-store");
    if (api) res.json({ message: "Not found" });
    else res.type("text/plain").send("Not Found");
  };
}
