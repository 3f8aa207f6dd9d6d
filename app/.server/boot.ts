import http from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type Config, ConfigError, configWarnings, parseConfig, setConfig } from "./config";
import { type DatabaseHandle, openDatabase, setDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { seed } from "./db/seed";
import { createApp } from "./http/app";
import { drainable } from "./http/drain";
import { createLogger } from "./http/logger";
import { startBackgroundJobs } from "./jobs";
import { ensureOwner } from "./services/staff/staff";

export type StartOptions = {
  env?: Record<string, string | undefined>;
  /** Folder of the production build (default ./build, or BUILD_DIR). */
  buildDir?: string;
  dev?: boolean;
};

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ databaseUrl: config.DATABASE_URL })
    : openDatabase({ dataDir: config.DATA_DIR });
}

/** Starts the whole product: configuration, database, migrations, seed, HTTP server and background jobs. */
export async function startServer(options: StartOptions = {}) {
  let config: Config;
  try {
    config = parseConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  setConfig(config);
  const logger = createLogger(config.LOG_LEVEL);
  for (const warning of configWarnings(config)) logger.warn(warning);

  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    // Another process has the embedded database: say which, and stop before touching it.
    if (!(error instanceof DataDirLockedError)) throw error;
    logger.fatal({ dataDir: error.dataDir, pid: error.owner.pid }, error.message);
    console.error(error.message);
    process.exit(1);
  });
  setDatabase(database);
  await migrate(database);
  await seed(database.db, config);
  // Accounts from before roles: the oldest becomes the Owner when there is none.
  await ensureOwner(database.db);
  logger.info({ database: database.kind }, "database ready");

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let clientDir: string | undefined;
  let devMiddleware: RequestHandler | undefined;
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = viteServer.middlewares;
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve(options.buildDir ?? process.env.BUILD_DIR ?? "build");
    build = (await import(/* @vite-ignore */ path.join(buildDir, "server", "index.js"))) as ServerBuild;
    clientDir = path.join(buildDir, "client");
  }

  const app = createApp({ config, logger, build, clientDir, devMiddleware });
  // Slow clients are dropped in seconds (checked every second, not Node's 30); on SIGTERM every
  // request gets an answer (./http/drain.ts).
  const drain = drainable(app);
  const server = http.createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    drain.listener,
  );
  drain.attach(server);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  server.keepAliveTimeout = 65_000;
  const jobs = startBackgroundJobs({ config, logger });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, url: config.PUBLIC_URL }, `listening on http://localhost:${port}`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // No new connections (the listener closes at once, before the first await); requests under
      // way get SHUTDOWN_GRACE_MS to finish, then a 503. Logged after that close, so whoever reads
      // the line can count on a new connection being refused.
      const drained = drain.drain(config.SHUTDOWN_GRACE_MS);
      logger.info("shutting down");
      await drained;
      await jobs.stop();
      await database.close();
      setDatabase(undefined);
      logger.info("stopped");
    })();
    return closing;
  };
  return { server, config, close };
}
