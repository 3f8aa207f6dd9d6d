import type { Lead, NewsletterSubscriber, Order } from "../../db/schema";

/** The `data` of each event's payload (README): what a CRM needs, no IP hashes, fingerprints or tokens. */

/** What a `lead.updated` says changed: a status (with the one before), an owner, a note or a follow-up. */
type LeadChange =
  | { previousStatus: string }
  | { change: "assigned"; assigneeName: string }
  | { change: "note"; note: string; noteBy: string }
  | { change: "follow-up" };

export function leadData(lead: Lead, change?: LeadChange) {
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    ...(change && "previousStatus" in change
      ? { change: "status", previousStatus: change.previousStatus, statusNote: lead.statusNote }
      : (change ?? {})),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    service: lead.service,
    message: lead.message,
    details: lead.details ?? {},
    page: lead.page,
    landing: lead.landing,
    referrer: lead.referrer,
    utm: lead.utm ?? {},
    receivedAt: lead.receivedAt.toISOString(),
    assigneeId: lead.assigneeId,
    followUpAt: lead.followUpAt?.toISOString() ?? null,
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
  };
}

export function orderData(order: Order, change?: { previousStatus: string }) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    ...(change ? { previousStatus: change.previousStatus } : {}),
    templateId: order.templateId,
    templateName: order.templateName,
    priceCents: order.priceCents,
    currency: order.currency,
    name: order.name,
    email: order.email,
    company: order.company,
    phone: order.phone,
    notes: order.notes,
    paymentProvider: order.paymentProvider,
    page: order.page,
    createdAt: order.createdAt.toISOString(),
  };
}

export function subscriberData(subscriber: NewsletterSubscriber) {
  return {
    id: subscriber.id,
    email: subscriber.email,
    name: subscriber.name,
    source: subscriber.source,
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
  };
}
