/**
 * Password reset by e-mail: the link goes through the durable outbox and a real SMTP
 * server; it works once, for an hour; asking answers the same whether or not the address exists;
 * an address gets a few links an hour, a client asks a few times; a reset signs out every session.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { cmsPasswordResets, cmsSessions, cmsUsers, mailOutbox } from "~/.server/db/schema";
import { createUser, signIn } from "~/.server/services/staff/auth";
import { createMailWorker } from "~/.server/mail/mail-worker";
import {
  findResetLink,
  INVALID_RESET_LINK,
  RESET_ADDRESS_RULE,
  requestPasswordReset,
  resetPassword,
} from "~/.server/services/staff/password-reset";
import { findSession } from "~/.server/services/staff/sessions";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startSmtpSink } from "../helpers/smtp";

const PASSWORD = "copper-kettle-harbor-71";
const NEW_PASSWORD = "juniper-lantern-quarry-58";
const CMS_ORIGIN = "http://cms.example.test:3103";
let database: DatabaseHandle;
let clientCount = 0;
const nextClient = () => `10.44.0.${++clientCount}`;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function userWithEmail(username: string, email: string) {
  const user = await createUser(username, PASSWORD);
  await database.db.update(cmsUsers).set({ email }).where(eq(cmsUsers.id, user.id));
  return user;
}

/** Delivers the queued mails over a real SMTP server; returns what it received. */
async function deliver() {
  const smtp = await startSmtpSink();
  const worker = createMailWorker({
    db: database.db,
    mailFrom: "Hearthstone Digital <hello@hearthstonedigital.example>",
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "hd-reset-test-")),
    pollMs: 50,
    smtpUrl: smtp.url,
  });
  try {
    while ((await worker.runOnce()) > 0);
    return smtp.received;
  } finally {
    await worker.stop();
    await smtp.close();
  }
}

/** The reset link in a raw mail (quoted-printable soft breaks undone). */
function linkIn(raw: string): string {
  const flat = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /http:\/\/cms\.example\.test:3103\/cms\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(flat);
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return match[1];
}

describe("asking for a reset link", () => {
  it("mails a single-use link over SMTP; it sets a new password and signs out every session", async () => {
    const user = await userWithEmail("reset-rita", "Rita@Example.com");
    const first = await signIn({ username: "reset-rita", password: PASSWORD, ip: nextClient() });
    const second = await signIn({ username: "reset-rita", password: PASSWORD, ip: nextClient() });

    await requestPasswordReset({ email: "rita@example.COM", client: nextClient(), cmsOrigin: CMS_ORIGIN });
    const mails = (await deliver()).filter((mail) => mail.to.includes("rita@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(/Subject: Reset your .* CMS password/);
    const token = linkIn(mails[0].raw);

    // Stored only as a hash.
    const rows = await database.db
      .select()
      .from(cmsPasswordResets)
      .where(eq(cmsPasswordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    expect(await findResetLink(token)).toMatchObject({ username: "reset-rita" });
    // The policy holds: a weak password is refused on its field, and the link stays valid.
    await expect(resetPassword(token, "password123")).rejects.toMatchObject({
      kind: "validation",
      fields: { newPassword: expect.any(String) },
    });
    expect(await findResetLink(token)).not.toBeNull();

    await resetPassword(token, NEW_PASSWORD);
    expect(await findSession(first.token)).toBeNull();
    expect(await findSession(second.token)).toBeNull();
    expect(await database.db.select().from(cmsSessions).where(eq(cmsSessions.userId, user.id))).toHaveLength(
      0,
    );
    await expect(
      signIn({ username: "reset-rita", password: PASSWORD, ip: nextClient() }),
    ).rejects.toMatchObject({
      kind: "unauthorized",
    });
    await signIn({ username: "reset-rita", password: NEW_PASSWORD, ip: nextClient() });

    // Single use.
    expect(await findResetLink(token)).toBeNull();
    await expect(resetPassword(token, "another-granite-meadow-93")).rejects.toMatchObject({
      message: INVALID_RESET_LINK,
    });
  });

  it("refuses a link past its hour", async () => {
    await userWithEmail("reset-olga", "olga@example.com");
    await requestPasswordReset({ email: "olga@example.com", client: nextClient(), cmsOrigin: CMS_ORIGIN });
    const token = linkIn((await deliver()).find((mail) => mail.to.includes("olga@example.com"))?.raw ?? "");
    await database.db
      .update(cmsPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          cmsPasswordResets.userId,
          (await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "reset-olga")))[0].id,
        ),
      );
    expect(await findResetLink(token)).toBeNull();
    await expect(resetPassword(token, NEW_PASSWORD)).rejects.toMatchObject({ message: INVALID_RESET_LINK });
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    await userWithEmail("reset-kim", "kim@example.com");
    const before = await database.db.select().from(mailOutbox);
    const known = await requestPasswordReset({
      email: "kim@example.com",
      client: nextClient(),
      cmsOrigin: CMS_ORIGIN,
    });
    const unknown = await requestPasswordReset({
      email: "nobody@example.com",
      client: nextClient(),
      cmsOrigin: CMS_ORIGIN,
    });
    expect(unknown).toEqual(known);
    const queued = (await database.db.select().from(mailOutbox)).slice(before.length);
    expect(queued.map((mail) => mail.to)).toEqual(["kim@example.com"]);
  });

  it("mails an address within its budget, whichever clients ask, and throttles per client, whichever addresses", async () => {
    await userWithEmail("reset-flo", "flood@example.com");
    const before = (await database.db.select().from(mailOutbox)).length;
    for (let i = 0; i <= RESET_ADDRESS_RULE.points; i++) {
      // Past the address's budget the answer is the same, and nothing more is mailed.
      await requestPasswordReset({ email: "flood@example.com", client: nextClient(), cmsOrigin: CMS_ORIGIN });
    }
    const queued = (await database.db.select().from(mailOutbox)).slice(before);
    expect(queued.map((mail) => mail.to)).toEqual(Array(RESET_ADDRESS_RULE.points).fill("flood@example.com"));

    const client = nextClient();
    const asks = Array.from({ length: 11 }, (_, i) =>
      requestPasswordReset({ email: `spray${i}@example.com`, client, cmsOrigin: CMS_ORIGIN }).then(
        () => "ok",
        (error: { kind?: string }) => error.kind,
      ),
    );
    const outcomes = [];
    for (const ask of asks) outcomes.push(await ask);
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "rate-limited")).toHaveLength(1);
  });
});
