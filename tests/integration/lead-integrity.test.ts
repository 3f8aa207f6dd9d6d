import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { jobRuns, leads, mailOutbox } from "~/.server/db/schema";
import { customQuotePageAction, quickMessagePageAction } from "~/.server/forms/lead-forms";
import { FORM_TOKEN_RATE_LIMIT } from "~/.server/http/api/leads";
import { createUser } from "~/.server/services/staff/auth";
import { issueFormToken, verifyFormToken } from "~/.server/services/leads/form-token";
import { listInboxPage } from "~/.server/services/leads/inbox";

/** Every entry of a view (these tests make far fewer than one page). */
const listInbox = async (filter: Parameters<typeof listInboxPage>[0]) =>
  (await listInboxPage(filter, 1)).items;
import { LEAD_ACK_DAILY_LIMIT } from "~/.server/services/leads/leads";
import { digestCutoff, runSpamDigest } from "~/.server/mail/spam-digest";
import { action as inboxAction } from "~/routes/cms.inbox";
import { loader as shellLoader } from "~/routes/cms.shell";
import { nextIp } from "../helpers/clients";
import { signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { clientContext } from "../helpers/request-context";

/**
 * A lead only the time trap finds odd (autofill sends a form in a second) is a lead, mailed and
 * marked for review; possible leads stored before that rule are still mailed when staff say
 * "not spam"; the Spam view's count is in the CMS navigation, a daily digest lists
 * the spam, form tokens are single use, the token endpoint is limited per client and the
 * acknowledgement per recipient.
 */

let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie = "";
const STAFF = "integrity-staff@hearthstonedigital.example";
const PASSWORD = "brass-lantern-orchard-2026";

beforeAll(async () => {
  config = useTestConfig({ STAFF_EMAIL: STAFF, FORM_MIN_FILL_MS: "2000" });
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("integrity-keeper", PASSWORD, { email: "integrity-keeper@staff.example" });
  cookie = await signInCookie(server, "integrity-keeper", PASSWORD, "10.41.0.1");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

let unique = 0;
/** A quick message (name, e-mail, message), each one different unless told. */
function quick(overrides: Record<string, unknown> = {}) {
  unique += 1;
  return {
    name: `Morgan Reyes ${unique}`,
    email: `morgan${unique}@reyes-hvac.example`,
    message: `Can you help with our ads? (${unique})`,
    ...overrides,
  };
}

async function send(body: Record<string, unknown>, ip = nextIp()) {
  const response = await server.postJson("/api/quick-contact", body, { "x-forwarded-for": ip });
  expect(response.status).toBe(201);
  return response;
}

async function leadOf(email: string) {
  const [row] = await database.db.select().from(leads).where(eq(leads.email, email));
  return row;
}

async function mailsTo(address: string, kind?: string) {
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
  return rows.filter((row) => !kind || row.kind === kind);
}

async function staffMailsAbout(name: string) {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "lead-staff"), eq(mailOutbox.to, STAFF)));
  return rows.filter((row) => row.subject.includes(name));
}

/** An inbox view without filters. */
const view = (name: "inbox" | "spam") => ({ view: name, kind: undefined, status: undefined, q: "" });

const aged = (ms: number) => issueFormToken(Date.now() - ms);

