import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { leads, mailOutbox, orders } from "~/.server/db/schema";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

/** Issue 15: the lead, order and newsletter weaknesses an outside probe found. */

let database: DatabaseHandle;
let server: TestServer;
const STAFF = "security-staff@hearthstonedigital.example";

beforeAll(async () => {
  const config = useTestConfig({ STAFF_EMAIL: STAFF, FORM_MIN_FILL_MS: "2000" });
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

let unique = 0;
function contactBody(overrides: Record<string, unknown> = {}) {
  unique += 1;
  return {
    fullName: `Robin Vale ${unique}`,
    company: "Vale Roofing",
    email: `robin${unique}@valeroofing.example`,
    phone: "(713) 555-0142",
    service: "seo",
    message: "More calls from Cypress, please.",
    form: "contact",
    fillMs: 6000,
    ...overrides,
  };
}

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
        post("/api/quick-contact", { name: "Q One", email: `q${unique++}@example.com`, message: "Hi" }, ip),
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

    const { confirmSubscription } = await import("~/.server/services/newsletter");
    expect(await confirmSubscription(token)).toBe("done");
  });

  it("answers new, pending, confirmed and unsubscribed addresses identically", async () => {
    const { confirmSubscription, unsubscribe } = await import("~/.server/services/newsletter");
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
