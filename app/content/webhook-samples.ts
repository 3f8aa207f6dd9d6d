import type { WebhookEvent } from "~/lib/schemas/webhooks";

const id = "00000000-0000-4000-8000-000000000000";
const person = { name: "Sample Person", email: "sample@example.com" };
const business = { company: "Sample Plumbing", phone: "(555) 010-0000" };
const lead = {
  id,
  kind: "contact",
  ...person,
  ...business,
  service: "web-design",
  message: "This is a test delivery from the CMS.",
  details: {},
  page: "/contact",
  landing: "/",
  referrer: null,
  utm: {},
};
const order = {
  id,
  orderNumber: "HD-TEST-0000",
  templateId: "business-pro",
  templateName: "Business Pro",
  priceCents: 129900,
  currency: "USD",
  ...person,
  ...business,
  notes: null,
  paymentProvider: "invoice",
  page: "/checkout/business-pro",
};

/**
 * Sample `data` of each event, for a webhook's "Send test" (a receiver such as Zapier learns the
 * fields from it), and the field that carries the time it is sent.
 */
export const webhookSamples: Record<WebhookEvent, { data: Record<string, unknown>; timeField: string }> = {
  "lead.created": { data: { ...lead, status: "new" }, timeField: "receivedAt" },
  "lead.updated": {
    data: { ...lead, status: "contacted", previousStatus: "new", statusNote: "Called back" },
    timeField: "receivedAt",
  },
  "order.created": { data: { ...order, status: "requested" }, timeField: "createdAt" },
  "order.updated": { data: { ...order, status: "paid", previousStatus: "invoiced" }, timeField: "createdAt" },
  "subscriber.confirmed": {
    data: { id, email: person.email, name: null, source: "footer" },
    timeField: "confirmedAt",
  },
};