describe("leads only the time trap finds odd", () => {
  it("keeps a lead sent a second after its page appeared (autofill) as a lead, mailed, marked for review; a bot stays spam", async () => {
    const fast = quick();
    await send({ ...fast, formToken: await aged(1_000), fillMs: 1_000 });
    const bot = quick();
    await send({ ...bot, formToken: await aged(60_000), homepage: "https://spam.example" });

    expect(await leadOf(fast.email)).toMatchObject({
      isSpam: false,
      spamReason: null,
      reviewReason: "too-fast",
    });
    expect(await mailsTo(fast.email, "lead-ack")).toHaveLength(1);
    expect(await staffMailsAbout(fast.name)).toHaveLength(1);
    const inLeads = (await listInbox(view("inbox"))).find((item) => item.email === fast.email);
    expect(inLeads).toMatchObject({ isSpam: false, reviewReason: "too-fast" });
    expect((await listInbox(view("spam"))).some((item) => item.email === fast.email)).toBe(false);

    expect(await leadOf(bot.email)).toMatchObject({
      isSpam: true,
      spamReason: "honeypot",
      reviewReason: null,
    });
    expect(await mailsTo(bot.email)).toEqual([]);
  });

  it("takes an autofilled quick message posted to its page action a second after load, with the production minimum", async () => {
    expect(config.FORM_MIN_FILL_MS).toBe(2000);
    const person = quick();
    const answer = (await quickMessagePageAction({
      request: new Request(`${config.PUBLIC_URL}/quick-message`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: config.PUBLIC_URL },
        body: new URLSearchParams({ ...person, formToken: await aged(1_000), fillMs: "1000" }),
      }),
      context: clientContext(nextIp()),
    })) as unknown as { data: { ok: boolean } };
    expect(answer.data.ok).toBe(true);
    expect(await leadOf(person.email)).toMatchObject({ isSpam: false, reviewReason: "too-fast" });
    expect(await mailsTo(person.email, "lead-ack")).toHaveLength(1);
    expect(await staffMailsAbout(person.name)).toHaveLength(1);
  });

  it('"not spam" on a possible lead stored before this rule sends the staff notification and the acknowledgement then, once', async () => {
    const person = quick();
    const [lead] = await database.db
      .insert(leads)
      .values({
        kind: "quick-message",
        name: person.name,
        email: person.email,
        message: person.message,
        fingerprint: `legacy-${person.email}`,
        isSpam: true,
        spamReason: "too-fast",
      })
      .returning();
    expect((await listInbox(view("spam"))).find((item) => item.email === person.email)?.possibleLead).toBe(
      true,
    );

    // The inbox's "Not spam" and "Spam" buttons, posted to the inbox page's action.
    const mark = (isSpam = false) =>
      callRoute(inboxAction, "/cms/inbox", {
        cookie,
        form: { intent: "spam", id: lead.id, isSpam: String(isSpam) },
      });
    const [first, second] = await Promise.all([mark(), mark()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await leadOf(person.email)).toMatchObject({ isSpam: false, spamReason: null });
    expect((await listInbox(view("inbox"))).some((item) => item.email === person.email)).toBe(true);
    // Two staff pressing at once: one notification, one acknowledgement.
    expect(await staffMailsAbout(person.name)).toHaveLength(1);
    expect(await mailsTo(person.email, "lead-ack")).toHaveLength(1);

    // Filed as spam by staff and back again: it was mailed already, so nothing more goes out.
    for (const isSpam of [true, false]) {
      expect((await mark(isSpam)).status).toBe(200);
    }
    expect(await staffMailsAbout(person.name)).toHaveLength(1);
    expect(await mailsTo(person.email, "lead-ack")).toHaveLength(1);
  });

  it("counts spam, not leads to review, in the CMS navigation's data", async () => {
    const load = async () => {
      // As the page renderer sees it: the CMS host and the session cookie.
      const request = new Request(`${config.PUBLIC_URL}/cms/inbox`, {
        headers: { cookie, host: "localhost" },
      });
      const data = await shellLoader({ request, params: {}, context: clientContext("10.1.2.3") } as never);
      return (data as { spam: { spam: number; possibleLeads: number } }).spam;
    };
    const before = await load();
    await send({ ...quick(), formToken: await aged(300) });
    await send({ ...quick(), formToken: "forged" });
    const after = await load();
    expect(after.spam).toBe(before.spam + 1);
    expect(after.possibleLeads).toBe(before.possibleLeads);
  });
});

