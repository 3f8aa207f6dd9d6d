import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { inboxEvents, leads, mailOutbox, newsletterSubscribers, orders } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import type { InboxEvent, InboxItem, InboxStats } from "~/.server/services/leads/inbox";
import { action as inboxAction, loader as inboxLoader } from "~/routes/cms.inbox";
import { loader as dashboardLoader } from "~/routes/cms.dashboard";
import { action as settingsAction, loader as settingsLoader } from "~/routes/cms.settings";
import { cmsCall, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

const PASSWORD = "harbor-thistle-copper-64";
const STAFF = "default-staff@example.com";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let cookie: string;

const call = (method: string, path: string, body?: unknown) =>
  cmsCall(server, config.PUBLIC_URL, method, path, { cookie, body });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function addLead(values: Partial<typeof leads.$inferInsert> & { name: string }) {
  const [row] = await database.db
    .insert(leads)
    .values({
      kind: "contact",
      email: `${values.name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      fingerprint: crypto.randomUUID(),
      ...values,
    })
    .returning();
  return row;
}

let spamLead: typeof leads.$inferSelect;
let hostileLead: typeof leads.$inferSelect;
let quoteLead: typeof leads.$inferSelect;
let order: typeof orders.$inferSelect;

beforeAll(async () => {
  config = useTestConfig({ STAFF_EMAIL: STAFF, FORM_MIN_FILL_MS: "0" });
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("inbox-keeper", PASSWORD, { email: "inbox-keeper@staff.example" });
  cookie = await signInCookie(server, "inbox-keeper", PASSWORD, "10.40.0.1");

  await addLead({
    name: "Old Contact",
    kind: "contact",
    receivedAt: minutesAgo(60 * 24 * 40),
    page: "/",
    message: "From last season",
  });
  quoteLead = await addLead({
    name: "Quinn Quote",
    kind: "custom-quote",
    company: "Quinn Roofing",
    receivedAt: minutesAgo(60 * 24 * 10),
    page: "/custom-quote",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "roof-2026" },
    details: { budget: "5k-10k" },
  });
  await addLead({ name: "Frida Plan", kind: "free-plan", receivedAt: minutesAgo(60 * 24 * 3), page: "/" });
  hostileLead = await addLead({
    name: '=HYPERLINK("http://evil.example","click")',
    kind: "quick-message",
    email: "attacker@example.com",
    phone: "+1 713 555 0100",
    company: "-2+3",
    message: '@SUM(A1:A9) said "hi", then, a comma\nand a second line',
    page: "/quick-message",
    receivedAt: minutesAgo(30),
  });
  spamLead = await addLead({
    name: "Spammy Bot",
    kind: "contact",
    isSpam: true,
    spamReason: "honeypot",
    receivedAt: minutesAgo(20),
  });
  [order] = await database.db
    .insert(orders)
    .values({
      orderNumber: "HD-TEST-0001",
      publicToken: crypto.randomUUID(),
      templateId: "business-pro",
      templateName: "Business Pro",
      priceCents: 99_900,
      name: "Olive Order",
      email: "olive@example.com",
      company: "Olive HVAC",
      phone: "713-555-0142",
      notes: "Launch before summer",
      consentAt: new Date(),
      fingerprint: crypto.randomUUID(),
      page: "/product/business-pro",
      createdAt: minutesAgo(10),
    })
    .returning();
  await database.db.insert(newsletterSubscribers).values([
    { email: "pending@example.com", status: "pending", unsubscribeTokenHash: "a", source: "blog" },
    {
      email: "=cmd|' /C calc'!A0@example.com",
      status: "confirmed",
      unsubscribeTokenHash: "b",
      confirmedAt: new Date(),
    },
    {
      email: "gone@example.com",
      status: "unsubscribed",
      unsubscribeTokenHash: "c",
      unsubscribedAt: new Date(),
    },
  ]);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

type InboxPage = {
  items: InboxItem[];
  total: number;
  page: number;
  pageCount: number;
  open: { item: InboxItem; history: InboxEvent[] } | null;
};

/** The inbox screen's loader at this address, as the signed-in keeper opens it. */
async function inboxPage(search = ""): Promise<InboxPage> {
  const answer = await callRoute(inboxLoader, `/cms/inbox${search}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.value as InboxPage;
}

/** A form of the inbox screen, posted to its action. */
const inboxPost = (form: Record<string, string>) => callRoute(inboxAction, "/cms/inbox", { cookie, form });

describe("the inbox screen", () => {
  it("lists every lead kind and every order, newest first, without spam", async () => {
    const body = await inboxPage();
    // One page of 25 entries, with the counts.
    expect(body).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    const { items } = body;
    expect(items.map((item) => item.name)).toEqual([
      "Olive Order",
      hostileLead.name,
      "Frida Plan",
      "Quinn Quote",
      "Old Contact",
    ]);
    expect(items[0]).toMatchObject({
      type: "order",
      kind: "order",
      email: "olive@example.com",
      message: "Launch before summer",
      page: "/product/business-pro",
      status: "new",
      details: { order: "HD-TEST-0001", template: "Business Pro", price: "$999" },
    });
    const quote = items.find((item) => item.id === quoteLead.id);
    expect(quote).toMatchObject({
      kind: "custom-quote",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "roof-2026" },
    });
  });

  it("filters by kind and by status, and searches name, e-mail, company and message", async () => {
    const names = async (search: string) => (await inboxPage(search)).items.map((item) => item.name);
    expect(await names("?kind=custom-quote")).toEqual(["Quinn Quote"]);
    expect(await names("?kind=order")).toEqual(["Olive Order"]);
    expect(await names("?q=roofing")).toEqual(["Quinn Quote"]);
    expect(await names("?q=SUMMER")).toEqual(["Olive Order"]);
    // LIKE wildcards in the search are literal characters.
    expect(await names("?q=%25")).toEqual([]);
    const bad = await callRoute(inboxLoader, "/cms/inbox?kind=nonsense", { cookie });
    expect(bad.status).toBe(400);
  });

  it("records a status change with who and when, filters by it, and shows the history", async () => {
    const before = Date.now();
    const status = (type: string, id: string, fields: Record<string, string>) =>
      inboxPost({ intent: "status", type, id, ...fields });
    const changed = await status("lead", quoteLead.id, {
      status: "contacted",
      note: "Called back, sending proposal",
    });
    // Back to the list, the entry closed.
    expect(changed.status).toBe(302);
    const opened = await inboxPage(`?open=lead:${quoteLead.id}`);
    expect(opened.open?.item).toMatchObject({
      status: "contacted",
      statusNote: "Called back, sending proposal",
      statusChangedBy: "inbox-keeper",
    });
    expect(new Date(opened.open?.item.statusChangedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await status("lead", quoteLead.id, { status: "won" })).status).toBe(302);
    expect((await status("order", order.id, { status: "won", note: "Paid" })).status).toBe(302);

    const history = (await inboxPage(`?open=lead:${quoteLead.id}`)).open?.history ?? [];
    expect(history.map((event) => [event.status, event.note, event.changedBy])).toEqual([
      ["won", null, "inbox-keeper"],
      ["contacted", "Called back, sending proposal", "inbox-keeper"],
    ]);
    const events = await database.db
      .select()
      .from(inboxEvents)
      .where(and(eq(inboxEvents.subjectType, "order"), eq(inboxEvents.subjectId, order.id)));
    expect(events).toHaveLength(1);

    const won = await inboxPage("?status=won");
    expect(won.items.map((item) => item.name).sort()).toEqual(["Olive Order", "Quinn Quote"]);

    const maybe = await status("lead", quoteLead.id, { status: "maybe" });
    expect(maybe.status).toBe(400);
    expect((maybe.value as { fieldErrors: Record<string, string> }).fieldErrors.status).toBeTruthy();
    expect((await status("lead", "00000000-0000-4000-8000-000000000000", { status: "won" })).status).toBe(
      404,
    );
    expect((await status("pizza", "123", { status: "won" })).status).toBe(404);
  });

  it("keeps spam in its own view, and restores it into the inbox", async () => {
    const spam = await inboxPage("?view=spam");
    expect(spam.items.map((item) => [item.name, item.spamReason])).toEqual([["Spammy Bot", "honeypot"]]);
    const restored = await inboxPost({ intent: "spam", id: spamLead.id, isSpam: "false" });
    expect(restored.status).toBe(200);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, spamLead.id));
    expect(row?.isSpam).toBe(false);
    expect((await inboxPage()).items.some((item) => item.id === spamLead.id)).toBe(true);
    expect((await inboxPage("?view=spam")).items).toEqual([]);
    // And back, so the rest of the file sees the same data.
    expect((await inboxPost({ intent: "spam", id: spamLead.id, isSpam: "true" })).status).toBe(200);
  });
});

