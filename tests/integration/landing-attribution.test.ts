/**
 * Every lead form, the checkout and the newsletter store the visit's landing page and campaign
 * (sent by the form: the hidden `visit` field or the JSON body, kept by the browser in
 * sessionStorage; without script, what the post's Referer shows; no cookie), and the
 * Analytics report groups leads, orders and newsletter confirmations by landing page and source.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { leads, mailOutbox, newsletterSubscribers, orders, pageViews } from "~/.server/db/schema";
import { checkoutPageAction } from "~/.server/forms/checkout";
import { contactPageAction, customQuotePageAction, quickMessagePageAction } from "~/.server/forms/lead-forms";
import { newsletterPageAction } from "~/.server/forms/newsletter";
import { writeViews } from "~/.server/services/analytics/ingest";
import { pendingView } from "~/.server/services/analytics/page-view";
import { analyticsReport } from "~/.server/services/analytics/report";
import { confirmSubscription } from "~/.server/services/newsletter/newsletter";
import { encodeVisit, VISIT_FIELD, type VisitAttribution } from "~/lib/attribution";
import { resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { formTokenPool } from "../helpers/form-tokens";
import { startTestServer, type TestServer } from "../helpers/http";
import { clientContext } from "../helpers/request-context";

let database: DatabaseHandle;
let server: TestServer;
let nextToken: () => string = () => "";
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;
let unique = 0;
const tag = () => `${Date.now().toString(36)}${++unique}`;

beforeAll(async () => {
  const config = useTestConfig({ PUBLIC_URL: "http://localhost:3000" });
  database = await createTestDatabase();
  server = await startTestServer(config);
  nextToken = await formTokenPool(40);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The visit a campaign link starts: landing on `landing` with UTM tags, from Google. */
function visitOf(landing: string, campaign: string): VisitAttribution {
  return {
    landing: `${landing}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign },
  };
}
/** A form post carrying the visit in its hidden field, sent from `referer` (default: the form's page). */
function formPost(path: string, fields: Record<string, string>, visit?: VisitAttribution, referer?: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      referer: referer ?? `http://localhost:3000${path}`,
    },
    body: new URLSearchParams({ ...fields, ...(visit ? { [VISIT_FIELD]: encodeVisit(visit) } : {}) }),
  });
}

const leadBy = async (email: string) =>
  (await database.db.select().from(leads).where(eq(leads.email, email)))[0];