describe("the daily spam digest", () => {
  it("mails staff once a day the spam since the last digest, possible leads first", async () => {
    // A day of its own, far from the other tests' leads: two days ahead of now.
    const now = new Date(Date.now() + 2 * 86_400_000);
    const cutoff = digestCutoff(now, "America/Chicago");
    const inPeriod = new Date(cutoff.getTime() - 3_600_000);
    const insert = (name: string, spamReason: string | null) =>
      database.db.insert(leads).values({
        kind: "quick-message",
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
        fingerprint: `digest-${name}`,
        isSpam: spamReason !== null,
        spamReason,
        receivedAt: inPeriod,
      });
    await insert("Plain Bot", "honeypot");
    await insert("Quick Typist", "too-fast");
    await insert("Real Lead", null);
    // The previous digest ran a day before: only the day since counts.
    await database.db
      .insert(jobRuns)
      .values({ job: "spam-digest", periodEnd: new Date(cutoff.getTime() - 86_400_000) });

    const [first, again] = [await runSpamDigest(now), await runSpamDigest(new Date(now.getTime() + 60_000))];
    expect(first).toBe(2);
    expect(again).toBe(0);
    const digests = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "spam-digest"));
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest.to).toBe(STAFF);
    expect(digest.subject).toBe("Spam digest: 1 possible lead, 2 in all");
    expect(digest.text.indexOf("Quick Typist")).toBeGreaterThan(-1);
    expect(digest.text.indexOf("Quick Typist")).toBeLessThan(digest.text.indexOf("Plain Bot"));
    expect(digest.text).not.toContain("Real Lead");
    expect(digest.text).toContain("/cms/inbox?view=spam");

    // Several instances at the next day's time: one digest (nothing new, so no mail either).
    const next = new Date(now.getTime() + 86_400_000);
    const results = await Promise.all([runSpamDigest(next), runSpamDigest(next)]);
    expect(results).toEqual([0, 0]);
    const runs = await database.db
      .select()
      .from(jobRuns)
      .where(
        and(eq(jobRuns.job, "spam-digest"), eq(jobRuns.periodEnd, digestCutoff(next, "America/Chicago"))),
      );
    expect(runs).toHaveLength(1);
  });
});

describe("form tokens are single use", () => {
  it("marks a second lead with a used token for review from the same client, and files it as spam from another", async () => {
    const token = await aged(60_000);
    const ip = nextIp();
    const first = quick();
    const response = await send({ ...first, formToken: token }, ip);
    expect((await leadOf(first.email)).isSpam).toBe(false);
    // The answer carries a new token for the page's next lead.
    const { formToken: renewed } = (await response.json()) as { formToken: string };
    expect(await verifyFormToken(renewed)).not.toBeNull();
    expect(renewed).not.toBe(token);

    const backAgain = quick();
    await send({ ...backAgain, formToken: token }, ip);
    expect(await leadOf(backAgain.email)).toMatchObject({ isSpam: false, reviewReason: "reused-form-token" });
    const elsewhere = quick();
    await send({ ...elsewhere, formToken: token });
    expect(await leadOf(elsewhere.email)).toMatchObject({ isSpam: true, spamReason: "replayed-form-token" });
    expect((await listInbox(view("spam"))).find((item) => item.email === elsewhere.email)?.possibleLead).toBe(
      false,
    );
    // The person going Back is mailed like any lead; the replay from elsewhere is not.
    expect(await mailsTo(backAgain.email, "lead-ack")).toHaveLength(1);
    expect(await mailsTo(elsewhere.email)).toEqual([]);
  });

  it("gives a refused page post its own token back (unused), and a sent one a new token", async () => {
    const token = await aged(60_000);
    const post = (fields: Record<string, string>) =>
      customQuotePageAction({
        request: new Request(`${config.PUBLIC_URL}/custom-quote`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: config.PUBLIC_URL },
          body: new URLSearchParams(fields),
        }),
        context: clientContext(nextIp()),
      });
    const fields = {
      name: "Quinn Park",
      company: "Park Electric",
      email: "quinn@park-electric.example",
      budget: "6k-10k",
      timeline: "1-month",
      message: "A new site with online booking.",
      formToken: token,
    };
    const refused = (await post({ ...fields, email: "not-an-address" })) as unknown as {
      data: { ok: boolean; formToken: string };
    };
    expect(refused.data.ok).toBe(false);
    expect(refused.data.formToken).toBe(token);
    const sent = (await post(fields)) as unknown as { data: { ok: boolean; formToken: string } };
    expect(sent.data.ok).toBe(true);
    expect(sent.data.formToken).not.toBe(token);
    // Stored under the names the form posts; the fields with no column of their own as details.
    expect(await leadOf("quinn@park-electric.example")).toMatchObject({
      isSpam: false,
      kind: "custom-quote",
      name: "Quinn Park",
      company: "Park Electric",
      message: "A new site with online booking.",
      details: { budget: "6k-10k", timeline: "1-month" },
    });
  });
});

