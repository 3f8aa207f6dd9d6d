import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { leads, mailOutbox, orders } from "~/.server/db/schema";
import { prerenderedPages } from "~/.server/http/prerendered";
import { cspNonce } from "~/.server/http/security-headers";
import { issueFormToken, verifyFormToken } from "~/.server/services/leads/form-token";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";
import { FORM_TOKEN_PLACEHOLDER } from "~/lib/form-token";
import { contactBodies, nextIp } from "../helpers/clients";
import { formTokenPool } from "../helpers/form-tokens";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

/** Leads, orders and the newsletter against an outside probe's attacks. */

let database: DatabaseHandle;
let server: TestServer;
const STAFF = "security-staff@hearthstonedigital.example";
/** Forms issued a minute ago, as pages the visitor read before filling them in (one per lead). */
let nextToken: () => string = () => "";

beforeAll(async () => {
  const config = useTestConfig({ STAFF_EMAIL: STAFF, FORM_MIN_FILL_MS: "2000" });
  database = await createTestDatabase();
  server = await startTestServer(config);
  nextToken = await formTokenPool(400);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const contactBody = contactBodies(() => nextToken());
let unique = 0;

function post(path: string, body: unknown, ip = nextIp()) {
  return server.postJson(path, body, { "x-forwarded-for": ip });
}

async function mailsTo(address: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(desc(mailOutbox.createdAt));
}

describe("single-line fields (finding 13)", () => {
  it("keeps CR/LF in a lead's name and company out of the stored lead and the staff mail", async () => {
    const body = contactBody({
      fullName: "Mallory\r\nEmail: forged@evil.example",
      company: "Acme\nPhone: 000\u2028Service: none",
    });
    expect((await post("/api/contact", body)).status).toBe(201);
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, body.email));
    expect(lead.name).toBe("Mallory Email: forged@evil.example");
    expect(lead.company).toBe("Acme Phone: 000 Service: none");

    const [mail] = (await mailsTo(STAFF)).filter((row) => row.text.includes(body.email));
    const lines = mail.text.split("\n");
    expect(lines).toContain("Name: Mallory Email: forged@evil.example");
    expect(lines.some((line) => line.startsWith("Email: forged"))).toBe(false);
    expect(lines.some((line) => line.startsWith("Phone: 000"))).toBe(false);
    expect(mail.text).not.toMatch(/[\r\u2028]/);
  });

  it("keeps a multi-line message as it was written", async () => {
    const body = contactBody({ message: "Line one.\nLine two." });
    expect((await post("/api/contact", body)).status).toBe(201);
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, body.email));
    expect(lead.message).toBe("Line one.\nLine two.");
  });

  it("keeps CR/LF in an order's name and company out of the order and the staff mail", async () => {
    const response = await post("/api/orders", {
      templateId: "restaurant-delight",
      name: "Oscar\r\nPrice: $0.00",
      email: "oscar@example.com",
      company: "Grill\nNotes: paid in full",
      phone: "(713) 555-0100",
      notes: "First line\nSecond line",
      consent: true,
    });
    expect(response.status).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, "oscar@example.com"));
    expect(order.name).toBe("Oscar Price: $0.00");
    expect(order.company).toBe("Grill Notes: paid in full");
    const [mail] = (await mailsTo(STAFF)).filter((row) => row.kind === "order-staff");
    const lines = mail.text.split("\n");
    expect(lines.some((line) => line.startsWith("Price: $0.00"))).toBe(false);
    expect(lines.some((line) => line.startsWith("Notes: paid in full"))).toBe(false);
    expect(lines).toContain("Notes: First line");
  });
});

describe("lead rate limit (finding 8)", () => {
  it("counts one client's leads across every kind and endpoint: 5 accepted, then 429", async () => {
    const ip = nextIp();
    const sends = [
      () => post("/api/contact", contactBody({ form: "contact" }), ip),
      () => post("/api/contact", contactBody({ form: "free-plan", company: undefined }), ip),
      () => post("/api/contact", contactBody({ form: undefined }), ip),
      () =>
        post(
          "/api/quick-contact",
          { name: "Q One", email: `q${unique++}@example.com`, message: "Hi", formToken: nextToken() },
          ip,
        ),
      () => post("/api/contact", contactBody({ form: "free-plan" }), ip),
    ];
    for (const send of sends) expect((await send()).status).toBe(201);
    for (const form of ["contact", "free-plan", undefined]) {
      const blocked = contactBody({ form });
      const response = await post("/api/contact", blocked, ip);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBeTruthy();
      expect(await database.db.select().from(leads).where(eq(leads.email, blocked.email))).toHaveLength(0);
    }
    const quick = await post(
      "/api/quick-contact",
      { name: "Q Two", email: `q${unique++}@example.com`, message: "Hi again" },
      ip,
    );
    expect(quick.status).toBe(429);
    // Another client is not affected.
    expect((await post("/api/contact", contactBody())).status).toBe(201);
  });
});

