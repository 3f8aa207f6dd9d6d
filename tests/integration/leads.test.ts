import { and, desc, eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { leads, mailOutbox, rateLimits } from "~/.server/db/schema";
import { issueFormToken } from "~/.server/services/leads/form-token";
import { answerScriptedPosts, quickMessagePageAction } from "~/.server/forms/lead-forms";
import { createMailWorker } from "~/.server/mail/mail-worker";
import { contactBodies, nextIp } from "../helpers/clients";
import { formTokenPool } from "../helpers/form-tokens";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { startSmtpSink } from "../helpers/smtp";
import { clientContext } from "../helpers/request-context";

let database: DatabaseHandle;
let server: TestServer;
/** Forms issued a minute ago, as pages the visitor read before filling them in (one per lead). */
let nextToken: () => string = () => "";
const STAFF = "team-inbox@example.com";

beforeAll(async () => {
  // The real minimum fill time (2 s), as in production.
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

function quickBody(overrides: Record<string, unknown> = {}) {
  unique += 1;
  return {
    name: `Sam Lee ${unique}`,
    email: `sam${unique}@example.com`,
    message: "Do you build sites for roofers?",
    formToken: nextToken(),
    fillMs: 6000,
    ...overrides,
  };
}

function post(path: string, body: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  return server.postJson(path, body, { "x-forwarded-for": ip, ...headers });
}

async function leadsByEmail(email: string) {
  return database.db.select().from(leads).where(eq(leads.email, email));
}

async function staffMailsMentioning(text: string) {
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  return rows.filter((row) => row.text.includes(text));
}

describe("POST /api/contact", () => {
  it("stores the lead before answering 201, with attribution and a staff mail in the outbox", async () => {
    const body = contactBody({
      page: "/",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "spring-ac" },
    });
    const response = await post("/api/contact", body, "198.51.100.7", { "user-agent": "LeadTest/1.0" });
    expect(response.status).toBe(201);
    expect((await response.json()).message).toMatch(/within one business day/);

    const [lead] = await leadsByEmail(body.email);
    expect(lead).toMatchObject({
      kind: "contact",
      name: body.fullName,
      company: "Rivera Plumbing",
      phone: "(713) 555-0199",
      service: "seo",
      message: body.message,
      page: "/",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: "spring-ac" },
      userAgent: "LeadTest/1.0",
      isSpam: false,
      status: "new",
    });
    expect(lead.receivedAt).toBeInstanceOf(Date);
    // The IP is kept only as a salted hash.
    expect(lead.ipHash).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(lead)).not.toContain("198.51.100.7");

    const [mail] = await staffMailsMentioning(body.fullName);
    expect(mail).toMatchObject({ kind: "lead-staff", to: STAFF, status: "pending" });
    expect(mail.subject).toContain(body.fullName);
    expect(mail.headers).toEqual({ "Reply-To": body.email });
    expect(mail.text).toContain("utm_source=google");
  });

  it("stores the hero form's request as a free-plan lead", async () => {
    const body = {
      fullName: "Hero Visitor",
      email: "hero@example.com",
      phone: "713-555-0101",
      service: "full",
      message: "Free marketing plan requested. Service of interest: Full Marketing.",
      formToken: nextToken(),
      fillMs: 5000,
    };
    const response = await post("/api/contact", body);
    expect(response.status).toBe(201);
    const [lead] = await leadsByEmail("hero@example.com");
    expect(lead.kind).toBe("free-plan");
    expect(lead.service).toBe("full");
    expect(lead.company).toBeNull();
  });

  it("escapes user input in the staff mail's HTML", async () => {
    const body = contactBody({ fullName: `<img src=x onerror="alert(1)">`, message: "<b>bold</b> & co" });
    expect((await post("/api/contact", body)).status).toBe(201);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.headers, { "Reply-To": body.email }));
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; co");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ["a missing name", { fullName: undefined }, "fullName", "Name is required"],
    ["a blank name", { fullName: "   " }, "fullName", "Name is required"],
    ["a missing email", { email: undefined }, "email", "Email is required"],
    ["a malformed email", { email: "dana@nowhere" }, "email", "Please enter a valid email address"],
    ["a missing phone", { phone: "" }, "phone", "Phone number is required"],
    ["an unknown service", { service: "crypto" }, "service", "Please select a service"],
    ["a missing message", { message: " \n " }, "message", "Please provide some details"],
    [
      "a name over 120 characters",
      { fullName: "x".repeat(121) },
      "fullName",
      "Please keep this under 120 characters",
    ],
    [
      "a message over 5000 characters",
      { message: "y".repeat(5001) },
      "message",
      "Please keep this under 5000 characters",
    ],
    [
      "a company over 160 characters",
      { company: "z".repeat(161) },
      "company",
      "Please keep this under 160 characters",
    ],
    ["a number as the name", { fullName: 42 }, "fullName", "Name is required"],
  ];
  for (const [label, change, field, message] of badInputs) {
    it(`answers 400 with the field's message for ${label}`, async () => {
      const body = contactBody(change);
      const response = await post("/api/contact", body);
      expect(response.status).toBe(400);
      const payload = await response.json();
      expect(payload.errors[field]).toBe(message);
      expect(payload.message).toBe(message);
      expect(await leadsByEmail(String(body.email))).toHaveLength(0);
    });
  }

  it("lists every problem of an empty body", async () => {
    const response = await post("/api/contact", {});
    expect(response.status).toBe(400);
    const payload = await response.json();
    expect(payload.message).toBe("Please check the highlighted fields.");
    expect(payload.errors).toEqual({
      fullName: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      service: "Please select a service",
      message: "Please provide some details",
    });
  });

  it("answers 400 to a JSON body that is not an object", async () => {
    const response = await post("/api/contact", [1, 2, 3]);
    expect(response.status).toBe(400);
  });

  it("trims the fields it stores", async () => {
    const body = contactBody({ fullName: "  Trim Me  ", email: "  trim@example.com " });
    expect((await post("/api/contact", body)).status).toBe(201);
    const [lead] = await leadsByEmail("trim@example.com");
    expect(lead.name).toBe("Trim Me");
  });
});