describe("GET /api/form-token", () => {
  it("is limited per client, in the database", async () => {
    const ip = nextIp();
    const get = (from: string) => server.fetch("/api/form-token", { headers: { "x-forwarded-for": from } });
    for (let index = 0; index < FORM_TOKEN_RATE_LIMIT.points; index += 1) {
      expect((await get(ip)).status).toBe(200);
    }
    const refused = await get(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await database.db.execute(
      sql`select count(*)::int as n from rate_limits where key like 'form-token%'`,
    );
    expect(Number((stored.rows[0] as { n: number }).n)).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await get(nextIp())).status).toBe(200);
  });

  it("is limited on the client key: the addresses of one IPv6 /64 share one budget", async () => {
    const get = (from: string) => server.fetch("/api/form-token", { headers: { "x-forwarded-for": from } });
    const statuses: number[] = [];
    for (let index = 1; index <= FORM_TOKEN_RATE_LIMIT.points + 15; index += 1) {
      statuses.push((await get(`2001:db8:41:7::${index.toString(16)}`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORM_TOKEN_RATE_LIMIT.points);
    expect(statuses.slice(FORM_TOKEN_RATE_LIMIT.points).every((status) => status === 429)).toBe(true);
    // The next /64 is another client.
    expect((await get("2001:db8:41:8::1")).status).toBe(200);
  });

  it("dates a token for a form shown after its page from when that page was served", async () => {
    const servedAt = Date.now() - 8_000;
    const pageToken = await issueFormToken(servedAt);
    const response = await server.fetch(`/api/form-token?page=${encodeURIComponent(pageToken)}`, {
      headers: { "x-forwarded-for": nextIp() },
    });
    const { token } = (await response.json()) as { token: string };
    expect(await verifyFormToken(token)).toBe(servedAt);
    expect(token).not.toBe(pageToken);
    // A forged page token proves nothing: the time is now.
    const forged = await server.fetch("/api/form-token?page=1.AAAAAAAAAAAA.x", {
      headers: { "x-forwarded-for": nextIp() },
    });
    const issuedAt = await verifyFormToken(((await forged.json()) as { token: string }).token);
    expect(Math.abs(Date.now() - (issuedAt ?? 0))).toBeLessThan(5_000);
  });
});

describe("the acknowledgement", () => {
  it(`goes to one address at most ${LEAD_ACK_DAILY_LIMIT} times a day, while every lead is stored and notified`, async () => {
    const victim = "someone-else@victim.example";
    const sent = [];
    for (let index = 0; index < LEAD_ACK_DAILY_LIMIT + 2; index += 1) {
      const body = quick({ email: victim });
      sent.push(body);
      await send({ ...body, formToken: await aged(60_000) });
    }
    const stored = await database.db.select().from(leads).where(eq(leads.email, victim));
    expect(stored.filter((row) => !row.isSpam)).toHaveLength(LEAD_ACK_DAILY_LIMIT + 2);
    expect(await mailsTo(victim, "lead-ack")).toHaveLength(LEAD_ACK_DAILY_LIMIT);
    // The address in other case is the same recipient.
    await send({ ...quick({ email: victim.toUpperCase() }), formToken: await aged(60_000) });
    const acks = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "lead-ack"), sql`lower(${mailOutbox.to}) = ${victim}`));
    expect(acks).toHaveLength(LEAD_ACK_DAILY_LIMIT);
    for (const body of sent) expect(await staffMailsAbout(body.name)).toHaveLength(1);
  });
});
