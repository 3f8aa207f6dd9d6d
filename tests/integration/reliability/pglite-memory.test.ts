/**
 * The embedded database's share of the server's memory. PGlite's PostgreSQL runs in WebAssembly,
 * whose memory grows and is never given back, so whatever it touches once stays in the process's
 * resident set for good: creating a new data folder (initdb) and opening the folder must each cost
 * the process no more than the site needs (the server's targets: 350 MB right after a first start,
 * 300 MB idle after a restart; docs/benchmarks.md "Server memory").
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** This process's resident set, in MB. */
const rssMb = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;

describe("the embedded database's memory", () => {
  it("creates a new data folder without keeping initdb's memory, and reopens it with a small buffer pool", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-pglite-memory-"));
    folders.push(dir);

    const beforeFirst = rssMb();
    const first = await openDatabase({ dataDir: dir });
    const firstCost = rssMb() - beforeFirst;
    await first.db.execute(sql`create table kept (id int primary key)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();
    // The first instance's memory is garbage now: collected, so the second is measured alone.
    gc();

    const beforeSecond = rssMb();
    const second = await openDatabase({ dataDir: dir });
    const secondCost = rssMb() - beforeSecond;
    try {
      // The folder opened again is the one created: its data is there.
      const { rows } = await second.db.execute<{ id: number }>(sql`select id from kept`);
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await second.close();
    }
    // With initdb in this process and PostgreSQL's 128 MB of shared buffers these were about
    // 700 MB and 150 MB; now about 120 MB and 25 MB.
    expect(firstCost).toBeLessThan(300);
    expect(secondCost).toBeLessThan(80);
  }, 300_000);
});
