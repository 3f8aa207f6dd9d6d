/**
 * What a stolen session cannot do, and what the audit trail shows of it: password checks inside a
 * session are limited per account and audited; turning two-step sign-in off, changing the password
 * and transferring ownership ask for the password and, while two-step is on, a code; "Signed in"
 * is written when a session opens; the two-step proof is spent on use; staff mail links follow the
 * configured CMS address, never the Host header; reset requests by others never block the owner's.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents, blogPosts, cmsUsers, mailOutbox } from "~/.server/db/schema";
import { listAuditEvents } from "~/.server/services/audit";
import { completeTwoStepSignIn, createUser, signIn } from "~/.server/services/staff/auth";
import { findResetLink, requestPasswordReset, resetPassword } from "~/.server/services/staff/password-reset";
import { REAUTH_RULE } from "~/.server/services/staff/reauth";
import { createSession, findSession } from "~/.server/services/staff/sessions";
import { sessionCookie } from "~/.server/http/session-cookies";
import { removeMember } from "~/.server/services/staff/staff";
import { INVITATION_RULE, TEST_SEND_RULE } from "~/.server/mail/staff-mail";
import { beginTwoStepSetup, enableTwoStep, totp, twoStepState } from "~/.server/services/staff/two-step";
import { action as forgotAction } from "~/routes/cms.forgot-password";
import { action as newsletterAction } from "~/routes/cms.post-newsletter";
import { action as profileAction } from "~/routes/cms.profile";
import { action as settingsAction } from "~/routes/cms.settings";
import { action as staffAction } from "~/routes/cms.staff";
import { signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { answerOf, callRoute } from "../helpers/route-call";
import { clientContext } from "../helpers/request-context";

const PASSWORD = "copper-kettle-harbor-71";
const NEW_PASSWORD = "juniper-lantern-quarry-58";
const CMS_URL = "http://cms.localhost:3000";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let ipCount = 0;
const nextIp = () => `10.46.0.${++ipCount}`;

beforeAll(async () => {
  config = useTestConfig({ CMS_URL });
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("sec-owner", PASSWORD, { role: "owner", email: "owner@staff.example" });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(auditEvents);
});

async function userId(username: string) {
  const [row] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, username));
  return row.id;
}

const actionsOf = async (id: string) =>
  (
    await database.db.select().from(auditEvents).where(eq(auditEvents.actorId, id)).orderBy(auditEvents.at)
  ).map((row) => row.action);

async function cookieOf(username: string) {
  const { token } = await createSession(await userId(username), "test");
  return (await sessionCookie(token)).split(";")[0];
}

/** Turns two-step sign-in on; returns the recovery codes. */
async function withTwoStep(id: string) {
  await beginTwoStepSetup(id);
  const [row] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, id));
  const codes = await enableTwoStep(id, PASSWORD, totp(row.totpSecret ?? "").generate());
  await database.db.delete(auditEvents);
  return codes;
}