describe("order de-duplication (finding 10)", () => {
  const order = {
    templateId: "business-pro",
    name: "Jordan Hale",
    email: "jordan@halehvac.example",
    company: "Hale HVAC",
    phone: "(713) 555-0111",
    consent: true,
  };

  it("never answers a different submission with another buyer's confirmation URL", async () => {
    const first = await post("/api/orders", order);
    expect(first.status).toBe(201);
    const firstBody = await first.json();

    // Same template, e-mail and name, another company, another client, within seconds.
    const other = await post("/api/orders", { ...order, company: "Impostor LLC" });
    expect(other.status).toBe(201);
    const otherBody = await other.json();
    expect(otherBody.confirmationUrl).not.toBe(firstBody.confirmationUrl);
    expect(otherBody.orderNumber).not.toBe(firstBody.orderNumber);

    // Every field the same, but another client: a new order too.
    const elsewhere = await post("/api/orders", order);
    expect(elsewhere.status).toBe(201);
    expect((await elsewhere.json()).confirmationUrl).not.toBe(firstBody.confirmationUrl);
  });

  it("still collapses the same client's double submit of the same form", async () => {
    const ip = nextIp();
    const body = { ...order, email: "double-click@halehvac.example", notes: "Blue logo" };
    const first = await post("/api/orders", body, ip);
    const again = await post("/api/orders", body, ip);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).orderNumber).toBe((await first.json()).orderNumber);
    // The same client changing one field places a new order.
    const changed = await post("/api/orders", { ...body, notes: "Green logo" }, ip);
    expect(changed.status).toBe(201);
  });
});

