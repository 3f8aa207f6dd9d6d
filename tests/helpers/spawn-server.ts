import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./clients";
import { migratedDataDir } from "./pglite-template";
import { scratchDatabase } from "./prepared-database";

/** Folder of the production build the spawned servers run (CI's `npm test` builds into build/). */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export function hasProductionBuild(dir = buildDir) {
  return fs.existsSync(path.join(dir, "server.js")) && fs.existsSync(path.join(dir, "client"));
}

/**
 * Copies the production build into a throwaway folder inside the repository (so the bundle
 * still resolves node_modules), for tests that plant files into it.
 */
export function copyBuild(): string {
  const parent = path.resolve("tmp");
  fs.mkdirSync(parent, { recursive: true });
  const copy = fs.mkdtempSync(path.join(parent, "build-copy-"));
  fs.cpSync(buildDir, copy, { recursive: true });
  return copy;
}

export type SpawnedServer = {
  url: string;
  port: number;
  child: ChildProcess;
  env: Record<string, string>;
  /** Everything the server wrote to stdout so far (pino JSON lines). */
  stdout(): string;
  stderr(): string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the process (SIGKILL if still running) and drops the database the helper made for it. */
  dispose(): Promise<void>;
};

export type SpawnOptions = {
  /** Extra environment; DATA_DIR defaults to a fresh temp folder, PORT to a free port. */
  env?: Record<string, string | undefined>;
  /** How long to wait for /readyz (ms). */
  readyTimeoutMs?: number;
  /** Wait for /readyz → 200 (default), or only for the port to answer /healthz. */
  waitFor?: "readyz" | "healthz";
  /** Another build folder (default: BUILD_DIR or build). */
  buildDir?: string;
  /**
   * "auto" (default): a fresh database on TEST_DATABASE_URL's server when that is set (CI), else
   * PGlite in a fresh DATA_DIR. "pglite": always PGlite. Ignored when env sets DATABASE_URL.
   */
  database?: "auto" | "pglite";
};

/** A new, empty database on TEST_DATABASE_URL's PostgreSQL server (the server migrates it). */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  return scratchDatabase(adminUrl, "spawn");
}

const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/**
 * Starts the production build (`node $BUILD_DIR/server.js`) as a child process with
 * NODE_ENV=production, waits until /readyz answers 200 and returns a handle to it.
 */
export async function spawnServer(options: SpawnOptions = {}, attempt = 1): Promise<SpawnedServer> {
  const dir = options.buildDir ? path.resolve(options.buildDir) : buildDir;
  if (!hasProductionBuild(dir)) throw new Error(`No production build in ${dir}: run npm run build first`);
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "info",
    BUILD_DIR: dir,
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  let ownDatabase: { url: string; drop(): Promise<void> } | undefined;
  if (!env.DATABASE_URL && options.database !== "pglite" && process.env.TEST_DATABASE_URL) {
    ownDatabase = await createServerDatabase();
    env.DATABASE_URL = ownDatabase.url;
  }
  // A folder of its own unless the test names one; disposing of the server removes only that.
  // On PGlite it holds the run's migrated template, so the server skips initdb.
  const ownDataDir =
    "DATA_DIR" in (options.env ?? {})
      ? undefined
      : env.DATABASE_URL
        ? fs.mkdtempSync(path.join(os.tmpdir(), "hd-spawn-data-"))
        : migratedDataDir("hd-spawn-data-");
  if (ownDataDir) env.DATA_DIR = ownDataDir;
  const child = spawn(process.execPath, [path.join(dir, "server.js")], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const probe = options.waitFor === "healthz" ? "/healthz" : "/readyz";
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (hasExited) {
      await ownDatabase?.drop().catch(() => {});
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      // The port it was given was taken before it listened: another try on another port.
      if (!options.env?.PORT && err.includes("EADDRINUSE") && attempt < 3)
        return spawnServer(options, attempt + 1);
      throw new Error(
        `server exited before it was ready\nstdout:\n${out.slice(-4000)}\nstderr:\n${err.slice(-4000)}`,
      );
    }
    try {
      const response = await fetch(url + probe, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      await ownDatabase?.drop().catch(() => {});
      throw new Error(
        `server not ready after ${options.readyTimeoutMs ?? 180_000} ms\nstdout:\n${out.slice(-4000)}\nstderr:\n${err.slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    env,
    stdout: () => out,
    stderr: () => err,
    fetch: (pathname, init) => fetch(url + pathname, init),
    exited,
    async kill(signal = "SIGTERM") {
      if (!hasExited) child.kill(signal);
      return exited;
    },
    async dispose() {
      if (!hasExited) child.kill("SIGKILL");
      await exited;
      await ownDatabase?.drop().catch(() => {});
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Parsed pino lines of a server's stdout (non-JSON lines are skipped). */
export function logLines(stdout: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of stdout.split("\n")) {
    if (!line.trim()) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {
      // not a log line
    }
  }
  return lines;
}

let barriers = 0;

/**
 * The server's stdout up to the moment every request answered so far has written its log line.
 * A request to a fresh unknown path is logged after those (one process writes its lines in order),
 * so its line is the barrier; a fixed pause does not promise that on a busy machine.
 */
export async function loggedSoFar(target: SpawnedServer, timeoutMs = 20_000): Promise<string> {
  barriers += 1;
  const marker = `/log-barrier-${process.pid}-${barriers}`;
  await (await target.fetch(marker)).arrayBuffer();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const out = target.stdout();
    const at = out.indexOf(marker);
    if (at >= 0) return out.slice(0, out.lastIndexOf("\n", at) + 1);
    if (Date.now() > deadline) throw new Error(`the server logged no request to ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
