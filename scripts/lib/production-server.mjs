// The production build as `npm run bench` and `npm run lighthouse` measure it: `node <BUILD_DIR>/server.js`
// on a free loopback port, with a fresh data folder and no SMTP, stopped and cleaned up afterwards.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

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

/**
 * Starts the build and waits for /readyz. `hostname` is what the URL names (Lighthouse wants
 * "localhost"); `env` adds to or overrides the defaults (DATABASE_URL empty = embedded PGlite).
 */
export async function startProductionServer({ buildDir, hostname = "127.0.0.1", env = {} }) {
  const serverFile = path.join(buildDir, "server.js");
  const port = await freePort();
  const url = `http://${hostname}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-measure-"));
  const child = spawn(process.execPath, [serverFile], {
    stdio: ["ignore", "ignore", "inherit"],
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
      ...env,
    },
  });
  await waitReady(url, child);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
