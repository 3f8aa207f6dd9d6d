import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type pino from "pino";

/** A mail as a file (no SMTP_URL): written under a temporary name, then renamed, so it is whole or absent. */
export async function writeEmlFile(dir: string, name: string, message: Buffer | string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const temporary = `${file}${TEMPORARY_SUFFIX}${process.pid}`;
  await fs.writeFile(temporary, message);
  await fs.rename(temporary, file);
  return file;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** Composes a mail the way it would go over SMTP and writes it as `dir/name` (writeEmlFile). */
export async function writeMailFile(dir: string, name: string, mail: SendMailOptions): Promise<string> {
  const composed = await composer.sendMail(mail);
  return writeEmlFile(dir, name, (composed as { message: Buffer }).message);
}

/** SMTP connection, greeting and socket timeouts, each `ms`. */
export const smtpTimeouts = (ms: number) => ({
  connectionTimeout: ms,
  greetingTimeout: ms,
  socketTimeout: ms,
});

/** A temporary .eml older than this is a leftover whatever its writer (a write takes milliseconds). */
const STALE_TEMPORARY_MS = 10 * 60 * 1000;

const TEMPORARY_SUFFIX = ".tmp-";

/** Removes temporaries a killed writer left: of a dead process, of our own (reused) pid, or stale. */
export async function removeStaleTemporaries(dir: string, logger?: pino.Logger) {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const at = name.lastIndexOf(TEMPORARY_SUFFIX);
    if (at < 0) continue;
    const pid = Number(name.slice(at + TEMPORARY_SUFFIX.length));
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    const stale =
      !isRunning(pid) || pid === process.pid || (stat && Date.now() - stat.mtimeMs > STALE_TEMPORARY_MS);
    if (stale) {
      await fs.rm(file, { force: true });
      logger?.warn({ file: name }, "removed a mail file left half-written by a crashed process");
    }
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