describe("password checks inside a session", () => {
  it("are limited per account after a few wrong guesses, audited, and a right guess then changes nothing", async () => {
    await createUser("sec-guessed", PASSWORD, { email: "guessed@staff.example" });
    const cookie = await signInCookie(server, "sec-guessed", PASSWORD, nextIp());
    await database.db.delete(auditEvents);
    // The settings page's password form, posted to its action.
    const change = (currentPassword: string) =>
      callRoute(settingsAction, "/cms/settings", {
        cookie,
        form: {
          intent: "change-password",
          currentPassword,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await change(`wrong-guess-number-${i}`)).status);
    expect(statuses.slice(0, REAUTH_RULE.points)).toEqual(Array(REAUTH_RULE.points).fill(400));
    expect(statuses.slice(REAUTH_RULE.points)).toEqual(Array(200 - REAUTH_RULE.points).fill(429));
    const limited = await change(PASSWORD);
    expect(limited.status).toBe(429);
    expect((limited.value as { message: string }).message).toMatch(/Too many wrong passwords/);
    // The password stands: the old one still signs in, the guessed-at new one does not.
    await expect(
      signIn({ username: "sec-guessed", password: NEW_PASSWORD, ip: nextIp() }),
    ).rejects.toMatchObject({
      kind: "unauthorized",
    });

    const id = await userId("sec-guessed");
    expect(await actionsOf(id)).toEqual([
      ...Array(REAUTH_RULE.points).fill("reauth-failed"),
      "reauth-locked",
      "sign-in-failed",
    ]);
    const [failed] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, id), eq(auditEvents.action, "reauth-failed")));
    expect(failed).toMatchObject({ detail: { purpose: "password-change" }, actorName: "sec-guessed" });
    expect(JSON.stringify(await database.db.select().from(auditEvents))).not.toContain("wrong-guess");
  }, 240_000);

  it("with two-step on: the password change and turning it off need a code as well", async () => {
    await createUser("sec-tara", PASSWORD, { email: "tara@staff.example" });
    const id = await userId("sec-tara");
    const codes = await withTwoStep(id);
    const cookie = await cookieOf("sec-tara");

    const changePassword = (fields: Record<string, string>) =>
      callRoute(settingsAction, "/cms/settings", {
        cookie,
        form: {
          intent: "change-password",
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
          ...fields,
        },
      });
    const noCode = await changePassword({});
    expect(noCode.status).toBe(400);
    expect((noCode.value as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty("code");

    const post = (form: Record<string, string>) => callRoute(profileAction, "/cms/profile", { cookie, form });
    const off = await post({ intent: "two-step-disable", password: PASSWORD });
    expect(off.status).toBe(400);
    expect(off.value).toMatchObject({ ok: false, fieldErrors: { code: expect.any(String) } });
    const wrongCode = await post({ intent: "two-step-disable", password: PASSWORD, code: "abcde-fghij" });
    expect(wrongCode.status).toBe(400);
    expect((await twoStepState(id)).enabled).toBe(true);

    const changed = await changePassword({ code: codes[0] });
    expect(changed.status).toBe(200);
    const turnedOff = await post({ intent: "two-step-disable", password: NEW_PASSWORD, code: codes[1] });
    expect(turnedOff).toMatchObject({
      status: 200,
      value: { ok: true, message: "Two-step sign-in is off." },
    });
    expect(await actionsOf(id)).toEqual(["reauth-failed", "password-change", "two-step-off"]);
  });

  it("ownership moves only with the Owner's password", async () => {
    await createUser("sec-heir", PASSWORD, { role: "administrator", email: "heir@staff.example" });
    const heir = await userId("sec-heir");
    const cookie = await cookieOf("sec-owner");
    const transfer = (form: Record<string, string>) =>
      callRoute(staffAction, "/cms/staff", { cookie, form: { intent: "transfer", id: heir, ...form } });

    const without = await transfer({});
    expect(without.status).toBe(400);
    expect(without.value).toMatchObject({ ok: false, fieldErrors: { password: expect.any(String) } });
    const wrong = await transfer({ password: "not-the-owners-password" });
    expect(wrong.status).toBe(400);
    const [stillOwner] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "sec-owner"));
    expect(stillOwner.role).toBe("owner");

    const done = await transfer({ password: PASSWORD });
    expect(done).toMatchObject({ status: 200, value: { ok: true } });
    const [newOwner] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, heir));
    expect(newOwner.role).toBe("owner");
    expect(await actionsOf(stillOwner.id)).toEqual(["reauth-failed", "ownership-transfer"]);
    // Back, for the other tests.
    const back = await callRoute(staffAction, "/cms/staff", {
      cookie: await cookieOf("sec-heir"),
      form: { intent: "transfer", id: stillOwner.id, password: PASSWORD },
    });
    expect(back.status).toBe(200);
  });
});

