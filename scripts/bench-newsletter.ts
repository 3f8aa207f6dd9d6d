/**
 * The newsletter figures of `npm run bench` (ADR 0033): a send to N confirmed
 * subscribers (10,000, and 2,000 to see whether memory grows with the list), delivered by the
 * production server to a local SMTP sink (smtp-server on loopback, counting what it accepts). The
 * server is started by scripts/lib/production-server.mjs on the seeded data folder; the post and the
 * subscribers are tests/helpers/newsletter.ts's seeds.
 *  - enqueue: startSend on the server's database (PGlite under a fresh DATA_DIR) before the server
 *    opens it: rendering the mail once and the one INSERT … SELECT of the deliveries;
 *  - mails per second: from the first to the last mail the sink accepted;
 *  - peak memory: the server process's VmHWM (peak resident set) from /proc, and its RSS when
 *    ready (before the worker's first round could matter) for comparison.
 * NEWSLETTER_RATE_PER_SECOND is set high (1,000) so the figure is what the worker can do, not the pace.
 * Run: node --import tsx scripts/bench-newsletter.ts [--sizes 2000,10000]; with DATABASE_URL set
 * (a PostgreSQL role that may create databases) it runs on PostgreSQL, a fresh database per size.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { parseConfig, setConfig } from "../app/.server/config";
import { openDatabase, setDatabase } from "../app/.server/db/client";
import { migrate } from "../app/.server/db/migrate";
import { startSend } from "../app/.server/services/newsletter/newsletter-sends";
import { seedPost, seedSubscribers } from "../tests/helpers/newsletter";
import { freePort, requireServerFile, startProductionServer } from "./lib/production-server.mjs";

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const sizes = argument("sizes", "2000,10000").split(",").map(Number);
const RATE = 1000;
const buildDir = process.env.BUILD_DIR ?? "build";

/** An SMTP server on loopback that accepts everything and keeps only counts and times. */
async function startSink() {
  const state = { count: 0, first: 0, last: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        const now = performance.now();
        if (state.count === 0) state.first = now;
        state.count += 1;
        state.last = now;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    reset() {
      Object.assign(state, { count: 0, first: 0, last: 0 });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** With DATABASE_URL (PostgreSQL), each size gets a database of its own, dropped afterwards. */
async function freshDatabase(size: number) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: "", drop: async () => {} };
  const name = `nl_bench_${size}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

async function benchSize(size: number, sink: Awaited<ReturnType<typeof startSink>>) {
  // The server's data folder: production-server.mjs removes it when the server stops.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-bench-newsletter-"));
  const database = await freshDatabase(size);
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  try {
    // The database as the server will find it: N confirmed subscribers, a published post, one send.
    const handle = await openDatabase(
      database.url ? { databaseUrl: database.url, poolSize: 2 } : { dataDir },
    );
    await migrate(handle);
    setDatabase(handle);
    await seedSubscribers(handle.db, size, "confirmed", "reader");
    const post = await seedPost(handle.db, { id: `bench-${size}` });
    const began = performance.now();
    const send = await startSend({ postId: post.id, mode: "with-site", actor: "bench" }, handle.db);
    const enqueueMs = performance.now() - began;
    if (send.recipients !== size) throw new Error(`enqueued ${send.recipients}, not ${size}`);
    await handle.close();

    sink.reset();
    server = await startProductionServer({
      buildDir,
      dataDir,
      env: {
        DATABASE_URL: database.url,
        CMS_DEMO_ACCOUNT: "false",
        SMTP_URL: sink.url,
        OUTBOX_POLL_MS: "200",
        NEWSLETTER_RATE_PER_SECOND: String(RATE),
      },
    });
    const pid = server.pid ?? 0;
    const atReady = memoryOf(pid);
    let peakRss = atReady.rssMb;
    await waitUntil(
      () => {
        peakRss = Math.max(peakRss, memoryOf(pid).rssMb);
        return sink.state.count >= size;
      },
      600_000,
      `${size} mails`,
    );
    const seconds = (sink.state.last - sink.state.first) / 1000;
    const end = memoryOf(pid);
    return {
      size,
      enqueueMs,
      mailsPerSecond: (size - 1) / seconds,
      seconds,
      readyRssMb: atReady.rssMb,
      peakRssMb: Math.max(peakRss, end.peakMb),
    };
  } finally {
    if (server) await server.stop();
    else fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function main() {
  requireServerFile("bench-newsletter", buildDir);
  setConfig(parseConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" }));
  const sink = await startSink();
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(", ");
  const loadBefore = load();
  const rows = [];
  try {
    for (const size of sizes) rows.push(await benchSize(size, sink));
  } finally {
    await sink.close();
  }
  console.log(
    `\nNewsletter (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, NEWSLETTER_RATE_PER_SECOND=${RATE}, SMTP sink on loopback); load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    "| subscribers | enqueue ms | mails/s | delivery s | server RSS when ready MB | server peak RSS MB |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(
      `| ${row.size.toLocaleString("en-US")} | ${row.enqueueMs.toFixed(0)} | ${row.mailsPerSecond.toFixed(0)} | ${row.seconds.toFixed(1)} | ${row.readyRssMb.toFixed(0)} | ${row.peakRssMb.toFixed(0)} |`,
    );
  }
}

await main();
