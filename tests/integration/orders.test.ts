import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { mailOutbox, orders } from "~/.server/db/schema";
import { answerScriptedOrders } from "~/.server/forms/checkout";
import { findOrderByToken } from "~/.server/services/orders/orders";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

let database: DatabaseHandle;
let server: TestServer;
let ipCounter = 0;

/** Each test posts from its own address, so the per-IP limit only matters where a test wants it. */
let ip = "";
beforeEach(() => {
  ipCounter += 1;
  ip = `203.0.113.${ipCounter}`;
});

const post = (body: unknown) => server.postJson("/api/orders", body, { "x-forwarded-for": ip });

const valid = {
  templateId: "restaurant-delight",
  name: "Ana <b>Flores</b>",
  email: "ana@flores-catering.example",
  company: "Flores & Sons <Catering>",
  phone: "(713) 555-0199",
  notes: "Launch before <script>alert(1)</script> Cinco de Mayo",
  consent: true,
};

async function counts() {
  const orderRows = await database.db.select({ id: orders.id }).from(orders);
  const mailRows = await database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return { orders: orderRows.length, mails: mailRows.length };
}

beforeAll(async () => {
  const config = useTestConfig({ STAFF_EMAIL: "orders-staff@hearthstonedigital.example" });
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("POST /api/orders", () => {
  it("stores the order with a snapshot of the template and queues two escaped mails", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.orderNumber).toMatch(/^HD-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(body.confirmationUrl).toMatch(/^http:\/\/localhost:3000\/orders\/[A-Za-z0-9_-]{32}$/);

    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(order).toMatchObject({
      templateId: "restaurant-delight",
      templateName: "Restaurant Delight",
      priceCents: 129_900,
      currency: "USD",
      status: "requested",
      paymentProvider: "invoice",
      name: "Ana <b>Flores</b>",
      email: "ana@flores-catering.example",
      company: "Flores & Sons <Catering>",
      phone: "(713) 555-0199",
    });
    expect(order.consentAt).toBeInstanceOf(Date);
    expect(body.confirmationUrl.endsWith(`/orders/${order.publicToken}`)).toBe(true);

    const mails = await database.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["order-buyer", "order-staff"]);
    const buyer = mails.find((mail) => mail.kind === "order-buyer");
    const staff = mails.find((mail) => mail.kind === "order-staff");
    expect(buyer?.to).toBe("ana@flores-catering.example");
    expect(buyer?.subject).toContain(body.orderNumber);
    expect(buyer?.text).toContain("$1,299.00");
    expect(buyer?.text).toContain("1-2 weeks");
    expect(buyer?.text).toContain("one month of technical support");
    expect(buyer?.text).toContain(body.confirmationUrl);
    // The buyer's mail carries nothing the request wrote; staff mail has it all, escaped.
    expect(`${buyer?.subject}${buyer?.text}${buyer?.html}`).not.toContain("Flores");
    expect(staff?.to).toBe("orders-staff@hearthstonedigital.example");
    expect(staff?.headers).toEqual({ "Reply-To": "ana@flores-catering.example" });
    expect(staff?.text).toContain("(713) 555-0199");
    expect(staff?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(staff?.html).toContain("Flores &amp; Sons &lt;Catering&gt;");
    expect(staff?.html).not.toContain("<script>");
  });

  it("answers the confirmation lookup by token only", async () => {
    const response = await post({ ...valid, email: "lookup@example.com" });
    const { confirmationUrl, orderNumber } = await response.json();
    const token = confirmationUrl.split("/").pop();
    const found = await findOrderByToken(token);
    expect(found).toMatchObject({ orderNumber, templateName: "Restaurant Delight", priceCents: 129_900 });
    expect(found?.maskedEmail).toMatch(/^l•+@example\.com$/);
    expect(await findOrderByToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await findOrderByToken("HD-2345-6789")).toBeNull();
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ["an unknown template", { ...valid, templateId: "space-station" }, "templateId"],
    ["a missing template", { ...valid, templateId: undefined }, "templateId"],
    ["a bad e-mail", { ...valid, email: "ana-at-example" }, "email"],
    ["an empty name", { ...valid, name: "   " }, "name"],
    ["a missing business name", { ...valid, company: undefined }, "company"],
    ["a phone without digits", { ...valid, phone: "call me" }, "phone"],
    ["a missing consent", { ...valid, consent: undefined }, "consent"],
    ["a refused consent", { ...valid, consent: false }, "consent"],
    ["consent sent as text", { ...valid, consent: "yes" }, "consent"],
    ["notes that are too long", { ...valid, notes: "x".repeat(2001) }, "notes"],
  ];

  for (const [label, body, field] of badInputs) {
    it(`refuses ${label} with 400 and a field message, storing nothing`, async () => {
      const before = await counts();
      const response = await post(body);
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(Object.keys(json.errors)).toContain(field);
      expect(json.errors[field]).toEqual(expect.any(String));
      expect(await counts()).toEqual(before);
    });
  }

  it("gives the spec-style messages for the fields", async () => {
    const response = await post({});
    const { errors } = await response.json();
    expect(errors).toMatchObject({
      templateId: "Please choose one of our templates",
      name: "Name is required",
      email: "Email is required",
      company: "Business name is required",
      phone: "Phone number is required",
      consent: "Please agree to be contacted about your order",
    });
  });

  it("refuses an oversized body with 413 and a non-JSON body with 415, storing nothing", async () => {
    const before = await counts();
    const big = await post({ ...valid, notes: "x".repeat(40_000) });
    expect(big.status).toBe(413);
    const form = await server.fetch("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: "templateId=business-pro&name=A",
    });
    expect(form.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it("answers other methods with 405", async () => {
    const response = await server.fetch("/api/orders");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("turns a double submit into one order", async () => {
    const body = { ...valid, templateId: "business-pro", email: "double@example.com" };
    const first = await post(body);
    const second = await post({ ...body, name: "  ana <B>flores</B> ", email: "DOUBLE@example.com" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).orderNumber).toBe((await first.json()).orderNumber);
    const rows = await database.db.select().from(orders).where(eq(orders.templateId, "business-pro"));
    expect(rows).toHaveLength(1);
  });

  it("stores one order when two identical submits arrive at the same time", async () => {
    const body = { ...valid, templateId: "wellness-spa", email: "concurrent@example.com" };
    const before = await counts();
    const responses = await Promise.all([post(body), post(body), post(body)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    const numbers = new Set(await Promise.all(responses.map(async (r) => (await r.json()).orderNumber)));
    expect(numbers.size).toBe(1);
    expect(await counts()).toEqual({ orders: before.orders + 1, mails: before.mails + 2 });
  });

  it("keeps different buyers of the same template apart", async () => {
    const a = await post({ ...valid, templateId: "legal-counsel", email: "a@example.com" });
    const b = await post({ ...valid, templateId: "legal-counsel", email: "b@example.com" });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect((await a.json()).orderNumber).not.toBe((await b.json()).orderNumber);
  });

  it("limits one address to 10 orders in 10 minutes with a 429", async () => {
    for (let index = 0; index < 10; index += 1) {
      const response = await post({ ...valid, email: `buyer${index}@example.com` });
      expect(response.status).toBe(201);
    }
    const before = await counts();
    const blocked = await post({ ...valid, email: "buyer-eleven@example.com" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await blocked.json()).message).toMatch(/Too many orders/);
    expect(await counts()).toEqual(before);
  });
});

describe("the order form's scripted post to the checkout page (the form without the router)", () => {
  const middleware = answerScriptedOrders(() => ip);
  type Args = Parameters<typeof middleware>[0];
  const fields = {
    name: "Rosa Delgado",
    email: "rosa@casa-rosa.example",
    company: "Casa Rosa Cantina",
    phone: "(713) 555-0177",
    consent: "on",
  };

  async function postOrder(accept: string, body: Record<string, string>) {
    const request = new Request("http://localhost:3000/checkout/restaurant-delight", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: new URLSearchParams(body),
    });
    let page = false;
    const next = async () => {
      page = true;
      return new Response("<!DOCTYPE html>", { headers: { "content-type": "text/html" } });
    };
    const args = { request, params: { templateId: "restaurant-delight" }, context: {} } as unknown as Args;
    const response = (await middleware(args, next)) as Response;
    return { response, page };
  }

  it("answers a refusal as JSON with its status, field messages and the values to refill", async () => {
    const before = await counts();
    const { response, page } = await postOrder("application/json", { ...fields, phone: "call me" });
    expect(page).toBe(false);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: false, values: { name: "Rosa Delgado" } });
    expect(answer.fieldErrors.phone).toMatch(/valid phone number/);
    expect(await counts()).toEqual(before);
  });

  it("places the order and answers where the post without script is redirected: its confirmation", async () => {
    const { response } = await postOrder("application/json", fields);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.ok).toBe(true);
    expect(answer.location).toMatch(/^\/orders\/[A-Za-z0-9_-]{32}#main$/);
    const token = /^\/orders\/([^#]+)/.exec(answer.location)?.[1] ?? "";
    expect((await findOrderByToken(token))?.company).toBe("Casa Rosa Cantina");
  });

  it("leaves a browser's own post (asking for HTML) to the page", async () => {
    const { response, page } = await postOrder("text/html,application/xhtml+xml,*/*;q=0.8", fields);
    expect(page).toBe(true);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});