describe("the sign-in events", () => {
  it('"Signed in" only when the session opens; failed codes and their lockout recorded; a failed unknown name stores nothing typed', async () => {
    await createUser("sec-gus", PASSWORD, { email: "gus@staff.example" });
    const id = await userId("sec-gus");
    await withTwoStep(id);
    const ip = nextIp();
    const { pending } = await signIn({ username: "sec-gus", password: PASSWORD, ip });
    expect(await actionsOf(id)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      await expect(completeTwoStepSignIn({ pending, code: "000000", ip })).rejects.toMatchObject({
        kind: "validation",
      });
    }
    expect(await actionsOf(id)).toEqual([...Array(5).fill("two-step-failed"), "two-step-locked"]);

    await signIn({ username: "sec-nobody-here", password: "my-secret-typed-in-the-wrong-box", ip }).catch(
      () => undefined,
    );
    await signIn({ username: "my-secret-typed-in-the-wrong-box", password: PASSWORD, ip }).catch(
      () => undefined,
    );
    const stored = JSON.stringify(await database.db.select().from(auditEvents));
    expect(stored).not.toContain("my-secret-typed-in-the-wrong-box");
    expect(stored).not.toContain("sec-nobody-here");
  });

  it("a recovery code opens a session and writes it; the actor's name outlives the account", async () => {
    await createUser("sec-rosa", PASSWORD, { email: "rosa@staff.example" });
    const id = await userId("sec-rosa");
    const codes = await withTwoStep(id);
    const ip = nextIp();
    const { pending } = await signIn({ username: "sec-rosa", password: PASSWORD, ip });
    await completeTwoStepSignIn({ pending, code: codes[0], ip });
    expect(await actionsOf(id)).toEqual(["sign-in"]);

    const [owner] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "sec-owner"));
    await removeMember({ id: owner.id, role: "owner" }, id, owner.id);
    const { items } = await listAuditEvents({ page: 1 } as never, "America/Chicago");
    expect(items.find((event) => event.actorId === id)).toMatchObject({
      action: "sign-in",
      actorName: "sec-rosa",
    });
  });

  it("the two-step proof is spent on use: replayed from another client with another code, it opens nothing", async () => {
    await createUser("sec-replay", PASSWORD, { email: "replay@staff.example" });
    const id = await userId("sec-replay");
    const codes = await withTwoStep(id);
    const { pending } = await signIn({ username: "sec-replay", password: PASSWORD, ip: nextIp() });
    const first = await completeTwoStepSignIn({ pending, code: codes[0], ip: nextIp() });
    expect(await findSession(first.token)).not.toBeNull();
    await expect(completeTwoStepSignIn({ pending, code: codes[1], ip: nextIp() })).rejects.toMatchObject({
      kind: "validation",
    });
    expect((await twoStepState(id)).codesLeft).toBe(9);
    expect(await actionsOf(id)).toEqual(["sign-in"]);
  });
});