describe("the landing page and campaign stored with each conversion", () => {
  const formCases = [
    {
      name: "hero form (no JavaScript)",
      path: "/contact",
      send: (request: Request) => contactPageAction({ request, context: clientContext(nextIp()) }),
      fields: (email: string) => ({
        intent: "free-plan",
        name: "Hero Person",
        email,
        phone: "(713) 555-0100",
        service: "seo",
      }),
    },
    {
      name: "contact form (no JavaScript)",
      path: "/contact",
      send: (request: Request) => contactPageAction({ request, context: clientContext(nextIp()) }),
      fields: (email: string) => ({
        intent: "contact",
        name: "Contact Person",
        company: "Acme Plumbing",
        email,
        phone: "(713) 555-0101",
        service: "local",
        message: "Need more calls.",
      }),
    },
    {
      name: "quick message (no JavaScript)",
      path: "/quick-message",
      send: (request: Request) => quickMessagePageAction({ request, context: clientContext(nextIp()) }),
      fields: (email: string) => ({ name: "Quick Person", email, message: "Call me please." }),
    },
    {
      name: "custom quote",
      path: "/custom-quote",
      send: (request: Request) => customQuotePageAction({ request, context: clientContext(nextIp()) }),
      fields: (email: string) => ({
        name: "Quote Person",
        email,
        company: "Acme Roofing",
        budget: "3k-6k",
        timeline: "asap",
        message: "A site with a booking form.",
      }),
    },
  ];

  for (const form of formCases) {
    it(`stores it on a lead from the ${form.name}`, async () => {
      const id = tag();
      const email = `lead-${id}@example.com`;
      const answer = await form.send(
        formPost(form.path, { ...form.fields(email), formToken: nextToken() }, visitOf("/services", id)),
      );
      expect(answer.data).toMatchObject({ ok: true });
      expect(await leadBy(email)).toMatchObject({
        page: form.path,
        landing: `/services?utm_source=google&utm_medium=cpc&utm_campaign=${id}`,
        referrer: "https://www.google.com/",
        utm: { source: "google", medium: "cpc", campaign: id },
      });
    });
  }

  it("without script, takes what the post shows: the page it was sent from, with its query and campaign", async () => {
    const id = tag();
    const email = `noscript-${id}@example.com`;
    const landedOn = `/quick-message?utm_source=newsletter&utm_campaign=${id}`;
    const answer = await quickMessagePageAction({
      request: formPost(
        "/quick-message",
        { name: "No Script", email, message: "Plain HTML post.", formToken: nextToken() },
        undefined,
        `http://localhost:3000${landedOn}`,
      ),
      context: clientContext(nextIp()),
    });
    expect(answer.data).toMatchObject({ ok: true });
    expect(await leadBy(email)).toMatchObject({
      page: landedOn,
      landing: landedOn,
      utm: { source: "newsletter", campaign: id },
    });
  });

  it("without script, a refused post hands its visit back, so the corrected one keeps the campaign", async () => {
    const id = tag();
    const email = `refused-${id}@example.com`;
    const landedOn = `/?utm_source=flyer&utm_campaign=${id}`;
    const fields = { name: "Refused First", message: "Second try.", formToken: nextToken() };
    const refused = (await quickMessagePageAction({
      request: formPost(
        "/quick-message",
        { ...fields, email: "not-an-address" },
        undefined,
        `http://localhost:3000${landedOn}`,
      ),
      context: clientContext(nextIp()),
    })) as unknown as { data: { ok: boolean; visit?: string } };
    expect(refused.data.ok).toBe(false);
    expect(refused.data.visit).toBeTruthy();
    // The corrected post comes from the action's page; the hidden field carries the visit.
    const sent = await quickMessagePageAction({
      request: new Request("http://localhost:3000/quick-message", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          referer: "http://localhost:3000/quick-message",
        },
        body: new URLSearchParams({ ...fields, email, [VISIT_FIELD]: refused.data.visit ?? "" }),
      }),
      context: clientContext(nextIp()),
    });
    expect(sent.data).toMatchObject({ ok: true });
    expect(await leadBy(email)).toMatchObject({ landing: landedOn, utm: { source: "flyer", campaign: id } });
  });

  it("stores it on leads sent through the JSON API, from the Referer or from the body", async () => {
    const fromReferer = tag();
    const response = await server.postJson(
      "/api/quick-contact",
      {
        name: "Api Person",
        email: `api-${fromReferer}@example.com`,
        message: "Hello there.",
        formToken: nextToken(),
        page: "/quick-message",
      },
      {
        referer: `http://localhost:3000/results?utm_source=google&utm_medium=cpc&utm_campaign=${fromReferer}`,
        "x-forwarded-for": nextIp(),
      },
    );
    expect(response.status).toBe(201);
    expect(await leadBy(`api-${fromReferer}@example.com`)).toMatchObject({
      page: "/quick-message",
      landing: `/results?utm_source=google&utm_medium=cpc&utm_campaign=${fromReferer}`,
      utm: { campaign: fromReferer },
    });

    // Our own forms send the visit they read from sessionStorage.
    const fromBody = tag();
    const sent = await server.postJson(
      "/api/contact",
      {
        form: "free-plan",
        fullName: "Body Person",
        email: `body-${fromBody}@example.com`,
        phone: "(713) 555-0102",
        service: "seo",
        message: "Free plan please.",
        formToken: nextToken(),
        page: "/",
        landing: "/reviews",
        utm: { source: "nextdoor" },
      },
      { "x-forwarded-for": nextIp() },
    );
    expect(sent.status).toBe(201);
    expect(await leadBy(`body-${fromBody}@example.com`)).toMatchObject({
      page: "/",
      landing: "/reviews",
      utm: { source: "nextdoor" },
    });
  });

  it("stores it on an order from the checkout page and from POST /api/orders", async () => {
    const id = tag();
    const fields = {
      templateId: "business-pro",
      name: "Order Person",
      email: `order-${id}@example.com`,
      company: "Acme HVAC",
      phone: "(713) 555-0103",
      consent: "on",
    };
    const answer = await checkoutPageAction(
      formPost("/checkout/business-pro", fields, visitOf("/products", id)),
      "business-pro",
      nextIp(),
    );
    expect(answer).toBeInstanceOf(Response);
    const [order] = await database.db.select().from(orders).where(eq(orders.email, fields.email));
    expect(order).toMatchObject({
      page: "/checkout/business-pro",
      landing: `/products?utm_source=google&utm_medium=cpc&utm_campaign=${id}`,
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: id },
    });

    const api = tag();
    const response = await server.postJson(
      "/api/orders",
      {
        ...fields,
        email: `api-order-${api}@example.com`,
        consent: true,
        visit: encodeVisit(visitOf("/portfolio", api)),
      },
      { "x-forwarded-for": nextIp() },
    );
    expect(response.status).toBe(201);
    const [viaApi] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.email, `api-order-${api}@example.com`));
    expect(viaApi).toMatchObject({
      page: "api",
      landing: `/portfolio?utm_source=google&utm_medium=cpc&utm_campaign=${api}`,
      utm: { campaign: api },
    });
  });

  it("stores it on a newsletter sign-up (form and API), and the confirmation keeps it and its source", async () => {
    const id = tag();
    const email = `news-${id}@example.com`;
    const request = formPost(
      "/blog",
      { intent: "newsletter", email, source: "blog-sidebar" },
      visitOf("/blog/local-seo", id),
    );
    const answer = await newsletterPageAction({ request, context: clientContext(nextIp()) });
    expect(answer.data).toMatchObject({ ok: true });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = mail.text.match(/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(await confirmSubscription(token)).toBe("done");
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({
      status: "confirmed",
      source: "blog-sidebar",
      landing: `/blog/local-seo?utm_source=google&utm_medium=cpc&utm_campaign=${id}`,
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: "cpc", campaign: id },
    });

    const api = tag();
    const response = await server.postJson(
      "/api/blog/newsletter",
      {
        email: `news-api-${api}@example.com`,
        source: "article",
        visit: encodeVisit(visitOf("/blog/seasonal", api)),
      },
      { "x-forwarded-for": nextIp() },
    );
    expect(response.status).toBe(200);
    const [viaApi] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, `news-api-${api}@example.com`));
    expect(viaApi).toMatchObject({
      source: "article",
      landing: `/blog/seasonal?utm_source=google&utm_medium=cpc&utm_campaign=${api}`,
    });
  });
});

