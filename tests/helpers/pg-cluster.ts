import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Where Debian puts PostgreSQL 15's server binaries (the CI machine has them). */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const hasPostgresBinaries = fs.existsSync(path.join(PG_BIN, "pg_ctl"));

const script = path.resolve("scripts/pg-throwaway.sh");

export type ThrowawayCluster = {
  /** Admin URL: postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  dir: string;
  /** A URL of the same server with another database name. */
  databaseUrl(name: string): string;
  /** `pg_ctl stop -m immediate`: every connection drops at once, like a crash. */
  stop(): void;
  /** Starts the same data folder on the same port again. */
  start(): void;
  /** Stops the cluster and removes its folder. */
  destroy(): void;
};

function asPgUser(args: string[]) {
  const root = process.getuid?.() === 0;
  const [command, ...rest] = root ? ["runuser", "-u", "postgres", "--", ...args] : args;
  return execFileSync(command, rest, { stdio: "pipe", encoding: "utf8" });
}

/**
 * A dedicated PostgreSQL 15 cluster for tests that stop and restart the database
 * (started with scripts/pg-throwaway.sh, so it runs as a non-root user on a loopback port).
 */
export function startThrowawayCluster(): ThrowawayCluster {
  const output = execFileSync("bash", [script, "start"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const dir = /PG_THROWAWAY_DIR=(\S+)/.exec(output)?.[1];
  const url = /TEST_DATABASE_URL=(\S+)/.exec(output)?.[1];
  if (!dir || !url) throw new Error(`pg-throwaway.sh printed no cluster: ${output}`);
  const port = new URL(url).port;
  const dataDir = path.join(dir, "data");
  return {
    url,
    dir,
    databaseUrl(name) {
      const next = new URL(url);
      next.pathname = `/${name}`;
      return next.toString();
    },
    stop() {
      asPgUser([path.join(PG_BIN, "pg_ctl"), "-D", dataDir, "-m", "immediate", "-w", "stop"]);
    },
    start() {
      asPgUser([
        path.join(PG_BIN, "pg_ctl"),
        "-D",
        dataDir,
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-t",
        "60",
        "-o",
        `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
        "start",
      ]);
    },
    destroy() {
      try {
        execFileSync("bash", [script, "stop", dir], { stdio: "ignore" });
      } catch {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A PostgreSQL server for a test: TEST_DATABASE_URL's (CI) when set, else a throwaway cluster
 * when the binaries are installed, else undefined (the caller skips with a reason).
 */
export function postgresForTests(): { adminUrl: string; close(): void } | undefined {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, close() {} };
  if (!hasPostgresBinaries) return undefined;
  const cluster = startThrowawayCluster();
  return { adminUrl: cluster.url, close: () => cluster.destroy() };
}