describe("POST /api/quick-contact", () => {
  it("stores a quick message and answers 201 with a friendly message", async () => {
    const body = quickBody();
    const response = await post("/api/quick-contact", body);
    expect(response.status).toBe(201);
    // The spec's message, and a new token for the page's next lead (the sent one is used up).
    expect(await response.json()).toEqual({
      message: "Thanks! Your message has been sent. We'll get back to you soon!",
      formToken: expect.stringMatching(/^[0-9a-z]+\./),
    });
    const [lead] = await leadsByEmail(body.email);
    expect(lead).toMatchObject({
      kind: "quick-message",
      name: body.name,
      message: body.message,
      isSpam: false,
    });
    expect(await staffMailsMentioning(body.name)).toHaveLength(1);
  });

  it("answers 400 with field messages", async () => {
    const response = await post("/api/quick-contact", { name: "", email: "not-an-email", message: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      message: "Message is required",
    });
  });

  it("answers 405 to another method", async () => {
    const response = await server.fetch("/api/quick-contact");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("request bodies", () => {
  for (const path of ["/api/contact", "/api/quick-contact"]) {
    it(`${path}: 415 for a form-encoded body, 400 for malformed JSON, 413 over 32 KB`, async () => {
      const form = await server.fetch(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
        body: "name=a&email=b",
      });
      expect(form.status).toBe(415);

      const malformed = await post(path, '{"name": "Sam",');
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).message).toMatch(/not valid JSON/);

      const large = await post(path, { ...quickBody(), message: "x".repeat(33 * 1024) });
      expect(large.status).toBe(413);
      expect(await large.json()).toEqual({ message: "Request body is too large." });
    });
  }
});

describe("spam protection", () => {
  it("answers a filled honeypot like a success, stores the lead as spam and mails nobody", async () => {
    const body = contactBody({ homepage: "http://cheap-pills.example" });
    const response = await post("/api/contact", body);
    expect(response.status).toBe(201);
    expect((await response.json()).message).toMatch(/within one business day/);
    const [lead] = await leadsByEmail(body.email);
    expect(lead).toMatchObject({ isSpam: true, spamReason: "honeypot" });
    expect(await staffMailsMentioning(body.fullName)).toHaveLength(0);
  });

  it("takes a form sent sooner than 2 seconds after it was shown (autofill) as a lead to review, mailed", async () => {
    const fast = quickBody({ fillMs: 900 });
    const response = await post("/api/quick-contact", fast);
    expect(response.status).toBe(201);
    const [lead] = await leadsByEmail(fast.email);
    expect(lead).toMatchObject({ isSpam: false, spamReason: null, reviewReason: "too-fast" });
    expect(await staffMailsMentioning(fast.name)).toHaveLength(1);

    const human = quickBody({ fillMs: 2100 });
    expect((await post("/api/quick-contact", human)).status).toBe(201);
    expect((await leadsByEmail(human.email))[0].isSpam).toBe(false);
    expect(await staffMailsMentioning(human.name)).toHaveLength(1);
  });

  it("uses the server-signed issue time of the form when the browser did not measure", async () => {
    const fast = quickBody({ fillMs: undefined, formToken: await issueFormToken(Date.now() - 500) });
    expect((await post("/api/quick-contact", fast)).status).toBe(201);
    expect((await leadsByEmail(fast.email))[0].reviewReason).toBe("too-fast");

    const slow = quickBody({ fillMs: undefined, formToken: await issueFormToken(Date.now() - 60_000) });
    expect((await post("/api/quick-contact", slow)).status).toBe(201);
    expect((await leadsByEmail(slow.email))[0].isSpam).toBe(false);
  });

  it("limits each address to 5 submissions in 10 minutes across all forms, in the database", async () => {
    const ip = nextIp();
    for (let n = 0; n < 5; n++) {
      expect((await post("/api/quick-contact", quickBody(), ip)).status).toBe(201);
    }
    const blocked = quickBody();
    const response = await post("/api/quick-contact", blocked, ip);
    expect(response.status).toBe(429);
    expect((await response.json()).message).toBe("Too many requests. Please try again in 10 minutes.");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await leadsByEmail(blocked.email)).toHaveLength(0);

    // The count lives in the rate_limits table (shared by every instance), keyed without the raw IP.
    const counters = await database.db.select().from(rateLimits);
    expect(counters.some((row) => row.key.startsWith("lead:"))).toBe(true);
    expect(JSON.stringify(counters)).not.toContain(ip);

    // Another form shares the count; another address is not affected.
    expect((await post("/api/contact", contactBody(), ip)).status).toBe(429);
    expect((await post("/api/quick-contact", quickBody())).status).toBe(201);
  });

  it("counts an IPv6 /64 as one client: rotating addresses within it does not escape the limit", async () => {
    // Without the /64 rule, 8 leads from 2001:db8:9:9::1 ... ::8 would all be accepted.
    const statuses: number[] = [];
    for (let n = 1; n <= 8; n++) {
      const body = quickBody({ formToken: await issueFormToken(Date.now() - 60_000) });
      statuses.push((await post("/api/quick-contact", body, `2001:db8:9:9::${n.toString(16)}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // The next /64 is another client; an IPv4-mapped address is its IPv4 client.
    const fresh = quickBody({ formToken: await issueFormToken(Date.now() - 60_000) });
    expect((await post("/api/quick-contact", fresh, "2001:db8:9:a::1")).status).toBe(201);
    const ipv4 = nextIp();
    for (let n = 0; n < 5; n++) {
      const body = quickBody({ formToken: await issueFormToken(Date.now() - 60_000) });
      expect((await post("/api/quick-contact", body, ipv4)).status).toBe(201);
    }
    const mapped = quickBody({ formToken: await issueFormToken(Date.now() - 60_000) });
    expect((await post("/api/quick-contact", mapped, `::ffff:${ipv4}`)).status).toBe(429);
  });

  it("stores an identical repeat within a minute once, even when sent at the same moment", async () => {
    const body = contactBody();
    const first = await post("/api/contact", body);
    expect(first.status).toBe(201);
    const again = await post("/api/contact", { ...body, fullName: `  ${body.fullName.toUpperCase()} ` });
    expect(again.status).toBe(201);
    expect(await leadsByEmail(body.email)).toHaveLength(1);

    const twin = quickBody();
    // Eight copies at once (from eight addresses, as a bot farm would send them).
    const answers = await Promise.all(Array.from({ length: 8 }, () => post("/api/quick-contact", twin)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(await leadsByEmail(twin.email)).toHaveLength(1);
    expect(await staffMailsMentioning(twin.name)).toHaveLength(1);

    // A different message is a new lead.
    expect((await post("/api/contact", { ...body, message: "Something else entirely." })).status).toBe(201);
    expect(await leadsByEmail(body.email)).toHaveLength(2);
  });
});

describe("attribution", () => {
  it("sets no cookie on a campaign's first page; a form sent later in the visit carries the visit itself", async () => {
    const response = await server.fetch("/services?utm_source=facebook&utm_campaign=fall", {
      headers: { accept: "text/html", "sec-fetch-dest": "document", referer: "https://m.facebook.com/" },
    });
    // (This test server renders no pages; the e2e sweep covers the rendered ones.)
    expect(response.headers.get("set-cookie")).toBeNull();

    // The browser kept the visit (sessionStorage) and sends it with the form.
    const body = {
      ...quickBody(),
      landing: "/services?utm_source=facebook&utm_campaign=fall",
      referrer: "https://m.facebook.com/",
      utm: { source: "facebook", campaign: "fall" },
    };
    const posted = await post("/api/quick-contact", body, nextIp(), {
      referer: `${server.url}/quick-message`,
    });
    expect(posted.status).toBe(201);
    const [lead] = await leadsByEmail(body.email);
    expect(lead.utm).toEqual({ source: "facebook", campaign: "fall" });
    expect(lead.referrer).toBe("https://m.facebook.com/");
    expect(lead.landing).toBe("/services?utm_source=facebook&utm_campaign=fall");
    expect(lead.page).toBe("/quick-message");
  });

  it("hashes the same address to the same value", async () => {
    const ip = nextIp();
    const a = quickBody();
    const b = quickBody();
    await post("/api/quick-contact", a, ip);
    await post("/api/quick-contact", b, ip);
    const [first] = await leadsByEmail(a.email);
    const [second] = await leadsByEmail(b.email);
    expect(first.ipHash).toBe(second.ipHash);
    const c = quickBody();
    await post("/api/quick-contact", c, nextIp());
    const [other] = await leadsByEmail(c.email);
    expect(other.ipHash).not.toBe(first.ipHash);
  });
});

describe("acknowledgement to the sender", () => {
  async function acknowledgementsTo(email: string) {
    return database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "lead-ack"), eq(mailOutbox.to, email)));
  }

  it("mails whoever sends a lead the reply-time promise, with nothing they typed but a first name", async () => {
    const body = contactBody({
      fullName: "Dana\r\nBcc: victim@example.com https://evil.example/win Rivera",
      message: "Click https://evil.example/win to claim your prize!",
    });
    expect((await post("/api/contact", body)).status).toBe(201);
    const quick = quickBody();
    expect((await post("/api/quick-contact", quick)).status).toBe(201);

    const [ack] = await acknowledgementsTo(body.email);
    expect(ack).toMatchObject({ status: "pending", headers: { "Auto-Submitted": "auto-replied" } });
    expect(await acknowledgementsTo(quick.email)).toHaveLength(1);

    // Delivered over SMTP exactly as queued: fixed copy, the spec's promise, the first name.
    const smtp = await startSmtpSink();
    const worker = createMailWorker({
      db: database.db,
      mailFrom: "Hearthstone Digital <hello@hearthstonedigital.example>",
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "hd-ack-test-")),
      pollMs: 50,
      smtpUrl: smtp.url,
    });
    try {
      // Earlier tests' mails are queued ahead of it: deliver batches until the queue is empty.
      while ((await worker.runOnce()) > 0);
      const delivered = smtp.received.find((mail) => mail.to.includes(body.email));
      expect(delivered).toBeDefined();
      const raw = delivered?.raw ?? "";
      expect(raw).toContain("within one business day");
      expect(raw).toContain("Hi Dana,");
      expect(raw).not.toMatch(/evil\.example|prize|victim/);
      expect(delivered?.to).toEqual([body.email]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("sends none for a lead stored as spam, and one for a repeat within the minute", async () => {
    const spam = contactBody({ homepage: "https://bot.example" });
    expect((await post("/api/contact", spam)).status).toBe(201);
    expect(await acknowledgementsTo(spam.email)).toHaveLength(0);

    const body = contactBody();
    const ip = nextIp();
    expect((await post("/api/contact", body, ip)).status).toBe(201);
    expect((await post("/api/contact", body, ip)).status).toBe(201);
    expect(await acknowledgementsTo(body.email)).toHaveLength(1);
  });

  it("mails the sender of a form posted without JavaScript too", async () => {
    const email = `nojs-ack-${Date.now()}@example.com`;
    const form = new URLSearchParams({
      name: "Kim Ortiz",
      email,
      message: "Please call me.",
      formToken: nextToken(),
    });
    const request = new Request("http://localhost/quick-message", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const answer = await quickMessagePageAction({ request, context: clientContext(nextIp()) });
    expect(answer.data).toMatchObject({ form: "quick-message", ok: true });
    expect(await acknowledgementsTo(email)).toHaveLength(1);
  });
});

describe("a lead form's scripted post to its page (the form without the router)", () => {
  const middleware = answerScriptedPosts(quickMessagePageAction);
  type Args = Parameters<typeof middleware>[0];

  async function postQuickMessage(accept: string, fields: Record<string, string>) {
    const request = new Request("http://localhost/quick-message", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: new URLSearchParams({ formToken: nextToken(), ...fields }),
    });
    let page = false;
    const next = async () => {
      page = true;
      return new Response("<!DOCTYPE html>", { headers: { "content-type": "text/html" } });
    };
    const args = { request, params: {}, context: clientContext(nextIp()) } as unknown as Args;
    const response = (await middleware(args, next)) as Response;
    return { response, page };
  }

  it("answers a fetch asking for JSON with the page action's answer: its status and field messages", async () => {
    const { response, page } = await postQuickMessage("application/json", {
      name: "Kim Ortiz",
      email: "not-an-address",
      message: "Please call me.",
    });
    expect(page).toBe(false);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    const answer = await response.json();
    expect(answer).toMatchObject({ form: "quick-message", ok: false });
    expect(answer.fieldErrors.email).toBe("Please enter a valid email address");
    expect(answer.values).toMatchObject({ name: "Kim Ortiz", message: "Please call me." });
  });

  it("takes the lead and answers with the page's confirmation and a new token", async () => {
    const email = `island-${Date.now()}@example.com`;
    const { response } = await postQuickMessage("application/json", {
      name: "Kim Ortiz",
      email,
      message: "Please call me.",
      fillMs: "9000",
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ form: "quick-message", ok: true });
    expect(typeof answer.formToken).toBe("string");
    const [stored] = await database.db.select().from(leads).where(eq(leads.email, email));
    expect(stored?.name).toBe("Kim Ortiz");
  });

  it("leaves a browser's own post (asking for HTML) to the page", async () => {
    const { response, page } = await postQuickMessage("text/html,application/xhtml+xml,*/*;q=0.8", {
      name: "",
    });
    expect(page).toBe(true);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});