/** A minimal RFC 4180 reader, to check the export parses back to the stored values. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe("CSV exports", () => {
  it("exports the current filter with correct quoting and neutralised formulas", async () => {
    const response = await call("GET", "/api/cms/inbox/export.csv?kind=quick-message");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = parseCsv(text);
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]?.[header?.indexOf(name) ?? -1];
    expect(cell("Name")).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell("Phone")).toBe("'+1 713 555 0100");
    expect(cell("Company")).toBe("'-2+3");
    expect(cell("Message")).toBe(`'@SUM(A1:A9) said "hi", then, a comma\nand a second line`);
    expect(cell("Kind")).toBe("Quick message");
    expect(cell("Page")).toBe("/quick-message");
    // The raw text quotes the cells that need it, doubling the inner quotes.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it("exports everything matching, including orders, when no filter is set", async () => {
    const text = await (await call("GET", "/api/cms/inbox/export.csv")).text();
    const rows = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(1 + 5);
    expect(rows.some((row) => row.includes("Olive Order"))).toBe(true);
  });

  it("lists subscribers with their status and exports them as CSV", async () => {
    const subscribers = async (search: string) => {
      const answer = await callRoute(inboxLoader, `/cms/inbox?view=subscribers${search}`, { cookie });
      expect(answer.status).toBe(200);
      return (answer.value as { subscribers: { email: string; status: string }[] }).subscribers;
    };
    const items = await subscribers("");
    expect(items.map((item) => item.status).sort()).toEqual(["confirmed", "pending", "unsubscribed"]);
    expect(await subscribers("&status=confirmed")).toHaveLength(1);
    const response = await call("GET", "/api/cms/subscribers/export.csv");
    expect(response.headers.get("content-disposition")).toMatch(/subscribers-/);
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "Email",
      "Name",
      "Status",
      "Source",
      "Subscribed",
      "Confirmed",
      "Unsubscribed",
      "Consent",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[0])).toContain("'=cmd|' /C calc'!A0@example.com");
  });
});

describe("overview stats", () => {
  it("counts non-spam leads in the last 7 and 30 days and groups conversions by page", async () => {
    const overview = await callRoute(dashboardLoader, "/cms/dashboard", { cookie });
    expect(overview.status).toBe(200);
    const stats = (overview.value as { inboxStats: InboxStats }).inboxStats;
    expect(stats.last7Days).toBe(2);
    expect(stats.last30Days).toBe(3);
    expect(stats.orders30Days).toBe(1);
    expect(stats.byPage.find((row) => row.page === "/")).toMatchObject({ leads: 2, orders: 0, won: 0 });
    expect(stats.byPage.find((row) => row.page === "/custom-quote")).toMatchObject({ leads: 1, won: 1 });
    expect(stats.byPage.find((row) => row.page === "/product/business-pro")).toMatchObject({
      orders: 1,
      won: 1,
    });
  });
});

describe("notification settings", () => {
  it("default to STAFF_EMAIL and every kind; saved values decide where lead mail goes and for which kinds", async () => {
    const notifications = async () => {
      const answer = await callRoute(settingsLoader, "/cms/settings", { cookie });
      expect(answer.status).toBe(200);
      return (answer.value as { notifications: unknown }).notifications;
    };
    const save = (notificationEmail: string, notifyKinds: string[]) =>
      callRoute(settingsAction, "/cms/settings", {
        cookie,
        form: [
          ["intent", "save-notifications"],
          ["notificationEmail", notificationEmail],
          ...notifyKinds.map((kind): [string, string] => ["notifyKinds", kind]),
        ],
      });
    expect(await notifications()).toEqual({
      notificationEmail: STAFF,
      notifyKinds: ["free-plan", "contact", "quick-message", "custom-quote"],
      followUpHour: 8,
    });
    const invalid = await save("not-an-address", ["contact"]);
    expect(invalid.status).toBe(400);
    expect((invalid.value as { fieldErrors: Record<string, string> }).fieldErrors.notificationEmail).toBe(
      "Enter a valid e-mail address",
    );

    expect((await save("Sales@Hearth.example", ["contact"])).status).toBe(200);
    expect(await notifications()).toEqual({
      notificationEmail: "sales@hearth.example",
      notifyKinds: ["contact"],
      followUpHour: 8,
    });

    const send = (path: string, body: Record<string, unknown>, ip: string) =>
      server.postJson(path, { fillMs: 6000, ...body }, { "x-forwarded-for": ip });
    const contact = await send(
      "/api/contact",
      {
        fullName: "Mail Check",
        company: "Mail Co",
        email: "mail.check@example.com",
        phone: "713-555-0111",
        service: "seo",
        message: "Please call",
        form: "contact",
      },
      "198.51.100.61",
    );
    expect(contact.status).toBe(201);
    const quick = await send(
      "/api/quick-contact",
      { name: "Quiet Quick", email: "quiet@example.com", message: "No mail for this one" },
      "198.51.100.62",
    );
    expect(quick.status).toBeLessThan(300);

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-staff"));
    expect(mails.filter((mail) => mail.text.includes("Mail Check")).map((mail) => mail.to)).toEqual([
      "sales@hearth.example",
    ]);
    expect(mails.some((mail) => mail.text.includes("Quiet Quick"))).toBe(false);
  });
});

describe("authorisation", () => {
  it("answers 401 on the exports and the image generator without a session", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/cms/inbox/export.csv"],
      ["GET", "/api/cms/subscribers/export.csv"],
      ["POST", "/api/generate-image", { prompt: "x", style: "digital-art", ratio: "16:9" }],
    ];
    for (const [method, path, body] of calls) {
      const response = await cmsCall(server, config.PUBLIC_URL, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("sends a visitor without a session to sign in, from the inbox and its forms, and changes nothing", async () => {
    const id = quoteLead.id;
    const signIn = (answer: { status: number; value: unknown }) => {
      expect(answer.status).toBe(302);
      expect((answer.value as Response).headers.get("location")).toBe("/cms/login");
    };
    signIn(await callRoute(inboxLoader, "/cms/inbox"));
    signIn(await callRoute(inboxLoader, "/cms/inbox?view=subscribers"));
    signIn(
      await callRoute(inboxAction, "/cms/inbox", {
        form: { intent: "status", type: "lead", id, status: "lost" },
      }),
    );
    signIn(await callRoute(inboxAction, "/cms/inbox", { form: { intent: "spam", id, isSpam: "true" } }));
    signIn(
      await callRoute(settingsAction, "/cms/settings", {
        form: { intent: "save-notifications", notificationEmail: "x@example.com" },
      }),
    );
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ status: "won", isSpam: false });
  });

  it("refuses a state change from another origin with 403", async () => {
    const response = await server.fetch("/cms/inbox", {
      method: "POST",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "status",
        type: "lead",
        id: quoteLead.id,
        status: "lost",
      }).toString(),
    });
    expect(response.status).toBe(403);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, quoteLead.id));
    expect(row?.status).toBe("won");
  });
});
