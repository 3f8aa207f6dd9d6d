/**
 * Outgoing webhooks against a local HTTP receiver: deliveries are signed per Standard Webhooks
 * (checked with the `standardwebhooks` package, as a receiver would), retried under one
 * webhook-id until a 2xx and never after it, refused to private addresses unless allowed, not
 * redirected, timed out; an endpoint that keeps failing is switched off and the Administrators are
 * mailed. Orders marked paid mail the buyer, are audited and fire order.updated.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import {
  auditEvents,
  mailOutbox,
  newsletterSubscribers,
  webhookDeliveries,
  webhookEndpoints,
} from "~/.server/db/schema";
import { changeStatus } from "~/.server/services/leads/inbox";
import { submitLead } from "~/.server/services/leads/leads";
import { confirmSubscription, subscribe, tokensFor } from "~/.server/services/newsletter/newsletter";
import { changeOrderStatus, placeOrder, REFUND_UNPAID_MESSAGE } from "~/.server/services/orders/orders";
import { createUser } from "~/.server/services/staff/auth";
import { PRIVATE_ADDRESS_MESSAGE } from "~/.server/services/webhooks/address-guard";
import { createWebhookWorker, postWebhook } from "~/.server/services/webhooks/delivery-worker";
import { createEndpoint, listEndpoints, sendTest } from "~/.server/services/webhooks/webhooks";
import type { WebhookEvent } from "~/lib/schemas/webhooks";
import { nextIp } from "../helpers/clients";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { formTokenPool } from "../helpers/form-tokens";

type Received = { headers: http.IncomingHttpHeaders; body: string; path: string };

/** A receiver on loopback that answers each request with the next scripted status (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  let script: (number | "hang")[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body, path: req.url ?? "/" });
      const next = script.shift() ?? 200;
      if (next === "hang") return;
      if (next >= 300 && next < 400) res.setHeader("location", `${url}/moved`);
      res.statusCode = next;
      res.end(next >= 400 ? "receiver says no" : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer(statuses: (number | "hang")[]) {
      script = [...statuses];
    },
    reset() {
      received.length = 0;
      script = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let database: DatabaseHandle;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let nextToken: () => string;

const worker = (options: { disableAfterFailures?: number; disableAfterMs?: number } = {}) =>
  createWebhookWorker({
    db: database.db,
    pollMs: 50,
    allowPrivate: true,
    timeoutMs: 2_000,
    backoffBaseMs: 10,
    leaseMs: 5_000,
    settingsUrl: "http://localhost:3000/cms/settings/webhooks",
    ...options,
  });

async function endpointFor(events: WebhookEvent[], path = "/hook") {
  return createEndpoint({ url: `${receiver.url}${path}`, events, description: undefined }, "admin-one");
}

/** Runs the worker until nothing is due for `ms` (retries come due after their short backoff). */
async function drain(run: () => Promise<number>, quietMs = 300) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if ((await run()) > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const lead = (email: string) => ({
  kind: "contact" as const,
  name: "Dana Rivera",
  email,
  phone: "(713) 555-0199",
  company: "Rivera Plumbing",
  message: "We want more calls from Katy.",
});

beforeAll(async () => {
  useTestConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
  database = await createTestDatabase();
  receiver = await startReceiver();
  nextToken = await formTokenPool(20);
  await createUser("admin-one", "copper-kettle-harbor-71", {
    role: "administrator",
    email: "admin@example.com",
  });
  await createUser("editor-one", "copper-kettle-harbor-71", { role: "editor", email: "editor@example.com" });
});

afterEach(async () => {
  receiver.reset();
  await database.db.delete(webhookEndpoints);
});

afterAll(async () => {
  await receiver.close();
  await database.close();
});

describe("outgoing webhooks", () => {
  it("delivers a new lead signed: the standardwebhooks package verifies it with the endpoint's secret", async () => {
    const { secret } = await endpointFor(["lead.created"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const { leadId } = await submitLead(lead("signed@riveraplumbing.example"), {
      ip: nextIp(),
      meta: { formToken: nextToken(), fillMs: 6000 },
    });
    await drain(worker().runOnce);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const headers = {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    };
    const payload = new Webhook(secret).verify(request.body, headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("lead.created");
    expect(payload.data).toMatchObject({
      id: leadId,
      kind: "contact",
      status: "new",
      name: "Dana Rivera",
      email: "signed@riveraplumbing.example",
      company: "Rivera Plumbing",
    });
    // A body changed on the way, or another endpoint's secret, does not verify.
    expect(() => new Webhook(secret).verify(request.body.replace("Dana", "Mallory"), headers)).toThrow();
    const other = await endpointFor(["order.created"], "/other");
    expect(() => new Webhook(other.secret).verify(request.body, headers)).toThrow();
  });

  it("sends the same webhook-id again after two 500s, and nothing more after the 200", async () => {
    await endpointFor(["lead.created"]);
    receiver.answer([500, 500, 200]);
    await submitLead(lead("retry@riveraplumbing.example"), {
      ip: nextIp(),
      meta: { formToken: nextToken(), fillMs: 6000 },
    });
    await drain(worker().runOnce, 600);

    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((request) => request.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.received.map((request) => request.body)).toEqual(
      Array(3).fill(receiver.received[0].body),
    );
    // The Settings screen lists it delivered, with the receiver's status code.
    const [endpoint] = await listEndpoints();
    expect(endpoint.deliveries).toEqual([
      expect.objectContaining({ id: ids[0], status: "delivered", statusCode: 200, attempts: 3 }),
    ]);
  });

  it("fires lead.updated on a status change, order.created, and subscriber.confirmed", async () => {
    await endpointFor(["lead.updated", "order.created", "subscriber.confirmed"]);
    const { leadId } = await submitLead(lead("status@riveraplumbing.example"), {
      ip: nextIp(),
      meta: { formToken: nextToken(), fillMs: 6000 },
    });
    await changeStatus("lead", leadId, { status: "contacted", note: "Called back" }, "admin-one");
    const placed = await placeOrder(
      {
        templateId: "restaurant-delight",
        name: "Ana Flores",
        email: "ana@flores-catering.example",
        company: "Flores Catering",
        phone: "(713) 555-0199",
        notes: undefined,
        consent: true,
      },
      { ip: nextIp() },
    );
    await subscribe({ email: "reader@example.com" }, nextIp());
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(await confirmSubscription((await tokensFor(subscriber.id)).confirm.token)).toBe("done");
    await drain(worker().runOnce);

    const bodies = receiver.received.map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.type).sort()).toEqual([
      "lead.updated",
      "order.created",
      "subscriber.confirmed",
    ]);
    expect(bodies.find((body) => body.type === "lead.updated").data).toMatchObject({
      id: leadId,
      status: "contacted",
      previousStatus: "new",
      statusNote: "Called back",
    });
    expect(bodies.find((body) => body.type === "order.created").data).toMatchObject({
      orderNumber: placed.order.orderNumber,
      status: "requested",
      email: "ana@flores-catering.example",
    });
    expect(bodies.find((body) => body.type === "subscriber.confirmed").data).toMatchObject({
      email: "reader@example.com",
    });
  });

  it("sends a test sample of the endpoint's first event, marked test", async () => {
    const { id } = await endpointFor(["order.updated", "order.created"]);
    await sendTest(id);
    await drain(worker().runOnce);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: "order.created",
      test: true,
      data: { orderNumber: "HD-TEST-0000" },
    });
  });

  it("switches off an endpoint that keeps failing and mails the Administrators, not the Editors", async () => {
    const { id } = await endpointFor(["lead.created"]);
    receiver.answer(Array(20).fill(503));
    await submitLead(lead("down@riveraplumbing.example"), {
      ip: nextIp(),
      meta: { formToken: nextToken(), fillMs: 6000 },
    });
    await drain(worker({ disableAfterFailures: 3, disableAfterMs: 0 }).runOnce, 600);

    // Three failed attempts, then nothing: the endpoint is off.
    expect(receiver.received).toHaveLength(3);
    const [endpoint] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toMatch(/3 failed attempts in a row.*HTTP 503/);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "webhook-disabled"));
    expect(mails.map((mail) => mail.to)).toEqual(["admin@example.com"]);
    expect(mails[0].subject).toBe(`Webhook switched off: ${receiver.url}/hook`);
    // A new lead makes no delivery for a switched-off endpoint.
    const before = await database.db.select().from(webhookDeliveries);
    await submitLead(lead("later@riveraplumbing.example"), {
      ip: nextIp(),
      meta: { formToken: nextToken(), fillMs: 6000 },
    });
    expect(await database.db.select().from(webhookDeliveries)).toHaveLength(before.length);
  });
});

