import { idleCollection } from "./idle-collection";
import { clientKey } from "../client-key";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type pino from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "../config";
import { getDatabase } from "../db/client";
import { onCmsHost } from "../hosts";
import { createApiRouter } from "./api";
import {
  decodedPath,
  oneClickUnsubscribeFromAnyOrigin,
  originFormTargetsOnly,
  rejectMalformedPaths,
  trailingSlashRedirect,
  validRequestHost,
} from "./edge";
import { hasBody } from "./json-body";
import { httpLogger } from "./logger";
import { blogPageCache, isBlogSearch, renderForCache } from "./page-cache";
import { livePrerender } from "./live-prerender";
import { prerenderedData, prerenderedPages } from "./prerendered";
import { storedBytes } from "./stored-body";
import { cspNonce, securityHeaders } from "./security-headers";
import { cmsGatedPages, cmsPathsHidden, hideCmsAssets } from "./host-gate";
import { cmsSameOriginOnly } from "./guards";
import { serveMedia } from "./media-route";
import { createMailImageRouter } from "../mail/newsletter/mail-images";
import { pageMethodsOnly } from "./methods";
import { countPageViews } from "./page-views";
import { renderGate } from "./render-gate";
import { requestLanes } from "./request-lanes";
import { routeHeadersReplaceDefaults, uncachedPages } from "./route-headers";
import { createSeoRouter } from "./seo";
import { watchSiteSettings } from "./site-settings-watch";

export type CreateAppOptions = {
  config: Config;
  logger: pino.Logger;
  /** The React Router server build, or a loader of it (Vite dev). Absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  devMiddleware?: RequestHandler;
};

export function createApp({ config, logger, build, clientDir, devMiddleware }: CreateAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // Express 5 answers "/about/" like "/about"; strict routing keeps the canonical form unique.
  app.set("strict routing", true);

  // The production build itself (not Vite's loader of it), for the renders made outside a request.
  const built = typeof build === "object" ? build : undefined;
  // Every page body kept in memory (prerendered copies, the page cache) under one byte budget.
  const storedPages = storedBytes(config.STORED_PAGES_MB * 1024 * 1024);
  const pageCache =
    config.NODE_ENV === "production"
      ? blogPageCache({ budget: storedPages, refresh: built && renderForCache(built, config.PUBLIC_URL) })
      : undefined;

  app.use(idleCollection());
  app.use(httpLogger(logger));
  // "*", "host:443" and "http://elsewhere/..." are no path of ours: 400 before anything routes.
  app.use(originFormTargetsOnly);
  // Prerendered pages, assets and health checks at once; every other request one per turn of the
  // event loop, round robin over clients, cached pages first, so a flood cannot push them back.
  app.use(requestLanes({ clientDir, preferred: pageCache?.holds }));
  app.use(cspNonce);
  app.use(securityHeaders(config, { csp: !devMiddleware }));
  app.use(compression());
  // Template demos (ADR 0020) are sample sites for buyers, never search results.
  app.use("/demos", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await getDatabase().ping();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "not ready", message: "The database is unreachable." });
    }
  });

  // Host and forwarding headers, once for everything after the health checks.
  app.use(validRequestHost);
  // Outside CMS_HOSTS no CMS path exists, whatever the method.
  app.use(cmsPathsHidden(config.cmsHosts));
  // CSRF, once for every CMS write (pages, their .data posts, the API): 403 from another origin.
  app.use(cmsSameOriginOnly);
  app.use(rejectMalformedPaths);
  // One canonical URL per page: "/about/" moves permanently to "/about" (same-origin paths only).
  app.use(trailingSlashRedirect);

  // Cookie-free analytics (ADR 0024): before the page cache and the prerendered pages, which answer pages.
  app.use(countPageViews(logger));

  // Before the API: CMS writes tell the blog page cache to look at the posts again, and the
  // prerendered pages at the site settings (ADR 0028).
  if (pageCache) app.use(pageCache);
  const settingsWatch = watchSiteSettings();
  app.use(settingsWatch.afterCmsWrites);
  app.use("/api", createApiRouter());
  app.use(createSeoRouter({ clientDir }));
  app.get("/media/:file", serveMedia);
  app.use(createMailImageRouter({ clientDir }));

  if (devMiddleware) app.use(devMiddleware);

  if (clientDir) {
    // The CMS's own scripts (and the full route manifest) exist only on CMS_HOSTS.
    app.use(hideCmsAssets(build, config.cmsHosts));
    app.use("/assets", publishedFiles(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    const live = built && livePrerender(settingsWatch, built);
    app.use(prerenderedPages(clientDir, live, storedPages));
    app.use(prerenderedData(clientDir, live));
    app.use(
      publishedFiles(clientDir, {
        maxAge: "1h",
        dotfiles: "ignore",
        setHeaders(res, filePath) {
          if (filePath.endsWith(".data"))
            res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
        },
      }),
    );
  }

  if (build) {
    app.use(oneClickUnsubscribeFromAnyOrigin);
    app.all(
      "*splat",
      pageMethodsOnly,
      formBodiesOnly,
      routeHeadersReplaceDefaults,
      uncachedPages,
      discardUnreadBody,
      // Last before the renderer: only real renders count against a client or get shed.
      renderGate({
        rendersPerMinute: config.RENDERS_PER_MINUTE,
        shedLagMs: config.SHED_LAG_MS,
        concurrency: config.RENDER_CONCURRENCY,
        queue: config.RENDER_QUEUE,
        unbudgeted: (req) => onCmsHost(req.headers, config.cmsHosts),
        // A search is a render no other visitor shares: after every other, and shed first.
        lowPriority: isBlogSearch,
      }),
      // Outside CMS_HOSTS the page renderer has no CMS routes at all (404, nothing in /__manifest).
      cmsGatedPages(build, config.cmsHosts, (pageBuild) =>
        createRequestHandler({
          build: pageBuild,
          mode: config.NODE_ENV === "production" ? "production" : "development",
          getLoadContext(req, res) {
            const context = new RouterContextProvider();
            context.set(requestContext, {
              cspNonce: String(res.locals.cspNonce),
              requestId: String(req.id ?? ""),
              clientIp: clientKey(req.ip),
              siteSettings: settingsWatch.current,
            });
            return context;
          },
        }),
      ),
    );
  }

  app.use(lastErrorHandler);
  return app;
}

/** Instead of Express's own: a client error keeps its 4xx, anything else is logged once, redacted. */
const lastErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? error?.statusCode);
  if (status >= 400 && status < 500) {
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Bad Request");
    return;
  }
  req.log?.error({ err: error }, "unhandled error");
  res.status(500).type("text/plain").send("Internal Server Error");
};

