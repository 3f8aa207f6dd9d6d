/**
 * One process per embedded database folder: a second server started on a PGlite folder in use
 * stops at start, naming the folder and the process that has it, even while that process hangs;
 * once it has died (SIGKILL leaves its lock file behind) the next start takes the folder over.
 * The staff CLI refuses beside a running server the same way, and releases the folder on exit,
 * so the CLI-then-server sequence (npm run cms:user, the e2e web server) keeps working.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "~/.server/db/data-dir-lock";
import { migratedDataDir } from "../../helpers/pglite-template";
import { type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsBuild } from "../../helpers/suite-needs";

const folders: string[] = [];
const servers: SpawnedServer[] = [];

function freshFolder() {
  const dir = migratedDataDir("hd-lock-");
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  for (const server of servers) {
    server.child.kill("SIGCONT");
    await server.dispose();
  }
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (and been reaped). */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  return new Promise((resolve) => child.once("exit", () => resolve(child.pid ?? 0)));
}

describe("the embedded database's folder lock, in one process", () => {
  it("refuses a second open of a folder in use, and opens it again once closed", async () => {
    const dir = freshFolder();
    const first = await openDatabase({ dataDir: dir });
    try {
      const refused = await openDatabase({ dataDir: dir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toContain(`in ${dir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 180_000);

  it("takes over the lock of a process that died, and an unreadable one", async () => {
    const dir = freshFolder();
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: await deadPid(), host: os.hostname(), startedAt: "earlier" }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(file)).toBe(false);

    fs.writeFileSync(file, "not json");
    lockDataDir(dir).release();
  });
});

const runCli = (args: string[], input: string, dataDir: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/cms-user.ts", ...args], {
    input,
    env: { ...process.env, LOG_LEVEL: "silent", NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 120_000,
  });

describeWhen(needsBuild, "one server per embedded database folder", () => {
  it("a second server stops at start, naming the folder and the running one, even while it hangs; after it died the next one starts", async () => {
    const dataDir = freshFolder();
    // The CLI first, as the e2e web server and a first install do: it releases the folder on exit.
    const created = runCli(["create", "locksmith"], "harbor-lights-cedar-8\n", dataDir);
    expect(created.status, created.stderr).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const first = await spawnServer({ database: "pglite", env: { DATA_DIR: dataDir } });
    servers.push(first);
    const pid = first.child.pid;
    const message = `The embedded database in ${dataDir} is in use by process ${pid}`;

    const second = await spawnServer({ database: "pglite", env: { DATA_DIR: dataDir } }).catch(
      (error: unknown) => error as Error,
    );
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toContain("server exited before it was ready");
    expect((second as Error).message).toContain(message);
    expect((await first.fetch("/readyz")).status).toBe(200);

    // The CLI refuses beside it too, and says why.
    const cli = runCli(["create", "latecomer"], "harbor-lights-cedar-8\n", dataDir);
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(message);

    // A hung server still holds the folder.
    first.child.kill("SIGSTOP");
    const whileHung = await spawnServer({ database: "pglite", env: { DATA_DIR: dataDir } }).catch(
      (error: unknown) => error as Error,
    );
    expect((whileHung as Error).message).toContain(message);

    // Killed, it leaves its lock behind; the next server takes the folder over and has the data.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid });
    const next = await spawnServer({ database: "pglite", env: { DATA_DIR: dataDir } });
    servers.push(next);
    expect((await next.fetch("/readyz")).status).toBe(200);
    const signIn = await next.fetch("/api/cms/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: next.env.PUBLIC_URL },
      body: JSON.stringify({ username: "locksmith", password: "harbor-lights-cedar-8" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);

    // Stopped cleanly, it removes its lock, and the CLI runs again.
    expect((await next.kill("SIGTERM")).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const after = runCli(["create", "latecomer"], "harbor-lights-cedar-8\n", dataDir);
    expect(after.status, after.stderr).toBe(0);
  }, 600_000);
});
