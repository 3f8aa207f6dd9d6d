/**
 * Invitations delivered over a real SMTP server (single use, 7-day expiry,
 * revocation, resend), and the staff screen's suspension (sessions end at once), removal and
 * ownership transfer. Everything goes through the screens' own loaders and actions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPosts, cmsInvitations, cmsSessions, cmsUsers, mailOutbox } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { sessionOf } from "~/.server/http/guards";
import { createMailWorker } from "~/.server/mail/mail-worker";
import { createSession } from "~/.server/services/staff/sessions";
import { sessionCookie } from "~/.server/http/session-cookies";
import type { Role } from "~/lib/permissions";
import { action as acceptAction, loader as acceptLoader } from "~/routes/cms.invite";
import { action as staffAction, loader as staffLoader } from "~/routes/cms.staff";
import { signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { callRoute } from "../helpers/route-call";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let smtp: SmtpSink;
const ids = {} as Record<"owner" | "admin" | "editor" | "author", string>;

async function cookieOf(userId: string) {
  const { token } = await createSession(userId, "test");
  return (await sessionCookie(token)).split(";")[0];
}

const staff = async (userId: string, form: Record<string, string>) =>
  callRoute(staffAction, "/cms/staff", { cookie: await cookieOf(userId), form });

/** Delivers the outbox over SMTP and returns the invitation link of the last mail to `to`. */
async function deliveredLink(to: string): Promise<string> {
  const worker = createMailWorker({
    db: database.db,
    mailFrom: "CMS <cms@example.com>",
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "hd-invite-")),
    smtpUrl: smtp.url,
    pollMs: 50,
  });
  await worker.runOnce();
  await worker.stop();
  const mail = smtp.received.filter((received) => received.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  // Undo quoted-printable soft breaks before reading the link.
  const raw = mail.raw.replace(/=\r?\n/g, "");
  const match = raw.match(/https?:\/\/[^\s"<>]+\/cms\/invite\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("no invitation link in the mail");
  return match[1] ?? "";
}

const accept = (token: string, form: Record<string, string>) =>
  callRoute(acceptAction, `/cms/invite/${token}`, { params: { token }, form });
const view = (token: string) => callRoute(acceptLoader, `/cms/invite/${token}`, { params: { token } });
const newcomer = (username: string) => ({
  name: `Name of ${username}`,
  username,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

async function invite(by: string, email: string, role: Role) {
  const answer = await staff(by, { intent: "invite", email, role });
  expect(answer.status, JSON.stringify(answer.value)).toBe(200);
  return deliveredLink(email);
}

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  smtp = await startSmtpSink();
  ids.owner = (await createUser("olive", PASSWORD, { role: "owner", email: "olive@staff.example" })).id;
  ids.admin = (await createUser("adam", PASSWORD, { role: "administrator", email: "adam@staff.example" })).id;
  ids.editor = (await createUser("edna", PASSWORD, { role: "editor", email: "edna@staff.example" })).id;
  ids.author = (await createUser("arthur", PASSWORD, { role: "author", email: "arthur@staff.example" })).id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

describe("invitations", () => {
  it("mails a single-use link; accepting sets name, username and password and signs in", async () => {
    const token = await invite(ids.admin, "nina@example.com", "editor");
    // Only the token's hash is stored.
    const rows = await database.db
      .select()
      .from(cmsInvitations)
      .where(eq(cmsInvitations.email, "nina@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(rows[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600 * 1000);

    const shown = await view(token);
    expect(shown.value).toMatchObject({ invitation: { email: "nina@example.com", role: "editor" } });

    // A weak password is refused under the usual policy, and the link keeps working.
    const weak = await accept(token, {
      ...newcomer("nina"),
      password: "password123",
      confirmPassword: "password123",
    });
    expect(weak.status).toBe(400);
    expect((weak.value as { fieldErrors: Record<string, string> }).fieldErrors.password).toBeTruthy();

    const accepted = await accept(token, newcomer("nina"));
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/cms/dashboard");
    const cookie = (accepted.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const auth = await sessionOf(cookie);
    expect(auth?.user).toMatchObject({ username: "nina", role: "editor" });
    const [user] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "nina"));
    expect(user).toMatchObject({ email: "nina@example.com", displayName: "Name of nina" });
    // The same password signs in through the API.
    expect(await signInCookie(server, "nina", PASSWORD, "10.3.0.1")).toMatch(/=/);

    // Used once: the link is dead.
    expect((await view(token)).value).toEqual({ invitation: null });
    const again = await accept(token, newcomer("nina2"));
    expect(again.status).toBe(404);
    expect(await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "nina2"))).toEqual([]);
  });

  it("refuses an expired link", async () => {
    const token = await invite(ids.admin, "late@example.com", "author");
    await database.db
      .update(cmsInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cmsInvitations.email, "late@example.com"));
    expect((await view(token)).value).toEqual({ invitation: null });
    expect((await accept(token, newcomer("late"))).status).toBe(404);
    // Listed as expired, so it can be resent.
    const list = await callRoute(staffLoader, "/cms/staff", { cookie: await cookieOf(ids.admin) });
    const invitations = (list.value as { invitations: { email: string; status: string }[] }).invitations;
    expect(invitations.find((item) => item.email === "late@example.com")?.status).toBe("expired");
  });

  it("revokes a link, and a resend replaces the old link with a new one", async () => {
    const first = await invite(ids.editor, "rita@example.com", "contributor");
    const [row] = await database.db
      .select()
      .from(cmsInvitations)
      .where(eq(cmsInvitations.email, "rita@example.com"));
    const resent = await staff(ids.editor, { intent: "resend", id: row?.id ?? "" });
    expect(resent.status).toBe(200);
    const second = await deliveredLink("rita@example.com");
    expect(second).not.toBe(first);
    expect((await accept(first, newcomer("rita"))).status).toBe(404);

    const revoked = await staff(ids.editor, { intent: "revoke", id: row?.id ?? "" });
    expect(revoked.status).toBe(200);
    expect((await view(second)).value).toEqual({ invitation: null });
    expect((await accept(second, newcomer("rita"))).status).toBe(404);
  });

  it("lets an Editor invite only Authors and Contributors, and an Author nobody", async () => {
    expect(
      (await staff(ids.editor, { intent: "invite", email: "boss@example.com", role: "administrator" }))
        .status,
    ).toBe(403);
    expect(
      (await staff(ids.author, { intent: "invite", email: "pal@example.com", role: "contributor" })).status,
    ).toBe(403);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "boss@example.com"))).toEqual(
      [],
    );
  });
});

