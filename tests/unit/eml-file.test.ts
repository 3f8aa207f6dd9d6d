import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeStaleTemporaries, writeEmlFile } from "~/.server/mail/eml-file";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("writeEmlFile", () => {
  it("writes the whole mail under its name, replaces an earlier one whole, and leaves no temporary", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "eml-file-"));
    const folder = path.join(dir, "mail");
    await writeEmlFile(folder, "a.eml", "first version, longer than the second");
    const file = await writeEmlFile(folder, "a.eml", "second");
    expect(await fs.readFile(file, "utf8")).toBe("second");
    expect(await fs.readdir(folder)).toEqual(["a.eml"]);
  });

  it("a temporary left by a process that no longer runs is removed; a finished mail is kept", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "eml-file-"));
    await writeEmlFile(dir, "kept.eml", "x");
    // No process has pid 2^22 + 1 (above Linux's pid_max default).
    await fs.writeFile(path.join(dir, "lost.eml.tmp-4194305"), "half");
    await removeStaleTemporaries(dir);
    expect(await fs.readdir(dir)).toEqual(["kept.eml"]);
  });
});
