/**
 * The audit trail: each audited staff action writes exactly one event with its actor
 * and client, no event holds a password or token, the CMS view filters and pages the trail, and
 * the daily purge keeps one year.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import {
  auditEvents,
  blogPosts,
  cmsUsers,
  leads,
  mailOutbox,
  newsletterSubscribers,
  orders,
} from "~/.server/db/schema";
import { purgeAuditEvents, recordAudit } from "~/.server/services/audit";
import { createUser } from "~/.server/services/staff/auth";
import { enqueueDueScheduledSends } from "~/.server/services/newsletter/newsletter-sends";
import { AUDIT_PAGE_SIZE } from "~/lib/schemas/audit";
import { action as inboxAction } from "~/routes/cms.inbox";
import { loader as auditLoader } from "~/routes/cms.audit";
import { action as acceptAction } from "~/routes/cms.invite";
import { action as newsletterAction } from "~/routes/cms.post-newsletter";
import { action as postsAction } from "~/routes/cms.posts";
import { action as trashAction } from "~/routes/cms.posts-trash";
import { action as settingsAction } from "~/routes/cms.settings";
import { action as staffAction } from "~/routes/cms.staff";
import { cmsCall, signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { seedPost, seedSubscribers } from "../helpers/newsletter";
import { clientContext } from "../helpers/request-context";

const PASSWORD = "lantern-orchard-basalt-58";
const CLIENT = "192.0.2.44";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("auditor", PASSWORD, { email: "auditor@staff.example" });
  await createUser("other", PASSWORD, { email: "other@staff.example" });
  cookie = await signInCookie(server, "auditor", PASSWORD, CLIENT);
  const [user] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "auditor"));
  userId = user.id;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(auditEvents);
});

const events = () => database.db.select().from(auditEvents).orderBy(auditEvents.at);
const api = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, {
    cookie,
    body,
    headers: { "x-forwarded-for": CLIENT },
  });

/** A CMS page action, called as the router would, from the CMS's own page. */
function pageAction(
  path: string,
  fields: Record<string, string>,
  options: { params?: Record<string, string>; signedIn?: boolean; client?: string } = {},
) {
  return {
    request: new Request(`${config.PUBLIC_URL}${path}`, {
      method: "POST",
      headers: {
        ...(options.signedIn === false ? {} : { cookie }),
        origin: config.PUBLIC_URL,
        host: "localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    }),
    params: options.params ?? {},
    context: clientContext(options.client ?? CLIENT),
  } as never;
}

let lastId = Date.now();
async function draftPost() {
  const response = await api("POST", "/api/cms/blog/posts", {
    id: String(++lastId),
    slug: "",
    title: `Audit post ${lastId}`,
    excerpt: "An excerpt.",
    content: "Some words for the body of the post.",
    author: "Auditor",
    categories: ["Tips"],
    tags: [],
    featuredImage: "",
    isPublished: false,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

describe("each audited action writes one event", () => {
  it("sign-in success and failure, with the client and without the password", async () => {
    await signInCookie(server, "auditor", PASSWORD, CLIENT);
    const wrong = await server.postJson(
      "/api/cms/login",
      { username: "auditor", password: "wrong-password-typed-here" },
      { "x-forwarded-for": CLIENT },
    );
    expect(wrong.status).toBe(401);
    await server.postJson(
      "/api/cms/login",
      { username: "nobody-here", password: PASSWORD },
      { "x-forwarded-for": CLIENT },
    );
    const rows = await events();
    expect(rows.map((row) => row.action)).toEqual(["sign-in", "sign-in-failed", "sign-in-failed"]);
    expect(rows[0]).toMatchObject({ actorId: userId, clientKey: CLIENT });
    expect(rows[1]).toMatchObject({ actorId: userId, actorName: "auditor", detail: null });
    // An unknown name may be a password typed in the wrong box: nothing typed is kept.
    expect(rows[2]).toMatchObject({ actorId: null, detail: { account: "unknown" } });
    expect(JSON.stringify(rows)).not.toContain("nobody-here");
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("wrong-password-typed-here");
    expect(stored).not.toContain(PASSWORD);
  });

  it("publish, unpublish and delete, through the posts page", async () => {
    const post = await draftPost();
    expect(await events()).toEqual([]);
    await postsAction(pageAction("/cms/posts", { intent: "publish", id: post.id }));
    // Publishing what is already published changes nothing and records nothing.
    await postsAction(pageAction("/cms/posts", { intent: "publish", id: post.id }));
    await postsAction(pageAction("/cms/posts", { intent: "unpublish", id: post.id }));
    await postsAction(pageAction("/cms/posts", { intent: "delete", id: post.id }));
    const rows = await events();
    expect(rows.map((row) => row.action)).toEqual(["post-publish", "post-unpublish", "post-delete"]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: userId,
        clientKey: CLIENT,
        subjectType: "post",
        subjectId: post.id,
        detail: { title: post.title },
      });
    }

    const second = await draftPost();
    await postsAction(pageAction("/cms/posts", { intent: "delete", id: second.id }));
    expect((await events()).map((row) => row.action)).toEqual([
      "post-publish",
      "post-unpublish",
      "post-delete",
      "post-delete",
    ]);
  });

  it("lead and subscriber exports", async () => {
    expect((await api("GET", "/api/cms/inbox/export.csv?status=new")).status).toBe(200);
    expect((await api("GET", "/api/cms/subscribers/export.csv")).status).toBe(200);
    const rows = await events();
    expect(rows.map((row) => row.action)).toEqual(["leads-export", "subscribers-export"]);
    expect(rows[0]).toMatchObject({
      actorId: userId,
      clientKey: CLIENT,
      detail: { filter: { status: "new" } },
    });
  });

  it("settings changes, through the settings page", async () => {
    const saved = await settingsAction(
      pageAction("/cms/settings", {
        intent: "save-notifications",
        notificationEmail: "alerts@example.com",
        notifyKinds: "contact",
      }),
    );
    expect(saved).toMatchObject({ ok: true, intent: "save-notifications" });
    await settingsAction(
      pageAction("/cms/settings", { intent: "save-time-zone", timeZone: "America/Denver" }),
    );
    const rows = await events();
    expect(rows.map((row) => [row.action, row.subjectId])).toEqual([
      ["settings-change", "notifications"],
      ["settings-change", "time-zone"],
    ]);
    expect(rows[0].detail).toMatchObject({ notificationEmail: "alerts@example.com" });
    expect(rows[1].detail).toEqual({ timeZone: "America/Denver" });
  });

  it("a password change is not a settings change and leaves no password behind", async () => {
    await settingsAction(
      pageAction("/cms/settings", {
        intent: "change-password",
        currentPassword: "not-the-password-at-all",
        newPassword: "x",
        confirmPassword: "x",
      }),
    );
    expect(JSON.stringify(await events())).not.toContain("not-the-password-at-all");
  });

  it("subscriber removal, block and unblock", async () => {
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "reader@example.com", unsubscribeTokenHash: "h1" })
      .returning();
    await inboxAction(pageAction("/cms/inbox?view=subscribers", { intent: "remove-subscriber", id: row.id }));
    await inboxAction(
      pageAction("/cms/inbox?view=subscribers", { intent: "block", email: "spam@example.com" }),
    );
    await inboxAction(
      pageAction("/cms/inbox?view=subscribers", { intent: "unblock", email: "spam@example.com" }),
    );
    const rows = await events();
    expect(rows.map((event) => [event.action, event.subjectId])).toEqual([
      ["subscriber-remove", "reader@example.com"],
      ["subscriber-block", "spam@example.com"],
      ["subscriber-unblock", "spam@example.com"],
    ]);
    expect(rows[0]).toMatchObject({ actorId: userId, clientKey: CLIENT });
  });

  it("never stores a password, token or secret given as detail, at any depth", async () => {
    await recordAudit({
      action: "settings-change",
      actor: { userId, clientKey: CLIENT },
      detail: {
        title: "kept",
        password: "hunter2",
        newPassword: "hunter3",
        token: "tok-123",
        nested: { sessionToken: "sess-456", apiKey: "key-789", recoveryCodes: ["c1"], note: "kept too" },
      },
    });
    const [row] = await events();
    expect(row.detail).toEqual({ title: "kept", nested: { note: "kept too" } });
  });
});

describe("invitations, statuses, restores and newsletters", () => {
  /** The link token of the newest invitation mail to `email`, read from the outbox. */
  async function invitationToken(email: string) {
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.createdAt);
    const token = mails.at(-1)?.text.match(/\/cms\/invite\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mail to ${email}`);
    return token;
  }

  it("an invitation sent, resent, revoked, and another accepted, each with who, what and from where", async () => {
    await staffAction(
      pageAction("/cms/staff", { intent: "invite", email: "ivy@example.com", role: "author" }),
    );
    const [sent] = await events();
    expect(sent).toMatchObject({
      action: "invitation-send",
      actorId: userId,
      clientKey: CLIENT,
      subjectType: "invitation",
      detail: { email: "ivy@example.com", role: "author" },
    });
    const invitationId = String(sent.subjectId);
    await staffAction(pageAction("/cms/staff", { intent: "resend", id: invitationId }));
    await staffAction(pageAction("/cms/staff", { intent: "revoke", id: invitationId }));

    await staffAction(
      pageAction("/cms/staff", { intent: "invite", email: "joe@example.com", role: "editor" }),
    );
    const token = await invitationToken("joe@example.com");
    const accepted = await acceptAction(
      pageAction(
        `/cms/invite/${token}`,
        { name: "Joe New", username: "joe-new", password: PASSWORD, confirmPassword: PASSWORD },
        { params: { token }, signedIn: false, client: "198.51.100.7" },
      ),
    );
    expect(accepted).toBeInstanceOf(Response);
    const [joe] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "joe-new"));

    const rows = await events();
    expect(rows.map((row) => row.action)).toEqual([
      "invitation-send",
      "invitation-resend",
      "invitation-revoke",
      "invitation-send",
      "invitation-accept",
    ]);
    for (const row of rows.slice(0, 3)) {
      expect(row).toMatchObject({
        actorId: userId,
        clientKey: CLIENT,
        subjectId: invitationId,
        detail: { email: "ivy@example.com", role: "author" },
      });
    }
    expect(rows[4]).toMatchObject({
      actorId: joe.id,
      clientKey: "198.51.100.7",
      subjectType: "invitation",
      subjectId: rows[3].subjectId,
      detail: { email: "joe@example.com", role: "editor" },
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    // The actor list of the view's tests below is the two staff of beforeAll.
    await database.db.delete(cmsUsers).where(eq(cmsUsers.id, joe.id));
  });

  it("a lead's status change (page and API) and an order's, old and new", async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({
        kind: "contact",
        name: "Lena Lead",
        email: "lena@example.com",
        fingerprint: crypto.randomUUID(),
      })
      .returning();
    await inboxAction(
      pageAction("/cms/inbox", { intent: "status", type: "lead", id: lead.id, status: "contacted" }),
    );
    await inboxAction(
      pageAction("/cms/inbox", { intent: "status", type: "lead", id: lead.id, status: "won" }),
    );
    const [order] = await database.db
      .insert(orders)
      .values({
        orderNumber: "HD-AUDT-0001",
        publicToken: crypto.randomUUID(),
        templateId: "business-pro",
        templateName: "Business Pro",
        priceCents: 99_900,
        name: "Otto Order",
        email: "otto@example.com",
        company: "Otto HVAC",
        phone: "713-555-0142",
        consentAt: new Date(),
        fingerprint: crypto.randomUUID(),
      })
      .returning();
    await inboxAction(
      pageAction("/cms/inbox", {
        intent: "status",
        type: "order",
        id: order.id,
        status: "lost",
        note: "Went elsewhere",
      }),
    );
    const rows = await events();
    expect(rows.map((row) => [row.action, row.subjectType, row.subjectId, row.detail])).toEqual([
      ["lead-status", "lead", lead.id, { from: "new", to: "contacted" }],
      ["lead-status", "lead", lead.id, { from: "contacted", to: "won" }],
      ["order-status", "order", order.id, { from: "new", to: "lost", note: "Went elsewhere" }],
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorId: userId, clientKey: CLIENT });
  });

  it("a restore from the Trash, and a delete for good", async () => {
    const post = await draftPost();
    const other = await draftPost();
    await postsAction(pageAction("/cms/posts", { intent: "delete", id: post.id }));
    await postsAction(pageAction("/cms/posts", { intent: "delete", id: other.id }));
    await trashAction(pageAction("/cms/posts/trash", { intent: "restore", id: post.id }));
    await trashAction(pageAction("/cms/posts/trash", { intent: "delete-forever", id: other.id }));
    const rows = (await events()).filter((row) => row.action !== "post-delete");
    expect(rows.map((row) => [row.action, row.subjectId, (row.detail as { title: string }).title])).toEqual([
      ["post-restore", post.id, post.title],
      ["post-delete-forever", other.id, other.title],
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorId: userId, clientKey: CLIENT });
  });

  it("a scheduled newsletter is recorded as scheduled, then as sent with its real recipient count", async () => {
    await database.db.delete(newsletterSubscribers);
    await seedSubscribers(database.db, 16, "confirmed", "audit-reader-");
    const post = await seedPost(database.db, { publishedAt: new Date(Date.now() + 3_600_000) });
    await newsletterAction(
      pageAction(
        `/cms/posts/${post.id}/newsletter`,
        { intent: "send", mode: "with-site" },
        { params: { id: post.id } },
      ),
    );
    expect((await events()).map((row) => [row.action, row.detail])).toEqual([
      ["newsletter-schedule", { mode: "with-site" }],
    ]);
    await database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, post.id));
    expect(await enqueueDueScheduledSends(database.db)).toBe(1);
    const rows = await events();
    expect(rows.map((row) => row.action)).toEqual(["newsletter-schedule", "newsletter-send"]);
    expect(rows[1]).toMatchObject({
      actorId: userId,
      subjectType: "post",
      subjectId: post.id,
      detail: { recipients: 16, scheduled: true, scheduledBy: "auditor" },
    });
  });
});

describe("the audit view", () => {
  async function seed() {
    const [other] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.username, "other"));
    const rows = [];
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      rows.push({
        action: index % 2 ? "post-publish" : "sign-in",
        actorId: index % 5 === 0 ? other.id : userId,
        clientKey: CLIENT,
        at: new Date(Date.UTC(2026, 9, 1 + (index % 20), 12, index)),
      });
    }
    await database.db.insert(auditEvents).values(rows);
    return other.id;
  }
  const load = async (search: string) =>
    (await auditLoader({
      request: new Request(`${config.PUBLIC_URL}/cms/audit${search}`, {
        headers: { cookie, host: "localhost:3000" },
      }),
      params: {},
      context: clientContext("10.1.2.3"),
    } as never)) as Awaited<ReturnType<typeof auditLoader>>;

  it("lists newest first, in pages, with the actor's name", async () => {
    await seed();
    const first = await load("");
    expect(first.list.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.list.items).toHaveLength(AUDIT_PAGE_SIZE);
    const times = first.list.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.list.items[0].actorName).toMatch(/^(auditor|other)$/);
    const second = await load("?page=2");
    expect(second.list.items).toHaveLength(5);
    expect(second.list.items[0].at <= times[times.length - 1]).toBe(true);
    expect(first.actors.map((actor) => actor.username)).toEqual(["auditor", "other"]);
  });

  it("filters by actor, action and date range, together", async () => {
    const otherId = await seed();
    const byActor = await load(`?actor=${otherId}`);
    expect(byActor.list.total).toBe(11);
    expect(byActor.list.items.every((item) => item.actorName === "other")).toBe(true);
    const byAction = await load("?action=post-publish");
    expect(byAction.list.items.every((item) => item.action === "post-publish")).toBe(true);
    expect(byAction.list.total).toBe(27);
    const byDays = await load("?from=2026-10-02&to=2026-10-03");
    expect(byDays.list.items.map((item) => item.at.slice(0, 10)).sort()).toEqual(
      expect.arrayContaining(["2026-10-02", "2026-10-03"]),
    );
    expect(byDays.list.items.every((item) => item.at >= "2026-10-02" && item.at < "2026-10-04")).toBe(true);
    expect(byDays.list.total).toBe(6);
    const all = await load(`?actor=${otherId}&action=sign-in&from=2026-10-01&to=2026-10-01`);
    expect(all.list.total).toBe(
      (
        await database.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events
          where actor_id = ${otherId} and action = 'sign-in' and at >= '2026-10-01' and at < '2026-10-02'`)
      ).rows[0].n,
    );
  });

  it("answers 400 for a filter it cannot read, and sends strangers to sign in", async () => {
    for (const search of [
      "?action=drop-table",
      "?from=2026-13-01",
      "?from=2026-10-05&to=2026-10-01",
      "?actor=1",
    ]) {
      const refusal = await load(search).catch((error: unknown) => error);
      expect(refusal, search).toMatchObject({ init: { status: 400 } });
    }
    const stranger = await auditLoader({
      request: new Request(`${config.PUBLIC_URL}/cms/audit`, { headers: { host: "localhost:3000" } }),
      params: {},
      context: clientContext("10.1.2.3"),
    } as never).catch((error: unknown) => error);
    expect(stranger).toBeInstanceOf(Response);
    expect((stranger as Response).status).toBe(302);
  });
});

describe("retention", () => {
  it("purges events older than a year and keeps the rest", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    await database.db.insert(auditEvents).values([
      { action: "sign-in", actorId: userId, at: new Date("2025-11-20T12:00:00Z") },
      { action: "sign-in", actorId: userId, at: new Date("2025-11-30T12:00:00Z") },
    ]);
    expect(await purgeAuditEvents(now, database.db)).toBe(1);
    expect((await events()).map((row) => row.at.toISOString())).toEqual(["2025-11-30T12:00:00.000Z"]);
  });
});