describe("webhook receivers the site refuses", () => {
  const delivery = { id: "msg_test", body: '{"type":"lead.created"}' };
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

  it("refuses an endpoint on a private or loopback address unless the flag allows it", async () => {
    useTestConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "false" });
    try {
      for (const url of [
        "http://127.0.0.1:9/hook",
        "http://10.1.2.3/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "http://[::ffff:7f00:1]/hook",
        "http://localhost/hook",
        "http://intranet/hook",
      ]) {
        await expect(
          createEndpoint({ url, events: ["lead.created"], description: undefined }, "admin-one"),
          url,
        ).rejects.toMatchObject({ fields: { url: PRIVATE_ADDRESS_MESSAGE } });
      }
    } finally {
      useTestConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: "true" });
    }
    // At delivery too: a name that resolves to loopback is not connected to.
    const attempt = await postWebhook(
      { url: `${receiver.url.replace("127.0.0.1", "localhost")}/hook`, secret },
      delivery,
      {
        timeoutMs: 2_000,
        allowPrivate: false,
      },
    );
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/non-public address/) });
    expect(receiver.received).toHaveLength(0);
  });

  it("does not follow a redirect, and gives up on a receiver that does not answer in time", async () => {
    receiver.answer([302, "hang"]);
    const redirected = await postWebhook({ url: `${receiver.url}/hook`, secret }, delivery, {
      timeoutMs: 2_000,
      allowPrivate: true,
    });
    expect(redirected).toMatchObject({ statusCode: 302, error: expect.stringMatching(/not followed/) });
    const slow = await postWebhook({ url: `${receiver.url}/hook`, secret }, delivery, {
      timeoutMs: 300,
      allowPrivate: true,
    });
    expect(slow).toMatchObject({ statusCode: null, error: "No answer within 300 ms" });
    expect(receiver.received.map((request) => request.path)).toEqual(["/hook", "/hook"]);
  });
});