/** A form post to a page action with a Host header of the sender's choosing. */
function postWithHost(
  handler: unknown,
  path: string,
  host: string,
  form: Record<string, string>,
  cookie = "",
) {
  const request = new Request(`http://${host}${path}`, {
    method: "POST",
    headers: {
      host,
      origin: `http://${host}`,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  });
  return answerOf(() =>
    (handler as (args: unknown) => unknown)({ request, params: {}, context: clientContext(nextIp()) }),
  );
}

const mailsTo = (address: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(mailOutbox.createdAt);

describe("links in staff mail", () => {
  it("reset and invitation links point at the configured CMS address, whatever the Host header", async () => {
    await createUser("sec-hosted", PASSWORD, { email: "hosted@staff.example" });
    const host = "attacker.localhost:4401";
    const asked = await postWithHost(forgotAction, "/cms/forgot-password", host, {
      email: "hosted@staff.example",
    });
    expect(asked.status).toBe(200);
    const invited = await postWithHost(
      staffAction,
      "/cms/staff",
      host,
      { intent: "invite", email: "newcomer@outside.example", role: "author" },
      await cookieOf("sec-owner"),
    );
    expect(invited).toMatchObject({ status: 200, value: { ok: true } });
    for (const mail of [
      ...(await mailsTo("hosted@staff.example")),
      ...(await mailsTo("newcomer@outside.example")),
    ]) {
      expect(mail.text).toContain(`${CMS_URL}/cms/`);
      expect(mail.text).not.toContain("attacker");
      expect(mail.html ?? "").not.toContain("attacker");
    }
    expect(await mailsTo("newcomer@outside.example")).toHaveLength(1);
  });
});

describe("password reset requests", () => {
  it("three requests by someone else never keep the owner from a working link", async () => {
    await createUser("sec-target", PASSWORD, { email: "target@staff.example" });
    const id = await userId("sec-target");
    for (let i = 0; i < 3; i++) {
      await requestPasswordReset({ email: "target@staff.example", client: nextIp(), cmsOrigin: CMS_URL });
    }
    // The owner's own request, and another by the stranger: answered as any other, no error.
    await expect(
      requestPasswordReset({ email: "target@staff.example", client: nextIp(), cmsOrigin: CMS_URL }),
    ).resolves.toBeUndefined();
    await requestPasswordReset({ email: "target@staff.example", client: nextIp(), cmsOrigin: CMS_URL });
    const mails = await mailsTo("target@staff.example");
    // Mails to the address stay within its budget, and the newest mailed link works.
    expect(mails).toHaveLength(3);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mails[2].text)?.[1] ?? "";
    expect(await findResetLink(token)).toMatchObject({ username: "sec-target" });
    await resetPassword(token, NEW_PASSWORD, "10.46.9.9");
    expect(await actionsOf(id)).toEqual([
      "password-reset-request",
      "password-reset-request",
      "password-reset-request",
      "password-reset",
    ]);
  });
});

describe("mail staff can send anywhere", () => {
  it("invitations are limited per staff member", async () => {
    const cookie = await cookieOf("sec-owner");
    const statuses: number[] = [];
    for (let i = 0; i <= INVITATION_RULE.points; i++) {
      const answer = await callRoute(staffAction, "/cms/staff", {
        cookie,
        form: { intent: "invite", email: `flood${i}@outside.example`, role: "contributor" },
      });
      statuses.push(answer.status);
    }
    // One invitation went out in the test before; the budget is per member, whatever the address.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      INVITATION_RULE.points - 1,
    );
    expect(statuses.at(-1)).toBe(429);
    const sent = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, "flood%@outside.example"));
    expect(sent.length).toBeLessThan(INVITATION_RULE.points);
  });

  it("newsletter tests go only to staff addresses, are limited per member, and are audited", async () => {
    await createUser("sec-sender", PASSWORD, { role: "administrator", email: "sender@staff.example" });
    const id = await userId("sec-sender");
    const cookie = await cookieOf("sec-sender");
    const [post] = await database.db
      .insert(blogPosts)
      .values({
        id: "sec-test-post",
        slug: "sec-test-post",
        title: "A post to test",
        excerpt: "An excerpt.",
        content: "Some words for the body.",
        author: "Sender",
        categories: ["Tips"],
        tags: [],
        readingTime: "1 min read",
      })
      .returning({ id: blogPosts.id });
    const test = (email: string) =>
      callRoute(newsletterAction, `/cms/posts/${post.id}/newsletter`, {
        cookie,
        params: { id: post.id },
        form: { intent: "test", email, mode: "with-site" },
      });
    const outside = await test("someone@outside.example");
    expect(outside.status).toBe(400);
    expect(await mailsTo("someone@outside.example")).toHaveLength(0);

    const statuses: number[] = [];
    for (let i = 0; i <= TEST_SEND_RULE.points; i++) {
      statuses.push((await test(i % 2 ? "sender@staff.example" : "OWNER@staff.example")).status);
    }
    expect(statuses).toEqual([...Array(TEST_SEND_RULE.points).fill(200), 429]);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, id), eq(auditEvents.action, "newsletter-test-send")));
    expect(events).toHaveLength(TEST_SEND_RULE.points);
    expect(events[0]).toMatchObject({ subjectId: post.id, detail: { to: "OWNER@staff.example" } });
  });
});