describe("the dashboard's grouping by landing page and source", () => {
  it("joins leads, orders and confirmations to their landing pages' visits, with the lead rate", async () => {
    await database.db.delete(leads);
    await database.db.delete(orders);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(pageViews);
    const day = "2026-04-10";
    const at = new Date(`${day}T12:00:00Z`);
    // Four visits land on /services (one tagged), two on /results, one on /about (no conversion).
    const landings = ["/services", "/services", "/services", "/services", "/results", "/results", "/about"];
    const views = landings.map((path, index) =>
      pendingView({
        path,
        search: index === 0 ? "utm_source=google&utm_medium=cpc&utm_campaign=spring" : "",
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", host: "localhost:3000" },
        ip: `10.7.0.${index}`,
        at,
      }),
    );
    await writeViews(
      views.filter((view) => view !== null),
      database.db,
    );
    // Each conversion names the counted visitor it came from (one visitor may convert twice);
    // e@ comes from a visit that was not counted.
    const visitors = (await database.db.select().from(pageViews).orderBy(pageViews.id)).map(
      (row) => row.visitor,
    );
    const base = { kind: "contact" as const, name: "L", fingerprint: "x", receivedAt: at };
    await database.db.insert(leads).values([
      {
        ...base,
        visitor: visitors[0],
        email: "a@example.com",
        page: "/contact",
        landing: "/services?utm_source=google&utm_medium=cpc&utm_campaign=spring",
        utm: { source: "google", medium: "cpc", campaign: "spring" },
      },
      { ...base, visitor: visitors[1], email: "b@example.com", page: "/contact", landing: "/services" },
      { ...base, visitor: visitors[4], email: "c@example.com", page: "/quick-message", landing: "/results" },
      // Spam is no lead; a lead from before landing pages were stored reads "(unknown)".
      { ...base, email: "d@example.com", page: "/contact", landing: "/services", isSpam: true },
      { ...base, email: "e@example.com", page: "/contact" },
    ]);
    await database.db.insert(orders).values({
      orderNumber: "HD-TEST-0001",
      publicToken: "t".repeat(32),
      templateId: "business-pro",
      templateName: "Business Pro",
      priceCents: 100,
      name: "O",
      email: "o@example.com",
      company: "C",
      phone: "1",
      consentAt: at,
      fingerprint: "o",
      page: "/checkout/business-pro",
      landing: "/results",
      visitor: visitors[5],
      createdAt: at,
    });
    await database.db.insert(newsletterSubscribers).values({
      email: "n@example.com",
      status: "confirmed",
      unsubscribeTokenHash: "h",
      source: "article",
      landing: "/services?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      utm: { source: "google", medium: "cpc", campaign: "spring" },
      visitor: visitors[0],
      confirmedAt: at,
    });

    const report = await analyticsReport(
      resolveAnalyticsRange({ range: "custom", from: day, to: day }, day),
      database.db,
    );
    const landing = (key: string) => report.landings.find((row) => row.key === key);
    expect(landing("/services")).toMatchObject({ views: 4, leads: 2, orders: 0, signups: 1, leadRate: 0.5 });
    expect(landing("/results")).toMatchObject({ views: 2, leads: 1, orders: 1, signups: 0, leadRate: 0.5 });
    expect(landing("/about")).toMatchObject({ views: 1, leads: 0, leadRate: 0 });
    // The lead from a visit that was not counted is in no landing page's rate.
    expect(landing("(unknown)")).toBeUndefined();
    // The pages that bring conversions come first, whatever their views.
    expect(report.landings.map((row) => row.key).slice(-1)).toEqual(["/about"]);

    expect(report.paths).toEqual(
      expect.arrayContaining([
        { landing: "/services", sentFrom: "/contact", leads: 2, orders: 0, signups: 0 },
        { landing: "/services", sentFrom: "newsletter", leads: 0, orders: 0, signups: 1 },
        { landing: "/results", sentFrom: "/quick-message", leads: 1, orders: 0, signups: 0 },
        { landing: "/results", sentFrom: "/checkout/business-pro", leads: 0, orders: 1, signups: 0 },
      ]),
    );
    expect(report.pages.find((row) => row.key === "/contact")).toMatchObject({ leads: 2 });

    // One visitor sent a lead and signed up: one converting visitor of one, 100%.
    const google = report.sources.find((row) => row.key === "google");
    expect(google).toMatchObject({ views: 1, leads: 1, signups: 1, conversionRate: 1 });
    const spring = report.campaigns.find((row) => row.campaign === "spring");
    expect(spring).toMatchObject({ source: "google", medium: "cpc", leads: 1, signups: 1 });
    expect(report.current).toMatchObject({
      leads: 3,
      orders: 1,
      confirmations: 1,
      notCounted: { leads: 1, orders: 0, signups: 0 },
    });
  });
});
