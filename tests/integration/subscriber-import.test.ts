/**
 * Importing subscribers from CSV through the Subscribers view's action (a multipart form, as the
 * page posts it): all or nothing, bad rows listed by line, stated consent comes in confirmed,
 * others get the double opt-in mail, existing and blocked addresses are left alone, the import
 * and the export are in the audit trail, and only Administrators may.
 */
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents, mailOutbox, newsletterBlocks, newsletterSubscribers } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import * as inbox from "~/routes/cms.inbox";
import { signInCookie } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { answerOf } from "../helpers/route-call";
import { clientContext } from "../helpers/request-context";

const PASSWORD = "import-export-lantern-42";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  for (const role of ["administrator", "editor"] as const) {
    await createUser(`import-${role}`, PASSWORD, { role, email: `import-${role}@staff.example` });
    cookies[role] = await signInCookie(server, `import-${role}`, PASSWORD, `10.7.0.${role.length}`);
  }
});

beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(newsletterBlocks);
  await database.db.delete(mailOutbox);
  await database.db.delete(auditEvents);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The Subscribers view's import form, posted as the browser posts it (multipart, CMS origin). */
function importCsv(csv: string, role: keyof typeof cookies = "administrator") {
  const form = new FormData();
  form.set("intent", "import-subscribers");
  form.set("file", new File([csv], "list.csv", { type: "text/csv" }));
  const request = new Request("http://localhost/cms/inbox?view=subscribers", {
    method: "POST",
    headers: { host: "localhost", origin: "http://localhost", cookie: cookies[role] },
    body: form,
  });
  return answerOf(() =>
    inbox.action({ request, params: {}, context: clientContext("10.1.2.3") } as unknown as Parameters<
      typeof inbox.action
    >[0]),
  );
}

async function subscribers() {
  return database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.email);
}

async function confirmationMails() {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter-confirm"));
}

describe("subscriber import", () => {
  it("refuses a file with a bad row as a whole, listing each bad row by line; imports it once fixed", async () => {
    const bad = [
      "email,name,consented_at,consent",
      "ana@example.com,Ana Ruiz,2025-03-14,Signed up at the Home Show",
      "not-an-address,Bo,,",
      "cy@example.com,Cy,2999-01-01,In the future",
      "dee@example.com,Dee,2025-01-02,",
      "ANA@example.com,Ana again,,",
      "eve@example.com,Eve,,",
    ].join("\r\n");
    const refused = await importCsv(bad);
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      ok: false,
      intent: "import-subscribers",
      message: "4 rows need fixing. Nothing was imported.",
    });
    const rows = (refused.value as { badRows: { line: number; reason: string }[] }).badRows;
    expect(rows.map((row) => row.line)).toEqual([3, 4, 5, 6]);
    expect(rows[0].reason).toContain("“not-an-address” is not a valid e-mail address.");
    expect(rows[1].reason).toContain("“2999-01-01” is not a date of consent");
    expect(rows[2].reason).toContain("Say how they consented");
    expect(rows[3].reason).toContain("ana@example.com is also on line 2.");
    // Nothing half-imported: no row, no mail, no audit event of an import.
    expect(await subscribers()).toHaveLength(0);
    expect(await confirmationMails()).toHaveLength(0);

    const fixed = [
      "Email;Name;Consented at;Consent",
      'ana@example.com;"Ruiz, Ana";2025-03-14;"Signed up at the ""Home Show"""',
      "eve@example.com;Eve;;",
      "",
    ].join("\n");
    const done = await importCsv(fixed);
    expect(done.status).toBe(200);
    expect(done.value).toEqual({
      ok: true,
      intent: "import-subscribers",
      message: "Imported: 1 confirmed, 1 sent a confirmation mail.",
    });
    const [ana, eve] = await subscribers();
    expect(ana).toMatchObject({
      email: "ana@example.com",
      name: "Ruiz, Ana",
      status: "confirmed",
      consent: 'Signed up at the "Home Show"',
      source: "import",
    });
    expect(ana.confirmedAt?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
    expect(eve).toMatchObject({ email: "eve@example.com", status: "pending", consent: null });
    // Only the row without a stated consent gets the double opt-in mail, with a confirm link.
    const mails = await confirmationMails();
    expect(mails.map((mail) => mail.to)).toEqual(["eve@example.com"]);
    expect(mails[0].text).toMatch(/\/newsletter\/confirm\?token=[\w-]+/);

    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "subscribers-import"));
    expect(event.detail).toMatchObject({ file: "list.csv", rows: 2, confirmed: 1, pending: 1 });
  });

  it("leaves existing subscribers as they are and does not import blocked addresses", async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: "gone@example.com", status: "unsubscribed", unsubscribeTokenHash: "x1" },
      { email: "known@example.com", status: "pending", unsubscribeTokenHash: "x2", name: null },
    ]);
    await database.db.insert(newsletterBlocks).values({ email: "blocked@example.com", blockedBy: "test" });
    const answer = await importCsv(
      [
        "email,name,consented_at,consent",
        "gone@example.com,Gone,2025-01-01T09:30:00Z,Paper form",
        "known@example.com,Known,,",
        "blocked@example.com,Blocked,,",
        "new@example.com,New,2025-01-01 10:00,Phone call",
      ].join("\n"),
    );
    expect(answer.value).toMatchObject({
      ok: true,
      message:
        "Imported: 1 confirmed, 0 sent a confirmation mail, 2 already on the list (left as they were), 1 blocked (not imported).",
    });
    const rows = await subscribers();
    expect(rows.map((row) => [row.email, row.status, row.name])).toEqual([
      ["gone@example.com", "unsubscribed", null],
      ["known@example.com", "pending", null],
      ["new@example.com", "confirmed", "New"],
    ]);
    expect(await confirmationMails()).toHaveLength(0);
  });

  it("refuses a file without an email column, an empty file, and no file; Editors may not import", async () => {
    const noColumn = await importCsv("name,consent\nAna,Form\n");
    expect(noColumn.value).toMatchObject({
      ok: false,
      message: "The first line must name the columns: email, name, consented_at, consent.",
      badRows: [{ line: 1 }],
    });
    expect((await importCsv("email\n")).value).toMatchObject({
      message: "The file has no subscribers in it.",
    });
    expect((await importCsv("")).value).toMatchObject({
      ok: false,
      fieldErrors: { file: "Choose a CSV file to import." },
    });
    const editor = await importCsv("email\nsomeone@example.com\n", "editor");
    expect(editor.status).toBe(403);
    expect(await subscribers()).toHaveLength(0);
  });

  it("exports what it imported (name and consent included), recorded in the audit trail", async () => {
    await importCsv("email,name,consented_at,consent\nzoe@example.com,Zoe,2025-02-03,Web form\n");
    const response = await server.fetch("/api/cms/subscribers/export.csv", {
      headers: { cookie: cookies.administrator, origin: config.PUBLIC_URL },
    });
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("Email,Name,Status,Source,Subscribed,Confirmed,Unsubscribed,Consent");
    expect(csv).toMatch(/zoe@example\.com,Zoe,confirmed,import,[^,]+,2025-02-03T00:00:00\.000Z,,Web form/);
    const exported = await database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, "subscribers-%"));
    expect(exported.map((event) => event.action).sort()).toEqual([
      "subscribers-export",
      "subscribers-import",
    ]);
  });
});
