import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema";
import { createMailWorker, type MailWorker, startMailWorker } from "~/.server/mail/mail-worker";
import { enqueueMail } from "~/.server/mail/outbox";
import { createTestDatabase, useTestConfig, usingPostgres } from "../helpers/db";
import { freePort, type SmtpSink, startSmtpSink, waitFor } from "../helpers/smtp";

let database: DatabaseHandle;
const sinks: SmtpSink[] = [];
const workers: MailWorker[] = [];
const MAIL_FROM = "Hearthstone Digital <hello@hearthstonedigital.example>";

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  for (const sink of sinks) await sink.close();
  await database?.close();
});

async function sink(options?: Parameters<typeof startSmtpSink>[0]) {
  const started = await startSmtpSink(options);
  sinks.push(started);
  return started;
}

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "hd-mail-test-"));
}

function queue(subject: string, to = "staff@example.com") {
  return enqueueMail(
    {
      kind: "lead-staff",
      to,
      subject,
      text: `Text of ${subject}`,
      html: `<p>${subject}</p>`,
      headers: { "Reply-To": "visitor@example.com" },
    },
    database.db,
  );
}

async function row(id: string) {
  const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found;
}

function worker(options: Partial<Parameters<typeof createMailWorker>[0]> = {}) {
  const created = createMailWorker({
    db: database.db,
    mailFrom: MAIL_FROM,
    dataDir: tmpDir(),
    pollMs: 50,
    ...options,
  });
  workers.push(created);
  return created;
}

