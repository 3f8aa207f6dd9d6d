import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod/mini";

/**
 * One process per embedded database folder: a second PGlite on the same files would corrupt them.
 * The first writes a lock file (created exclusively); the next stops while that process lives,
 * and takes over a lock left by a process that died.
 */
export const LOCK_FILE = "process.lock";

/** The lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function procStartOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, in parentheses); starttime is field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner.pid}` +
        `${owner.host === os.hostname() ? "" : ` on ${owner.host}`} (${owner.command || "unknown command"}, ` +
        `since ${owner.startedAt}). Only one process may open it: stop that process first, or use ` +
        `PostgreSQL (DATABASE_URL) to run several. If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { release(): void };

const ownerSchema = z.object({
  pid: z.number().check(z.int(), z.gt(0)),
  host: z.catch(z.string(), ""),
  startedAt: z.catch(z.string(), ""),
  command: z.catch(z.string(), ""),
  /** Linux: the process's start, in clock ticks since boot (/proc/<pid>/stat), to tell a reused pid. */
  procStart: z.catch(z.optional(z.string()), undefined),
});
type LockOwner = z.infer<typeof ownerSchema>;

function readOwner(file: string): LockOwner | null {
  try {
    return ownerSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}

/** Whether the lock's process still runs. On another host it cannot be checked: assume it does. */
function isAlive(owner: LockOwner, file: string, self: LockOwner): boolean {
  if (owner.host && owner.host !== self.host) return true;
  if (owner.pid === self.pid) {
    // This process (another thread of it), or an earlier one that had the same pid.
    return held.has(file) || (owner.procStart !== undefined && owner.procStart === self.procStart);
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A process with that pid runs; after a restart (a container's pid 1) it may be another one.
  const now = procStartOf(owner.pid);
  return !(owner.procStart && now && now !== owner.procStart);
}

function describeSelf(): LockOwner {
  return {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    procStart: procStartOf(process.pid),
    command: process.argv
      .slice(1, 3)
      .map((part) => path.basename(part))
      .join(" "),
  };
}

/** Takes the folder's lock for this process (until release() or exit), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const self = describeSelf();
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(self)}\n`, { flag: "wx", mode: 0o600 });
      held.add(file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    // A lock being written this instant reads as empty: look again before calling it stale.
    if (!owner && attempt < 3) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    if (owner && isAlive(owner, file, self)) throw new DataDirLockedError(dir, owner);
    if (attempt > 5) throw new DataDirLockedError(dir, owner ?? self);
    // The process that held it is gone: take the folder over.
    fs.rmSync(file, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener("exit", release);
    // Only our own lock: never one another process took over meanwhile.
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.once("exit", release);
  return { release };
}
