// The production build as `npm run bench` and `npm run lighthouse` measure it: `node <BUILD_DIR>/server.js`
// on a free loopback port, with a fresh data folder and no SMTP, stopped and cleaned up afterwards.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "./server-node-flags.mjs";

const exitWithParent = fileURLToPath(new URL("./exit-with-parent.mjs", import.meta.url));

/** The build's server file, or exit with a hint when there is no build yet. */
export function requireServerFile(scriptName, buildDir) {
  const serverFile = path.join(buildDir, "server.js");
  if (!fs.existsSync(serverFile)) {
    console.error(
      `${scriptName}: ${serverFile} not found; run \`npm run build\` first (BUILD_DIR=${buildDir}).`,
    );
    process.exit(1);
  }
  return serverFile;
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

async function waitReady(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}

/** Servers started here and not yet stopped: killed when this script exits, however it exits. */
const running = new Set();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => {
    for (const child of running) child.kill("SIGKILL");
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  });
}

/**
 * Starts the build and waits for /readyz. `hostname` is what the URL names (Lighthouse wants
 * "localhost"); `env` adds to or overrides the defaults (DATABASE_URL empty = embedded PGlite);
 * `dataDir` is a data folder prepared beforehand (a seeded database), else a fresh one. Either
 * way `stop` removes it, unless `keepDataDir` (a restart on the same database follows).
 * `readyTimeoutMs`: how long /readyz may take (a first start creates and seeds the database). `pid` is the
 * server's process, for reading its memory from /proc. `nodeArgs`: Node's own flags (`--cpu-prof`), after the server's (./server-node-flags.mjs).
 */
export async function startProductionServer({
  buildDir,
  hostname = "127.0.0.1",
  env = {},
  dataDir,
  keepDataDir = false,
  readyTimeoutMs = 120_000,
  nodeArgs = [],
}) {
  const serverFile = path.join(buildDir, "server.js");
  const port = await freePort();
  const url = `http://${hostname}:${port}`;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "hd-measure-"));
  const flags = [...serverNodeFlags, ...nodeArgs];
  // The IPC channel is the server's tie to this script: ./exit-with-parent.mjs stops the server
  // when it closes, even if this script is killed with SIGKILL and runs no handler at all.
  const child = spawn(process.execPath, [...flags, "--import", exitWithParent, serverFile], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      // As the Dockerfile and `npm start` run it (ADR 0052).
      MALLOC_ARENA_MAX: "2",
      ...env,
    },
  });
  running.add(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // The server drains for SHUTDOWN_GRACE_MS (8 s); past that it is killed.
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
    if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid };
}
