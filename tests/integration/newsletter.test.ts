import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { mailOutbox, newsletterSubscribers } from "~/.server/db/schema";
import { NotFoundError } from "~/.server/services/errors";
import { newsletterFormAction } from "~/.server/forms/newsletter";
import * as confirmRoute from "~/routes/newsletter-confirm";
import * as unsubscribeRoute from "~/routes/newsletter-unsubscribe";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { clientContext } from "../helpers/request-context";

let database: DatabaseHandle;
let server: TestServer;
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  const config = useTestConfig({ PUBLIC_URL: "https://www.hearthstone.example" });
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

function subscribe(email: unknown, ip = nextIp()) {
  return server.postJson("/api/blog/newsletter", { email }, { "x-forwarded-for": ip });
}

async function mailsTo(email: string) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function subscriber(email: string) {
  const rows = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return rows;
}

function tokenFrom(text: string, path: string) {
  const match = text.match(new RegExp(`https://www\\.hearthstone\\.example${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

// biome-ignore lint/suspicious/noExplicitAny: route functions called directly, as the router would
type AnyArgs = any;
const get = (path: string) =>
  ({
    request: new Request(`https://www.hearthstone.example${path}`),
    params: {},
    context: clientContext("10.1.2.3"),
  }) as AnyArgs;
function post(path: string, body: Record<string, string> | string) {
  const isForm = typeof body !== "string";
  return {
    request: new Request(`https://www.hearthstone.example${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: isForm ? new URLSearchParams(body).toString() : body,
    }),
    params: {},
    context: clientContext("10.1.2.3"),
  } as AnyArgs;
}

describe("POST /api/blog/newsletter: double opt-in", () => {
  it("stores a pending subscriber and queues a confirmation mail with a one-click unsubscribe", async () => {
    const response = await subscribe("  Owner@Plumbing.Example ");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      message: "Successfully subscribed! Check your email for confirmation.",
    });

    const [row] = await subscriber("owner@plumbing.example");
    expect(row).toMatchObject({ status: "pending", confirmedAt: null });

    const [mail] = await mailsTo("owner@plumbing.example");
    expect(mail.kind).toBe("newsletter-confirm");
    const unsubscribeToken = tokenFrom(mail.text, "/newsletter/unsubscribe");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://www.hearthstone.example/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.html).toContain(`/newsletter/confirm?token=${tokenFrom(mail.text, "/newsletter/confirm")}`);
    // Only hashes are stored.
    expect(JSON.stringify(row)).not.toContain(unsubscribeToken);
  });

  it("answers a repeat the same way, keeps one row, and mails a confirmed address nothing", async () => {
    const first = await subscribe("repeat@hvac.example");
    const second = await subscribe("REPEAT@hvac.example");
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await subscriber("repeat@hvac.example")).toHaveLength(1);
    // Still pending: a fresh confirmation is sent.
    expect(await mailsTo("repeat@hvac.example")).toHaveLength(2);

    const mails = await mailsTo("repeat@hvac.example");
    const latest = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0];
    await confirmRoute.action(
      post("/newsletter/confirm", { token: tokenFrom(latest.text, "/newsletter/confirm") }),
    );
    const third = await subscribe("repeat@hvac.example");
    expect(third.status).toBe(200);
    expect(await subscriber("repeat@hvac.example")).toMatchObject([{ status: "confirmed" }]);
    expect(await mailsTo("repeat@hvac.example")).toHaveLength(2);
  });

  it("confirms only with a POST from the page's button, never on GET", async () => {
    await subscribe("confirm@roof.example");
    const [mail] = await mailsTo("confirm@roof.example");
    const token = tokenFrom(mail.text, "/newsletter/confirm");

    const page = await confirmRoute.loader(get(`/newsletter/confirm?token=${token}`));
    expect(page.state).toBe("valid");
    expect((await subscriber("confirm@roof.example"))[0].status).toBe("pending");

    expect(await confirmRoute.action(post("/newsletter/confirm", { token }))).toEqual({ state: "done" });
    const [row] = await subscriber("confirm@roof.example");
    expect(row.status).toBe("confirmed");
    expect(row.confirmedAt).toBeInstanceOf(Date);

    // Opening the link again says so; a made-up token is refused.
    expect((await confirmRoute.loader(get(`/newsletter/confirm?token=${token}`))).state).toBe("done");
    const bogus = "A".repeat(43);
    expect((await confirmRoute.loader(get(`/newsletter/confirm?token=${bogus}`))).state).toBe("invalid");
    expect(await confirmRoute.action(post("/newsletter/confirm", { token: "nope" }))).toEqual({
      state: "invalid",
    });
  });

  it("unsubscribes from the page's button and from an RFC 8058 one-click POST", async () => {
    await subscribe("leave@paint.example");
    const [mail] = await mailsTo("leave@paint.example");
    const token = tokenFrom(mail.text, "/newsletter/unsubscribe");
    expect((await unsubscribeRoute.loader(get(`/newsletter/unsubscribe?token=${token}`))).state).toBe(
      "valid",
    );
    expect((await subscriber("leave@paint.example"))[0].status).toBe("pending");
    expect(await unsubscribeRoute.action(post("/newsletter/unsubscribe", { token }))).toEqual({
      state: "done",
    });
    expect((await subscriber("leave@paint.example"))[0].status).toBe("unsubscribed");

    await subscribe("oneclick@paint.example");
    const [other] = await mailsTo("oneclick@paint.example");
    const otherToken = tokenFrom(other.text, "/newsletter/unsubscribe");
    const result = await unsubscribeRoute.action(
      post(`/newsletter/unsubscribe?token=${otherToken}`, "List-Unsubscribe=One-Click"),
    );
    expect(result).toEqual({ state: "done" });
    expect((await subscriber("oneclick@paint.example"))[0]).toMatchObject({ status: "unsubscribed" });
  });

  it("refuses a bad address with 400 and a message", async () => {
    for (const email of ["", "not-an-email", 42, null]) {
      const response = await subscribe(email);
      expect(response.status, String(email)).toBe(400);
      const body = await response.json();
      expect(typeof body.message).toBe("string");
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it("limits subscriptions per client address with 429", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await subscribe(`burst${i}@example.com`, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await subscribe("burst-last@example.com", ip);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toMatch(/try again later/);
    // Another address is unaffected.
    expect((await subscribe("someone-else@example.com")).status).toBe(200);
  });
});

describe("no-JavaScript newsletter form", () => {
  it("answers with the same texts through the page action", async () => {
    const form = new FormData();
    form.set("email", "nojs@clean.example");
    form.set("source", "article");
    const ok = await newsletterFormAction(form, nextIp());
    expect(ok.data).toEqual({
      ok: true,
      message: "Successfully subscribed! Check your email for confirmation.",
    });
    expect(await subscriber("nojs@clean.example")).toMatchObject([{ status: "pending", source: "article" }]);

    const bad = new FormData();
    bad.set("email", "nope");
    const refused = await newsletterFormAction(bad, nextIp());
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      email: "nope",
      fieldErrors: { email: expect.any(String) },
    });
  });
});

describe("staff remove and block subscribers (with an audit trail)", () => {
  it("removes a subscriber: the row goes, the trail keeps who, what and when", async () => {
    const { removeSubscriber, subscriberAuditTrail } = await import(
      "~/.server/services/newsletter/newsletter"
    );
    expect((await subscribe("remove-me@roofing.example")).status).toBe(200);
    const [row] = await subscriber("remove-me@roofing.example");
    const before = Date.now();
    expect(await removeSubscriber(row.id, { block: false }, "editor-ana")).toEqual({
      email: "remove-me@roofing.example",
      blocked: false,
    });
    expect(await subscriber("remove-me@roofing.example")).toEqual([]);
    const [entry] = (await subscriberAuditTrail()).filter(
      (item) => item.email === "remove-me@roofing.example",
    );
    expect(entry).toMatchObject({ action: "removed", actor: "editor-ana" });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    // A removed (not blocked) address may sign up again, and is mailed again.
    expect((await subscribe("remove-me@roofing.example")).status).toBe(200);
    expect(await subscriber("remove-me@roofing.example")).toHaveLength(1);
    expect(await mailsTo("remove-me@roofing.example")).toHaveLength(2);
    await expect(removeSubscriber(row.id, { block: false }, "editor-ana")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(removeSubscriber("not-an-id", { block: false }, "editor-ana")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("a blocked address that signs up again gets the usual answer, but no row and no mail", async () => {
    const { removeSubscriber, listBlockedAddresses, subscriberAuditTrail, unblockAddress } = await import(
      "~/.server/services/newsletter/newsletter"
    );
    expect((await subscribe("blocked@hvac.example")).status).toBe(200);
    const [row] = await subscriber("blocked@hvac.example");
    await removeSubscriber(row.id, { block: true }, "editor-ben");
    expect((await listBlockedAddresses()).map((item) => [item.email, item.blockedBy])).toContainEqual([
      "blocked@hvac.example",
      "editor-ben",
    ]);
    expect(
      (await subscriberAuditTrail())
        .filter((item) => item.email === "blocked@hvac.example")
        .map((item) => item.action)
        .sort(),
    ).toEqual(["blocked", "removed"]);

    const again = await subscribe("  BLOCKED@hvac.example ");
    const fresh = await subscribe("not-blocked@hvac.example");
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    expect(await subscriber("blocked@hvac.example")).toEqual([]);
    expect(await mailsTo("blocked@hvac.example")).toHaveLength(1);

    await unblockAddress("Blocked@HVAC.example", "editor-cy");
    expect((await listBlockedAddresses()).map((item) => item.email)).not.toContain("blocked@hvac.example");
    expect((await subscriberAuditTrail())[0]).toMatchObject({
      email: "blocked@hvac.example",
      action: "unblocked",
      actor: "editor-cy",
    });
    expect((await subscribe("blocked@hvac.example")).status).toBe(200);
    expect(await mailsTo("blocked@hvac.example")).toHaveLength(2);
    await expect(unblockAddress("blocked@hvac.example", "editor-cy")).rejects.toBeInstanceOf(NotFoundError);
  });
});
