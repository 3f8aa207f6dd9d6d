/**
 * Newsletter delivery across a crash, a shutdown and instances (ADR 0033). A send of hundreds
 * of mails (SUBSCRIBERS) to a real SMTP server on loopback; the production server is SIGKILLed mid-send
 * (with the default number of SMTP connections) and restarted on the same database: every
 * subscriber gets the post, and no more than one mail per SMTP connection arrives twice (a mail is
 * marked sent after the server's answer, so the mails in flight at the kill are sent again). A
 * SIGTERM while the SMTP server hangs ends the process within the shutdown grace. On PostgreSQL,
 * two instances send one newsletter together without a duplicate.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { startSend } from "~/.server/services/newsletter/newsletter-sends";
import { useTestConfig } from "../../helpers/db";
import { seedPost, seedSubscribers } from "../../helpers/newsletter";
import { postgresForTests } from "../../helpers/pg-cluster";
import { preparedDataDir, preparedPostgres } from "../../helpers/prepared-database";
import { type SmtpSink, startSmtpSink, waitFor } from "../../helpers/smtp";
import { type SpawnedServer, spawnServer } from "../../helpers/spawn-server";
import { describeWhen, needsBuild, needsBuildAnd, needsPostgres } from "../../helpers/suite-needs";

// Three claim batches at the test rate: the kill lands in the first, the rest must be resumed.
const SUBSCRIBERS = 600;
/** NEWSLETTER_SMTP_CONNECTIONS's default: the most mails in flight, so the most a kill repeats. */
const CONNECTIONS = 4;
const sinks: SmtpSink[] = [];

beforeAll(() => {
  useTestConfig({ PUBLIC_URL: "http://localhost:3000" });
});

afterAll(async () => {
  for (const sink of sinks) await sink.close();
});

/** Fills a database with SUBSCRIBERS confirmed subscribers and one queued send. */
const newsletterQueued =
  (subscribers = SUBSCRIBERS) =>
  async (handle: DatabaseHandle) => {
    await seedSubscribers(handle.db, subscribers, "confirmed", "crash");
    const post = await seedPost(handle.db);
    const send = await startSend({ postId: post.id, mode: "with-site", actor: "test" }, handle.db);
    expect(send.recipients).toBe(subscribers);
  };

function copiesPerRecipient(sink: SmtpSink) {
  const copies = new Map<string, number>();
  for (const mail of sink.received) for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
  return copies;
}

function env(sink: SmtpSink, extra: Record<string, string>) {
  return {
    SMTP_URL: sink.url,
    OUTBOX_POLL_MS: "100",
    NEWSLETTER_RATE_PER_SECOND: "400",
    // A crashed instance's claims are taken again after this, not after the default 30 s.
    NEWSLETTER_LEASE_MS: "3000",
    LOG_LEVEL: "warn",
    ...extra,
  };
}

describeWhen(needsBuild, "newsletter send across a SIGKILL and a SIGTERM (PGlite)", () => {
  it("resumes after a kill during DATA: everyone gets the post, at most one repeat per connection", async () => {
    // The kill lands while the SMTP server holds a whole mail and has not answered, with the other
    // connections somewhere in their own mails.
    let first: SpawnedServer | undefined;
    let killed: Promise<unknown> | undefined;
    const sink = await startSmtpSink({
      onMessage: async () => {
        if (killed || sink.received.length < SUBSCRIBERS / 4) return;
        first?.child.kill("SIGKILL");
        killed = first?.exited;
        await killed;
      },
    });
    sinks.push(sink);
    const dataDir = await preparedDataDir(newsletterQueued());
    const serverEnv = env(sink, { DATA_DIR: dataDir });
    first = await spawnServer({ database: "pglite", env: serverEnv });
    let second: SpawnedServer | undefined;
    try {
      // The mail that was on the wire at the kill is kept by the SMTP server, as a real one would.
      await waitFor(() => killed !== undefined && sink.received.length > SUBSCRIBERS / 4, 120_000);
      expect((await first.exited).signal).toBe("SIGKILL");
      const beforeRestart = sink.received.length;

      second = await spawnServer({ database: "pglite", env: serverEnv });
      await waitFor(() => copiesPerRecipient(sink).size >= SUBSCRIBERS, 180_000, 200);
      // A little longer than the lease: a late repeat would arrive now, if there were one.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const copies = copiesPerRecipient(sink);
      const repeated = [...copies.values()].filter((count) => count > 1);
      console.log(
        `newsletter crash: ${beforeRestart} sent before SIGKILL, ${sink.received.length} in all, ${repeated.length} repeated`,
      );
      expect(copies.size).toBe(SUBSCRIBERS);
      expect(Math.max(...copies.values())).toBeLessThanOrEqual(2);
      expect(repeated.length).toBeLessThanOrEqual(CONNECTIONS);
      expect(sink.received.length).toBeLessThanOrEqual(SUBSCRIBERS + CONNECTIONS);
    } finally {
      await first.dispose();
      await second?.dispose();
    }
  }, 400_000);

  it("exits on SIGTERM within the shutdown grace while the SMTP server hangs mid-mail", async () => {
    let holding = 0;
    const sink = await startSmtpSink({
      onMessage: () => {
        holding += 1;
        return new Promise<void>(() => {});
      },
    });
    sinks.push(sink);
    const dataDir = await preparedDataDir(newsletterQueued(20));
    const server = await spawnServer({
      database: "pglite",
      env: env(sink, { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "2000" }),
    });
    try {
      await waitFor(() => holding >= CONNECTIONS, 60_000);
      const started = Date.now();
      server.child.kill("SIGTERM");
      const exit = await Promise.race([
        server.exited,
        new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 15_000)),
      ]);
      // The grace for requests (none here), then at most the grace for the mail round, then the database.
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(2000 + 5000);
    } finally {
      await server.dispose();
    }
  }, 120_000);
});

const postgres = postgresForTests();
afterAll(() => postgres?.close());

describeWhen(
  needsBuildAnd(needsPostgres(postgres)),
  "newsletter send by two instances on one PostgreSQL",
  () => {
    it("sends each subscriber one copy", async () => {
      const sink = await startSmtpSink();
      sinks.push(sink);
      const databaseUrl = await preparedPostgres(postgres!.adminUrl, newsletterQueued());
      const servers: SpawnedServer[] = [];
      try {
        const serverEnv = env(sink, { DATABASE_URL: databaseUrl });
        servers.push(
          ...(await Promise.all([spawnServer({ env: serverEnv }), spawnServer({ env: serverEnv })])),
        );
        await waitFor(() => copiesPerRecipient(sink).size >= SUBSCRIBERS, 180_000, 200);
        // A while more: a mail the other instance also sent would arrive now, if there were one.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const copies = copiesPerRecipient(sink);
        expect(copies.size).toBe(SUBSCRIBERS);
        expect(Math.max(...copies.values())).toBe(1);
        expect(sink.received).toHaveLength(SUBSCRIBERS);
      } finally {
        await Promise.all(servers.map((server) => server.dispose()));
      }
    }, 400_000);
  },
);