describe("outbox worker over SMTP", () => {
  it("delivers a queued mail to the SMTP server and marks it sent", async () => {
    const smtp = await sink();
    const id = await queue("New lead: Jane");
    const handled = await worker({ smtpUrl: smtp.url }).runOnce();

    expect(handled).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe("hello@hearthstonedigital.example");
    expect(mail.to).toEqual(["staff@example.com"]);
    expect(mail.raw).toContain("Subject: New lead: Jane");
    expect(mail.raw).toMatch(/^Reply-To: visitor@example\.com/m);
    // A stable Message-ID per outbox row (the header may be folded).
    expect(mail.raw).toMatch(new RegExp(`Message-ID:\\s+<${id}@hearthstonedigital\\.example>`));
    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.attempts).toBe(1);
  });

  it("retries while SMTP is down and delivers exactly once when it is back", async () => {
    const port = await freePort();
    const id = await queue("Sent after an outage");
    const polling = startMailWorker({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir(),
      pollMs: 30,
      backoffBaseMs: 100,
      backoffMaxMs: 200,
      smtpTimeoutMs: 2_000,
    });
    workers.push(polling);

    try {
      // Nothing listens: each attempt fails and the mail waits for its next try.
      await waitFor(async () => {
        const current = await row(id);
        return current.status === "pending" && current.attempts >= 2;
      });
      const waiting = await row(id);
      expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.createdAt.getTime());

      const smtp = await sink({ port });
      await waitFor(async () => (await row(id)).status === "sent");
      // More rounds run; the mail must not go out again.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await polling.stop();
    }
    const smtp = sinks.at(-1)!;
    expect(smtp.received[0].raw).toContain("Subject: Sent after an outage");
  });

  it("records the final failure after the last attempt", async () => {
    const smtp = await sink({ rejectRecipient: { code: 451, text: "Mailbox busy, try later" } });
    const id = await queue("Never accepted");
    const once = worker({ smtpUrl: smtp.url, maxAttempts: 3, backoffBaseMs: 1, backoffMaxMs: 1 });

    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitFor(async () => (await row(id)).nextAttemptAt.getTime() <= Date.now());
      await once.runOnce();
      expect((await row(id)).attempts).toBe(attempt);
    }
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toContain("451");
    expect(failed.sentAt).toBeNull();
    // A failed mail is not picked up again.
    expect(await once.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("gives up at once on a permanent rejection of the recipient", async () => {
    const smtp = await sink({ rejectRecipient: { code: 550, text: "No such user" } });
    const id = await queue("Bounced", "nobody@example.com");
    await worker({ smtpUrl: smtp.url, maxAttempts: 5 }).runOnce();
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain("550");
  });

  it("claims again a mail whose sender crashed mid-delivery (lease expired)", async () => {
    const smtp = await sink();
    const id = await queue("Crashed instance");
    await database.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const live = await queue("Still leased");
    await database.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(mailOutbox.id, live));

    await worker({ smtpUrl: smtp.url }).runOnce();
    expect((await row(id)).status).toBe("sent");
    expect((await row(live)).status).toBe("sending");
    expect(smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1])).toEqual(["Crashed instance"]);
  });

  it("holds a claim only briefly, renewed while delivering: a crash's mail is retried within seconds", async () => {
    // A mail claimed at the moment of a crash waits as long as the claim lasts, so the claim is short.
    const smtp = await sink({ dataDelayMs: 1_200 });
    const id = await queue("Slow delivery");
    const sender = worker({ smtpUrl: smtp.url });
    const delivering = sender.runOnce();
    await waitFor(async () => (await row(id)).status === "sending");
    const claimed = await row(id);
    expect(claimed.lockedUntil).not.toBeNull();
    // The default lease: a crashed instance's mail is free again within 30 seconds.
    expect((claimed.lockedUntil?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30_000);
    await delivering;
    expect((await row(id)).status).toBe("sent");
  });

  it("renews the claim while a delivery outlasts the lease, so another instance never takes it over", async () => {
    // The server answers the mail only when told: the delivery lasts as long as the test needs.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const smtp = await sink({ onMessage: () => answered });
    const id = await queue("Outlasts its lease");
    const first = worker({ smtpUrl: smtp.url, leaseMs: 450 });
    const delivering = first.runOnce();
    try {
      await waitFor(async () => (await row(id)).status === "sending");
      const claimed = await row(id);
      expect(claimed.lockedUntil).not.toBeNull();
      // By the database's clock, which the claim compares with: the lease seen and another one are over.
      await waitFor(async () => {
        const result = await database.db.execute(
          sql`select now() > ${claimed.lockedUntil?.toISOString()}::timestamptz + interval '450 milliseconds' as past`,
        );
        return (result as unknown as { rows: { past: boolean }[] }).rows[0].past;
      }, 20_000);
      // Twice the lease later, the claim still holds: a second instance finds nothing to take.
      expect(await worker({ smtpUrl: smtp.url, leaseMs: 450 }).runOnce()).toBe(0);
    } finally {
      answer();
    }
    await delivering;
    expect((await row(id)).status).toBe("sent");
    expect((await row(id)).attempts).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("stop() waits for the batch in progress", async () => {
    const smtp = await sink({ dataDelayMs: 400 });
    const id = await queue("Slow server");
    const polling = startMailWorker({
      db: database.db,
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      dataDir: tmpDir(),
      pollMs: 20,
    });
    try {
      await waitFor(async () => (await row(id)).status === "sending");
    } finally {
      await polling.stop();
    }
    expect((await row(id)).status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });
});

describe("outbox worker without SMTP", () => {
  it("writes each mail as an RFC 822 .eml file under DATA_DIR/mail", async () => {
    const dataDir = tmpDir();
    const id = await queue("Written to disk");
    await worker({ dataDir }).runOnce();

    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`${id}\\.eml$`));
    const eml = fs.readFileSync(path.join(dataDir, "mail", files[0]), "utf8");
    expect(eml).toContain("\r\n");
    expect(eml).toMatch(/^From: Hearthstone Digital <hello@hearthstonedigital\.example>\r$/m);
    expect(eml).toMatch(/^To: staff@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Written to disk\r$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain("Text of Written to disk");
    expect((await row(id)).status).toBe("sent");
  });
});

describe("half-written .eml files", () => {
  it("removes those a killed process left behind before the first round, keeping a live writer's", async () => {
    // A SIGKILL between the write and the rename leaves `*.eml.tmp-<pid>` in data/mail.
    const dataDir = tmpDir();
    const mailDir = path.join(dataDir, "mail");
    fs.mkdirSync(mailDir);
    const dead = path.join(mailDir, "2026-01-01-lead-staff-a.eml.tmp-2147483646");
    const reusedPid = path.join(mailDir, `2026-01-01-lead-staff-b.eml.tmp-${process.pid}`);
    const old = path.join(mailDir, `2026-01-01-lead-staff-c.eml.tmp-${process.ppid}`);
    const writing = path.join(mailDir, `2026-01-01-lead-staff-d.eml.tmp-${process.ppid}`);
    for (const file of [dead, reusedPid, old, writing]) fs.writeFileSync(file, "partial");
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(old, hourAgo, hourAgo);
    const id = await queue("After a crash");

    await worker({ dataDir }).runOnce();
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(2);
    expect(files.some((file) => file.endsWith(`${id}.eml`))).toBe(true);
    expect(files).toContain(path.basename(writing));
  });
});

describe("several instances", () => {
  it("two workers on one database send every mail exactly once", async () => {
    const smtp = await sink({ dataDelayMs: 5 });
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) ids.push(await queue(`Mail ${n}`));

    // On PostgreSQL the second worker gets its own connection pool, like a second instance.
    const second: DatabaseHandle | undefined =
      usingPostgres && database.url
        ? await openDatabase({ databaseUrl: database.url, poolSize: 3 })
        : undefined;
    const common = { smtpUrl: smtp.url, mailFrom: MAIL_FROM, dataDir: tmpDir(), pollMs: 10, batchSize: 3 };
    const a = startMailWorker({ ...common, db: database.db });
    const b = startMailWorker({ ...common, db: second?.db ?? database.db });
    try {
      await waitFor(async () => {
        const [{ count }] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, "sent"));
        return count === ids.length;
      }, 20_000);
      // More rounds on both: a mail sent twice would show up now.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await a.stop();
      await b.stop();
      await second?.close();
    }
    const subjects = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]);
    expect(subjects).toHaveLength(ids.length);
    expect(new Set(subjects).size).toBe(ids.length);
    const attempts = await database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(attempts.every((entry) => entry.attempts === 1)).toBe(true);
  });
});