describe("staff screen", () => {
  it("suspends a colleague: every session ends at once and sign-in is refused until restored", async () => {
    const { id } = await createUser("sam", PASSWORD, { role: "author", email: "sam@staff.example" });
    const first = await signInCookie(server, "sam", PASSWORD, "10.3.0.2");
    await signInCookie(server, "sam", PASSWORD, "10.3.0.3");
    const suspended = await staff(ids.admin, { intent: "suspend", id });
    expect(suspended.status).toBe(200);
    expect(await database.db.select().from(cmsSessions).where(eq(cmsSessions.userId, id))).toEqual([]);
    expect((await server.fetch("/api/cms/me", { headers: { cookie: first } })).status).toBe(401);
    const refused = await server.postJson(
      "/api/cms/login",
      { username: "sam", password: PASSWORD },
      { "x-forwarded-for": "10.3.0.4" },
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/suspended/);
    // A session made behind the screen's back does not work either.
    expect(await sessionOf(await cookieOf(id))).toBeNull();

    expect((await staff(ids.admin, { intent: "restore", id })).status).toBe(200);
    expect(await signInCookie(server, "sam", PASSWORD, "10.3.0.5")).toMatch(/=/);
  });

  it("removes a colleague and moves their posts to the chosen one; the Owner cannot be removed", async () => {
    const { id } = await createUser("leaver", PASSWORD, { role: "author", email: "leaver@staff.example" });
    await database.db.insert(blogPosts).values({
      id: "leaver-post",
      slug: "leaver-post",
      title: "Leaver's post",
      content: "Text",
      author: "Leaver",
      authorId: id,
      readingTime: "1 min read",
    });
    const removed = await staff(ids.admin, { intent: "remove", id, heirId: ids.editor });
    expect(removed.status).toBe(200);
    const [moved] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, "leaver-post"));
    expect(moved).toMatchObject({ authorId: ids.editor, author: "edna" });
    expect(await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, id))).toEqual([]);

    expect((await staff(ids.admin, { intent: "remove", id: ids.owner, heirId: ids.admin })).status).toBe(403);
    expect((await staff(ids.editor, { intent: "suspend", id: ids.author })).status).toBe(403);
  });

  it("changes a role, and the Owner transfers ownership", async () => {
    expect((await staff(ids.admin, { intent: "change-role", id: ids.author, role: "editor" })).status).toBe(
      200,
    );
    expect((await staff(ids.admin, { intent: "change-role", id: ids.author, role: "owner" })).status).toBe(
      400,
    );
    expect((await staff(ids.admin, { intent: "transfer", id: ids.admin })).status).toBe(403);
    expect((await staff(ids.owner, { intent: "transfer", id: ids.admin })).status).toBe(400);
    expect((await staff(ids.owner, { intent: "transfer", id: ids.admin, password: PASSWORD })).status).toBe(
      200,
    );
    const roles = await database.db.select({ id: cmsUsers.id, role: cmsUsers.role }).from(cmsUsers);
    expect(roles.filter((row) => row.role === "owner").map((row) => row.id)).toEqual([ids.admin]);
    expect(roles.find((row) => row.id === ids.owner)?.role).toBe("administrator");
  });
});
