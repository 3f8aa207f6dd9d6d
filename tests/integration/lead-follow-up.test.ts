/**
 * A lead's owner and next step, through the inbox page's loader and action as a staff member uses
 * them: assigning mails the colleague, notes and the follow-up show in the open lead, each change
 * is in the audit trail; the morning mail at the hour set in Settings (America/Chicago) lists an
 * assignee's due leads and not a done one; and speed to lead reads the first response.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents, jobRuns, leads, mailOutbox } from "~/.server/db/schema";
import { runFollowUpMails } from "~/.server/mail/follow-up-digest";
import { changeStatus } from "~/.server/services/leads/inbox";
import { speedToLead } from "~/.server/services/leads/speed-to-lead";
import { getNotificationSettings, saveTimeZone } from "~/.server/services/settings";
import { createUser } from "~/.server/services/staff/auth";
import { sessionCookie } from "~/.server/http/session-cookies";
import { createSession } from "~/.server/services/staff/sessions";
import type { InboxListData } from "~/lib/cms-pages";
import { can } from "~/lib/permissions";
import { formatMinutes, responseMinutes } from "~/lib/speed-to-lead";
import { action, loader } from "~/routes/cms.inbox";
import { action as settingsAction } from "~/routes/cms.settings";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { callRoute } from "../helpers/route-call";

const PASSWORD = "lantern-meadow-cobalt-38";
let database: DatabaseHandle;
const users = {} as Record<"owner" | "colleague" | "editor", { id: string; cookie: string }>;

async function addLead(values: Partial<typeof leads.$inferInsert> & { name: string }) {
  const [row] = await database.db
    .insert(leads)
    .values({
      kind: "contact",
      email: `${values.name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      fingerprint: crypto.randomUUID(),
      // Long before the speed-to-lead test's week, so only its lead counts there.
      receivedAt: new Date("2025-01-06T15:00:00Z"),
      ...values,
    })
    .returning();
  return row;
}

const post = (who: keyof typeof users, form: Record<string, string>, path = "/cms/inbox") =>
  callRoute(action, path, { cookie: users[who].cookie, form });

async function openLead(who: keyof typeof users, id: string) {
  const answer = await callRoute(loader, `/cms/inbox?open=lead:${id}`, { cookie: users[who].cookie });
  expect(answer.status).toBe(200);
  return answer.value as InboxListData;
}

const mailsOf = (kind: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

const auditOf = (action: string, leadId: string) =>
  database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, leadId)));

beforeAll(async () => {
  useTestConfig({ STAFF_EMAIL: "leads-staff@hearthstonedigital.example" });
  database = await createTestDatabase();
  const made = {
    owner: await createUser("lead-boss", PASSWORD, { email: "boss@staff.example", role: "administrator" }),
    colleague: await createUser("lead-colleague", PASSWORD, {
      email: "colleague@staff.example",
      role: "administrator",
      displayName: "Casey Colleague",
    }),
    editor: await createUser("lead-editor", PASSWORD, { email: "editor@staff.example", role: "editor" }),
  };
  for (const [who, user] of Object.entries(made)) {
    const { token } = await createSession(user.id, "lead-follow-up");
    users[who as keyof typeof users] = { id: user.id, cookie: (await sessionCookie(token)).split(";")[0] };
  }
  await saveTimeZone("America/Chicago", "test");
});

afterAll(async () => {
  await database?.close();
});

describe("a lead's owner, notes and follow-up", () => {
  it("mails the colleague a lead is assigned to, and records the assignment", async () => {
    const lead = await addLead({ name: "Avery Assigned", phone: "+1 312 555 0110", message: "Leaky roof" });
    const answer = await post("owner", { intent: "assign", id: lead.id, assigneeId: users.colleague.id });
    expect(answer.status).toBe(302);

    const mails = (await mailsOf("lead-assigned")).filter((mail) => mail.text.includes("Avery Assigned"));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("colleague@staff.example");
    expect(mails[0].subject).toBe("Lead assigned to you: Avery Assigned");
    expect(mails[0].text).toContain("lead-boss assigned this lead");
    expect(mails[0].text).toContain("Leaky roof");
    expect(mails[0].text).toContain(`/cms/inbox?open=lead:${lead.id}`);
    // The shared mail layout.
    expect(mails[0].html).toContain("<html");

    const shown = await openLead("colleague", lead.id);
    expect(shown.open?.item.assignee).toEqual({ id: users.colleague.id, name: "Casey Colleague" });
    const [event] = await auditOf("lead-assign", lead.id);
    expect(event?.actorId).toBe(users.owner.id);
    expect(event?.detail).toMatchObject({
      from: "nobody",
      to: "Casey Colleague",
      assigneeId: users.colleague.id,
    });

    // "My leads" of the colleague holds it; the owner's does not.
    const mine = await callRoute(loader, "/cms/inbox?view=mine", { cookie: users.colleague.cookie });
    expect((mine.value as InboxListData).items.map((item) => item.id)).toContain(lead.id);
    const theirs = await callRoute(loader, "/cms/inbox?view=mine", { cookie: users.owner.cookie });
    expect((theirs.value as InboxListData).items.map((item) => item.id)).not.toContain(lead.id);
  });

  it("refuses a colleague who may not read leads, with a field message, and changes nothing", async () => {
    const lead = await addLead({ name: "Nora Notforeditors" });
    const answer = await post("owner", { intent: "assign", id: lead.id, assigneeId: users.editor.id });
    expect(answer.status).toBe(400);
    expect(answer.value).toMatchObject({ ok: false, fieldErrors: { assigneeId: expect.any(String) } });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.assigneeId).toBeNull();
    expect((await mailsOf("lead-assigned")).some((mail) => mail.text.includes("Nora"))).toBe(false);
    // Editors may neither assign nor write notes.
    expect(can("editor", "leads.assign")).toBe(false);
    expect(can("editor", "leads.note")).toBe(false);
    expect(can("administrator", "leads.assign")).toBe(true);
  });

  it("shows a note with who and when, and a follow-up entered as Chicago wall time, in the lead", async () => {
    const lead = await addLead({ name: "Nell Noted" });
    expect(
      (await post("owner", { intent: "note", id: lead.id, body: "Called, left a voicemail." })).status,
    ).toBe(302);
    expect(
      (await post("owner", { intent: "follow-up", id: lead.id, followUpAt: "2026-12-01T09:30" })).status,
    ).toBe(302);
    const shown = await openLead("owner", lead.id);
    expect(shown.open?.notes).toEqual([
      expect.objectContaining({ body: "Called, left a voicemail.", authorName: "lead-boss" }),
    ]);
    // 9:30 a.m. Central Standard Time is 15:30 UTC.
    expect(shown.open?.item.followUpAt).toBe("2026-12-01T15:30:00.000Z");
    // A note is a response: the lead's first one.
    expect(shown.open?.item.firstResponseAt).not.toBeNull();
    expect(await auditOf("lead-note", lead.id)).toHaveLength(1);
    expect((await auditOf("lead-follow-up", lead.id))[0]?.detail).toMatchObject({
      to: "2026-12-01T15:30:00.000Z",
    });

    // An empty note and a date that does not exist are refused, with their messages.
    const empty = await post("owner", { intent: "note", id: lead.id, body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.value).toMatchObject({ intent: "note", fieldErrors: { body: "Write the note first" } });
    const bad = await post("owner", { intent: "follow-up", id: lead.id, followUpAt: "2026-02-30T09:00" });
    expect(bad.status).toBe(400);
    expect(bad.value).toMatchObject({ intent: "follow-up", fieldErrors: { followUpAt: expect.any(String) } });
    expect((await openLead("owner", lead.id)).open?.item.followUpAt).toBe("2026-12-01T15:30:00.000Z");
  });

  it("moves a lead along the pipeline, qualified included, and audits the status", async () => {
    const lead = await addLead({ name: "Quincy Qualified" });
    expect(
      (await post("owner", { intent: "status", type: "lead", id: lead.id, status: "qualified" })).status,
    ).toBe(302);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.status).toBe("qualified");
    expect((await auditOf("lead-status", lead.id))[0]?.detail).toMatchObject({
      from: "new",
      to: "qualified",
    });
  });
});

describe("the morning follow-up mail", () => {
  it("goes at the hour set in Settings, Chicago time, once, listing due leads and not a done one", async () => {
    // The hour, set on the Settings page as an Administrator does; a bad one is refused at its field.
    const settings = (followUpHour: string) =>
      callRoute(settingsAction, "/cms/settings", {
        cookie: users.owner.cookie,
        form: {
          intent: "save-notifications",
          notificationEmail: "leads-staff@hearthstonedigital.example",
          followUpHour,
        },
      });
    const refused = await settings("25");
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({ fieldErrors: { followUpHour: "Choose an hour" } });
    expect((await settings("9")).status).toBe(200);
    expect((await getNotificationSettings()).followUpHour).toBe(9);
    const assign = (id: string) =>
      database.db.update(leads).set({ assigneeId: users.colleague.id }).where(eq(leads.id, id));
    const due = await addLead({ name: "Dana Due", followUpAt: new Date("2026-03-10T16:00:00Z") });
    const overdue = await addLead({ name: "Otto Overdue", followUpAt: new Date("2026-03-08T15:00:00Z") });
    const done = await addLead({
      name: "Wanda Won",
      status: "won",
      followUpAt: new Date("2026-03-10T14:00:00Z"),
    });
    const later = await addLead({ name: "Lars Later", followUpAt: new Date("2026-03-12T15:00:00Z") });
    for (const lead of [due, overdue, done, later]) await assign(lead.id);
    // The boss owns nothing due: they get no mail.
    await addLead({
      name: "Boss Future",
      assigneeId: users.owner.id,
      followUpAt: new Date("2026-04-01T15:00:00Z"),
    });

    // 2026-03-10 is a Tuesday in daylight time (CDT, UTC-5): 9 a.m. is 14:00 UTC.
    expect(await runFollowUpMails(new Date("2026-03-10T13:55:00Z"))).toBe(0);
    const before = (await mailsOf("lead-follow-ups")).length;
    const [first, second] = await Promise.all([
      runFollowUpMails(new Date("2026-03-10T14:05:00Z")),
      runFollowUpMails(new Date("2026-03-10T14:05:00Z")),
    ]);
    expect(first + second).toBe(1);
    expect(await runFollowUpMails(new Date("2026-03-10T16:00:00Z"))).toBe(0);

    const mails = (await mailsOf("lead-follow-ups")).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("colleague@staff.example");
    expect(mails[0].text).toContain("Dana Due");
    expect(mails[0].text).toContain("Due Mar 10, 2026, 11:00 AM CDT");
    expect(mails[0].text).toContain("Otto Overdue");
    expect(mails[0].text).toContain("Overdue Mar 8, 2026");
    expect(mails[0].text).not.toContain("Wanda Won");
    expect(mails[0].text).not.toContain("Lars Later");
    expect(mails[0].text).toContain("/cms/inbox?view=due");
    const runs = await database.db.select().from(jobRuns).where(eq(jobRuns.job, "lead-follow-ups"));
    expect(runs.map((run) => run.periodEnd.toISOString())).toContain("2026-03-10T14:00:00.000Z");
  }, 60_000);
});

describe("speed to lead", () => {
  it("reads 40 minutes for a lead answered 40 minutes after it arrived, within one business hour", async () => {
    const arrived = new Date(Date.now() - 40 * 60_000);
    const lead = await addLead({ name: "Sam Speedy", receivedAt: arrived });
    await changeStatus("lead", lead.id, { status: "contacted" }, "lead-boss", database.db);

    const shown = await openLead("owner", lead.id);
    const item = shown.open?.item;
    expect(item && formatMinutes(responseMinutes(item.receivedAt, item.firstResponseAt ?? ""))).toBe(
      "40 minutes",
    );
    // A later change does not move the first response.
    await post("owner", { intent: "note", id: lead.id, body: "Sent the quote." });
    expect((await openLead("owner", lead.id)).open?.item.firstResponseAt).toBe(item?.firstResponseAt);

    // 40 minutes can hold at most 40 business minutes: within one business hour whatever the clock.
    const weeks = await speedToLead({ weeks: 2 });
    const week = weeks.at(-1);
    expect(week).toMatchObject({ leads: 1, answered: 1, medianMinutes: 40, withinBusinessHour: 1 });
  });
});