describe("mails to a request-supplied address (finding 5)", () => {
  it("sends the buyer no text the request wrote: no name, company or notes, nothing to click but our link", async () => {
    const phishing = "URGENT: your account is suspended, verify at http://evil.example/login";
    const victim = "someone-else@example.com";
    const response = await post("/api/orders", {
      templateId: "restaurant-delight",
      name: phishing,
      email: victim,
      company: "Call +1 555 0100 http://evil.example/pay",
      phone: "(713) 555-0100",
      notes: "Pay at evil.example now",
      consent: true,
    });
    expect(response.status).toBe(201);
    const { orderNumber, confirmationUrl } = await response.json();

    const [buyer] = await mailsTo(victim);
    expect(buyer.kind).toBe("order-buyer");
    const everything = `${buyer.subject}\n${buyer.text}\n${buyer.html}\n${JSON.stringify(buyer.headers)}`;
    expect(everything).not.toContain("evil.example");
    expect(everything).not.toContain("URGENT");
    expect(everything).not.toContain("555 0100");
    expect(buyer.text.startsWith("Hello,")).toBe(true);
    // What the buyer does get: the order number, template, price and the confirmation link.
    expect(buyer.text).toContain(orderNumber);
    expect(buyer.text).toContain("Restaurant Delight");
    expect(buyer.text).toContain("$1,299.00");
    expect(buyer.text).toContain(confirmationUrl);
    expect([...buyer.html!.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([confirmationUrl]);

    // Staff (our own address) still get every detail.
    const [staff] = (await mailsTo(STAFF)).filter((row) => row.text.includes(orderNumber));
    expect(staff.text).toContain(phishing);
  });

  it("sends the newsletter confirmation without anything the request wrote", async () => {
    const address = "newsletter-victim@example.com";
    const response = await post("/api/blog/newsletter", {
      email: address,
      source: "http://evil.example",
      name: "URGENT http://evil.example",
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(address);
    expect(mail.kind).toBe("newsletter-confirm");
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("evil.example");
  });
});

describe("newsletter (finding 11)", () => {
  const subscribe = (email: string) => post("/api/blog/newsletter", { email });
  const confirmTokenIn = (text: string) => text.match(/\/newsletter\/confirm\?token=([\w-]{43})/)?.[1];

  it("keeps the first confirmation link working when the address is subscribed again", async () => {
    const address = "pending-owner@example.com";
    expect((await subscribe(address)).status).toBe(200);
    const [first] = await mailsTo(address);
    const token = confirmTokenIn(first.text);
    expect(token).toBeTruthy();

    // A third party subscribes the same address again: the owner's link must still work.
    expect((await subscribe(address)).status).toBe(200);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    // The mail sent again carries the same link.
    expect(mails.map((mail) => confirmTokenIn(mail.text))).toEqual([token, token]);

    const { confirmSubscription } = await import("~/.server/services/newsletter/newsletter");
    expect(await confirmSubscription(token)).toBe("done");
  });

  it("answers new, pending, confirmed and unsubscribed addresses identically", async () => {
    const { confirmSubscription, unsubscribe } = await import("~/.server/services/newsletter/newsletter");
    await subscribe("known-pending@example.com");
    await subscribe("known-confirmed@example.com");
    const [confirmMail] = await mailsTo("known-confirmed@example.com");
    await confirmSubscription(confirmTokenIn(confirmMail.text));
    await subscribe("known-gone@example.com");
    const [goneMail] = await mailsTo("known-gone@example.com");
    await unsubscribe(goneMail.text.match(/\/newsletter\/unsubscribe\?token=([\w-]{43})/)?.[1]);

    const answers = [];
    for (const address of [
      "brand-new@example.com",
      "known-pending@example.com",
      "known-confirmed@example.com",
      "known-gone@example.com",
    ]) {
      const response = await subscribe(address);
      const headers = [...response.headers].filter(
        ([name]) => !["date", "x-request-id", "content-security-policy"].includes(name),
      );
      answers.push({ status: response.status, body: await response.text(), headers });
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // A confirmed address gets no mail; the others do.
    expect(await mailsTo("known-confirmed@example.com")).toHaveLength(1);
    expect(await mailsTo("known-gone@example.com")).toHaveLength(2);
  });
});

describe("server-verified minimum fill time (finding 9)", () => {
  async function spamReasonOf(body: Record<string, unknown>, endpoint = "/api/contact") {
    expect((await post(endpoint, body)).status).toBe(201);
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.email, String(body.email)));
    return lead.isSpam ? lead.spamReason : null;
  }

  /** Why a lead kept in Leads is marked for staff to review, or null. */
  async function reviewReasonOf(body: Record<string, unknown>) {
    expect(await spamReasonOf(body)).toBeNull();
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.email, String(body.email)));
    return lead.reviewReason;
  }

  it("keeps a lead without a form token, marked as spam", async () => {
    expect(await spamReasonOf(contactBody({ formToken: undefined }))).toBe("no-form-token");
    expect(await spamReasonOf(contactBody({ formToken: undefined, fillMs: undefined }))).toBe(
      "no-form-token",
    );
  });

  it("does not trust a client-made start time or a forged token", async () => {
    expect(await spamReasonOf(contactBody({ formToken: undefined, startedAt: 1 }))).toBe("no-form-token");
    const issued = Date.now() - 60_000;
    const forged = `${issued.toString(36)}.${"B".repeat(12)}.${"A".repeat(43)}`;
    expect(await spamReasonOf(contactBody({ formToken: forged }))).toBe("invalid-form-token");
    // A real token with its time moved back is no longer valid.
    const [, random, signature] = nextToken().split(".");
    const backdated = `${(Date.now() - 3_600_000).toString(36)}.${random}.${signature}`;
    expect(await spamReasonOf(contactBody({ formToken: backdated }))).toBe("invalid-form-token");
  });

  it("marks a real token sent sooner than the minimum as too fast (for review), whatever the browser says", async () => {
    const fresh = await issueFormToken();
    expect(await reviewReasonOf(contactBody({ formToken: fresh, fillMs: 60_000 }))).toBe("too-fast");
  });

  it("accepts a real token older than the minimum, on every lead endpoint", async () => {
    const token = await issueFormToken(Date.now() - 2_500);
    expect(await spamReasonOf(contactBody({ formToken: token, fillMs: undefined }))).toBeNull();
    const quick = {
      name: "Token Quick",
      email: "token-quick@example.com",
      message: "Hello",
      // A token makes one lead: the second endpoint gets its own.
      formToken: await issueFormToken(Date.now() - 2_500),
    };
    expect(await spamReasonOf(quick, "/api/quick-contact")).toBeNull();
  });

  it("hands a form rendered in the browser a fresh token that verifies", async () => {
    const response = await server.fetch("/api/form-token");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { token } = await response.json();
    const issuedAt = await verifyFormToken(token);
    expect(issuedAt).not.toBeNull();
    expect(Math.abs(Date.now() - (issuedAt ?? 0))).toBeLessThan(5_000);
  });

  it("fills a prerendered page's form with a token that verifies, dated no later than the page", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hd-prerendered-"));
    fs.mkdirSync(path.join(dir, "contact"));
    fs.writeFileSync(
      path.join(dir, "contact", "index.html"),
      `<script nonce="${CSP_NONCE_PLACEHOLDER}"></script><form><input type="hidden" name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"/></form>`,
    );
    const app = express();
    app.use(cspNonce);
    app.use(prerenderedPages(dir));
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/contact`;
      // One token per form-token period (ADR 0054): both requests may get the same one.
      for (let index = 0; index < 2; index += 1) {
        const html = await (await fetch(url)).text();
        expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
        const token = html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "";
        expect(await verifyFormToken(token)).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      listener.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