/**
 * Static files with their build-time brotli and gzip copies (scripts/precompress.mjs). Never
 * served as a file (on to the renderer's 404): source maps, compressed copies under their own
 * names, and prerendered HTML under its file name (it holds the nonce placeholder).
 */
function publishedFiles(
  root: string,
  options: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { index: false, redirect: false, ...options },
  });
  return (req, res, next) => {
    const pathname = decodedPath(req.path);
    if (pathname === undefined || /\.(map|br|gz)$/i.test(pathname) || /(^|\/)index\.html$/i.test(pathname))
      return next();
    return serve(req, res, next);
  };
}

/**
 * A page action may answer without reading the whole body (a 415); the renderer has then paused
 * the request and the next one on a kept-alive connection would hang. The rest is thrown away.
 */
const discardUnreadBody: RequestHandler = (req, res, next) => {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data");
    req.resume();
  });
  next();
};

/** The page actions that read JSON (`readJsonBody`): the post editor's saves. */
const jsonPageActions = /^\/cms\/posts\/[^/]+(?:\.data)?$/;

/** Page actions read urlencoded or multipart forms: any other body is a 415 here, not a 500 in the action. */
const formBodiesOnly: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (!hasBody(req) || req.is(["application/x-www-form-urlencoded", "multipart/form-data"])) return next();
  if (jsonPageActions.test(req.path) && req.is("application/json")) return next();
  res
    .status(415)
    .type("text/plain")
    .send(
      "Unsupported Media Type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
};