describe("order status", () => {
  it("marks an order paid: the buyer is mailed, the change is audited and fires order.updated", async () => {
    const { secret } = await endpointFor(["order.updated"]);
    const { order } = await placeOrder(
      {
        templateId: "restaurant-delight",
        name: "Ana Flores",
        email: "paid@flores-catering.example",
        company: "Flores Catering",
        phone: "(713) 555-0199",
        notes: undefined,
        consent: true,
      },
      { ip: nextIp() },
    );
    const actor = { username: "admin-one", audit: { userId: null, clientKey: "test" } };
    await expect(changeOrderStatus(order.id, "refunded", actor)).rejects.toThrow(REFUND_UNPAID_MESSAGE);
    await changeOrderStatus(order.id, "invoiced", actor);
    const paid = await changeOrderStatus(order.id, "paid", actor);
    expect(paid).toMatchObject({ changed: true, order: { status: "paid" } });
    // The same status again changes nothing and mails nothing.
    expect((await changeOrderStatus(order.id, "paid", actor)).changed).toBe(false);

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order-paid"), eq(mailOutbox.to, "paid@flores-catering.example")));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Payment received for order ${order.orderNumber}`);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "order-status"), eq(auditEvents.subjectId, order.id)));
    expect(audit.map((event) => event.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "requested", to: "invoiced", change: "payment" }),
        expect.objectContaining({ from: "invoiced", to: "paid", change: "payment" }),
      ]),
    );

    await drain(worker().runOnce);
    const payloads = receiver.received.map((request) => {
      const headers = Object.fromEntries(
        ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
          name,
          String(request.headers[name]),
        ]),
      );
      return new Webhook(secret).verify(request.body, headers) as {
        type: string;
        data: Record<string, unknown>;
      };
    });
    expect(
      payloads.map((payload) => [payload.type, payload.data.previousStatus, payload.data.status]),
    ).toEqual(
      expect.arrayContaining([
        ["order.updated", "requested", "invoiced"],
        ["order.updated", "invoiced", "paid"],
      ]),
    );
    expect(payloads).toHaveLength(2);
  });
});
