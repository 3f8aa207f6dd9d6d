import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { inboxEvents, leads, mailOutbox, newsletterSubscribers, orders } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import type { InboxEvent, InboxItem, InboxStats } from "~/lib/schemas/inbox";
import { cmsCall, signInCookie } from "../helpers/cms";
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

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

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

describe("GET /api/cms/inbox", () => {
  it("lists every lead kind and every order, newest first, without spam", async () => {
    const body = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox"));
    // The same page as the CMS screen shows (listInboxPage): 25 entries, with the counts.
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
    const byKind = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?kind=custom-quote"));
    expect(byKind.items.map((item) => item.name)).toEqual(["Quinn Quote"]);
    const orderOnly = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?kind=order"));
    expect(orderOnly.items.map((item) => item.name)).toEqual(["Olive Order"]);
    const search = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?q=roofing"));
    expect(search.items.map((item) => item.name)).toEqual(["Quinn Quote"]);
    const searchMessage = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?q=SUMMER"));
    expect(searchMessage.items.map((item) => item.name)).toEqual(["Olive Order"]);
    // LIKE wildcards in the search are literal characters.
    const wildcard = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?q=%25"));
    expect(wildcard.items).toEqual([]);
    const bad = await call("GET", "/api/cms/inbox?kind=nonsense");
    expect(bad.status).toBe(400);
  });

  it("records a status change with who and when, filters by it, and shows the history", async () => {
    const before = Date.now();
    const changed = await json<{ item: InboxItem; history: InboxEvent[] }>(
      await call("POST", `/api/cms/inbox/lead/${quoteLead.id}/status`, {
        status: "contacted",
        note: "Called back, sending proposal",
      }),
    );
    expect(changed.item).toMatchObject({
      status: "contacted",
      statusNote: "Called back, sending proposal",
      statusChangedBy: "inbox-keeper",
    });
    expect(new Date(changed.item.statusChangedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await json(await call("POST", `/api/cms/inbox/lead/${quoteLead.id}/status`, { status: "won" }));
    await json(
      await call("POST", `/api/cms/inbox/order/${order.id}/status`, { status: "won", note: "Paid" }),
    );

    const { history } = await json<{ history: InboxEvent[] }>(
      await call("GET", `/api/cms/inbox/lead/${quoteLead.id}/history`),
    );
    expect(history.map((event) => [event.status, event.note, event.changedBy])).toEqual([
      ["won", null, "inbox-keeper"],
      ["contacted", "Called back, sending proposal", "inbox-keeper"],
    ]);
    const events = await database.db
      .select()
      .from(inboxEvents)
      .where(and(eq(inboxEvents.subjectType, "order"), eq(inboxEvents.subjectId, order.id)));
    expect(events).toHaveLength(1);

    const won = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?status=won"));
    expect(won.items.map((item) => item.name).sort()).toEqual(["Olive Order", "Quinn Quote"]);

    expect(
      (await call("POST", `/api/cms/inbox/lead/${quoteLead.id}/status`, { status: "maybe" })).status,
    ).toBe(400);
    expect(
      (
        await call("POST", "/api/cms/inbox/lead/00000000-0000-4000-8000-000000000000/status", {
          status: "won",
        })
      ).status,
    ).toBe(404);
    expect((await call("POST", "/api/cms/inbox/pizza/123/status", { status: "won" })).status).toBe(404);
  });

  it("keeps spam in its own view, and restores it into the inbox", async () => {
    const spam = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?view=spam"));
    expect(spam.items.map((item) => [item.name, item.spamReason])).toEqual([["Spammy Bot", "honeypot"]]);
    const restored = await json<{ item: InboxItem }>(
      await call("POST", `/api/cms/inbox/lead/${spamLead.id}/spam`, { isSpam: false }),
    );
    expect(restored.item.isSpam).toBe(false);
    const inbox = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox"));
    expect(inbox.items.some((item) => item.id === spamLead.id)).toBe(true);
    const emptySpam = await json<{ items: InboxItem[] }>(await call("GET", "/api/cms/inbox?view=spam"));
    expect(emptySpam.items).toEqual([]);
    // And back, so the rest of the file sees the same data.
    await json(await call("POST", `/api/cms/inbox/lead/${spamLead.id}/spam`, { isSpam: true }));
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
    const { items } = await json<{ items: { email: string; status: string }[] }>(
      await call("GET", "/api/cms/subscribers"),
    );
    expect(items.map((item) => item.status).sort()).toEqual(["confirmed", "pending", "unsubscribed"]);
    const confirmed = await json<{ items: { email: string }[] }>(
      await call("GET", "/api/cms/subscribers?status=confirmed"),
    );
    expect(confirmed.items).toHaveLength(1);
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
    const stats = await json<InboxStats>(await call("GET", "/api/cms/inbox/stats"));
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
    const initial = await json<{ notificationEmail: string; notifyKinds: string[] }>(
      await call("GET", "/api/cms/settings/notifications"),
    );
    expect(initial).toEqual({
      notificationEmail: STAFF,
      notifyKinds: ["free-plan", "contact", "quick-message", "custom-quote"],
      followUpHour: 8,
    });
    const invalid = await call("PUT", "/api/cms/settings/notifications", {
      notificationEmail: "not-an-address",
      notifyKinds: ["contact"],
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.notificationEmail).toBe("Enter a valid e-mail address");

    const saved = await json<{ notificationEmail: string; notifyKinds: string[] }>(
      await call("PUT", "/api/cms/settings/notifications", {
        notificationEmail: "Sales@Hearth.example",
        notifyKinds: ["contact"],
      }),
    );
    expect(saved).toEqual({
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
  it("answers 401 on every inbox, subscriber and settings endpoint without a session", async () => {
    const id = quoteLead.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/cms/inbox"],
      ["GET", "/api/cms/inbox/export.csv"],
      ["GET", "/api/cms/inbox/stats"],
      ["POST", `/api/cms/inbox/lead/${id}/status`, { status: "lost" }],
      ["GET", `/api/cms/inbox/lead/${id}/history`],
      ["POST", `/api/cms/inbox/lead/${id}/spam`, { isSpam: true }],
      ["GET", "/api/cms/subscribers"],
      ["GET", "/api/cms/subscribers/export.csv"],
      ["GET", "/api/cms/settings/notifications"],
      ["PUT", "/api/cms/settings/notifications", { notificationEmail: "x@example.com", notifyKinds: [] }],
      ["GET", "/api/cms/media"],
      ["POST", "/api/cms/media", {}],
      ["PATCH", `/api/cms/media/${id}`, { alt: "x" }],
      ["DELETE", `/api/cms/media/${id}`],
      ["GET", "/api/cms/image-provider"],
      ["POST", "/api/generate-image", { prompt: "x", style: "digital-art", ratio: "16:9" }],
    ];
    for (const [method, path, body] of calls) {
      const response = await cmsCall(server, config.PUBLIC_URL, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("won");
  });

  it("refuses a state change from another origin with 403", async () => {
    const response = await cmsCall(
      server,
      "https://evil.example",
      "POST",
      `/api/cms/inbox/lead/${quoteLead.id}/status`,
      {
        cookie,
        body: { status: "lost" },
      },
    );
    expect(response.status).toBe(403);
  });
});
