import crypto from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { orderNextSteps } from "~/content/payment-copy";
import { findTemplate, type Template } from "~/content/templates";
import type { Utm } from "~/lib/attribution";
import { type Business, describeBusiness } from "~/lib/site-settings";
import { getSiteSettings } from "../settings";
import { countedVisitor } from "../analytics/conversions";
import type { OrderInput, StaffOrderStatus } from "~/lib/schemas/orders";
import { type AuditActor, recordAudit } from "../audit";
import { NotFoundError, ValidationError } from "../errors";
import { isUuid } from "../media/media";
import { toSingleLine } from "~/lib/schemas/single-line";
import { getConfig, siteUrl } from "../../config";
import { type Executor, getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type Order, orders } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { orderBuyerMail, orderPaidMail, orderStaffMail } from "../../mail/templates/orders";
import { getPaymentProvider, type PaymentCopy } from "./payments";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { orderData } from "../webhooks/payloads";
import { fireWebhook } from "../webhooks/webhooks";
import { hashOfParts, normalizedText } from "../leads/leads";

/** Generous: a real buyer places one or two orders; this only stops scripted floods. */
export const orderRateLimit: RateLimitRule = { name: "orders", points: 10, durationSeconds: 600 };

/** The same client sending the same form again within this window is a double submit, not a new order. */
export const DUPLICATE_WINDOW_MS = 10_000;

// Order numbers avoid look-alike characters (0/O, 1/I/L) so they can be read out on the phone.
const ORDER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function generateOrderNumber(): string {
  const bytes = crypto.randomBytes(8);
  const chars = [...bytes].map((byte) => ORDER_ALPHABET[byte % ORDER_ALPHABET.length]);
  return `HD-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * What makes a repeat: every submitted field (normalized) and the client. A repeat is answered with
 * the first order's secret confirmation URL, so anything less would hand one buyer's order to another.
 */
export function orderFingerprint(input: OrderInput, clientIpHash: string | null): string {
  return hashOfParts([
    input.templateId,
    normalizedText(input.email),
    normalizedText(input.name),
    normalizedText(input.company),
    normalizedText(input.phone),
    normalizedText(input.notes),
    clientIpHash ?? "",
  ]);
}

function hashIp(ip: string | undefined) {
  if (!ip) return null;
  return crypto.createHash("sha256").update(`orders:${ip}`).digest("hex").slice(0, 32);
}

export function confirmationPath(token: string) {
  return `/orders/${token}`;
}

/** "$1,299.00" */
export function formatCents(cents: number, currency = "USD") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** What the checkout page shows: the template and how paying works. */
export function getCheckout(templateId: string | undefined) {
  const template = findTemplate(templateId);
  if (!template) return null;
  return { template, payment: getPaymentProvider().copy };
}

export type OrderRequestMeta = {
  ip?: string;
  userAgent?: string;
  /** Page the order was placed from, e.g. /checkout/business-pro. */
  page?: string;
  /** The visit's attribution, as the checkout form carried it. */
  landing?: string;
  referrer?: string;
  utm?: Utm;
};

/**
 * Stores an order, asks the payment provider for the next step and queues its mails in one
 * transaction; a repeat within DUPLICATE_WINDOW_MS (locked on its fingerprint) returns the first.
 */
export async function placeOrder(input: OrderInput, meta: OrderRequestMeta = {}) {
  const template = findTemplate(input.templateId);
  if (!template) throw new Error(`Unknown template ${input.templateId}`);
  await consumeRateLimit(
    orderRateLimit,
    meta.ip || "unknown",
    "Too many orders from your connection. Please try again later or call us.",
  );

  const db = getDb();
  const fingerprint = orderFingerprint(input, hashIp(meta.ip));
  const visitor = await countedVisitor({ ip: meta.ip, userAgent: meta.userAgent });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertOrder(tx, template, input, meta, fingerprint, visitor));
    } catch (error) {
      // An order number collision (about 1 in 10^12) is retried with a new number.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function insertOrder(
  tx: Executor,
  template: Template,
  input: OrderInput,
  meta: OrderRequestMeta,
  fingerprint: string,
  visitor: string | null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.fingerprint, fingerprint),
        gt(orders.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (existing) {
    const path = confirmationPath(existing.publicToken);
    // A repeat of an order placed moments ago: created false, and the buyer goes to its confirmation.
    return { order: existing, created: false, confirmationPath: path, nextUrl: path };
  }

  const provider = getPaymentProvider();
  const now = new Date();
  const [inserted] = await tx
    .insert(orders)
    .values({
      orderNumber: generateOrderNumber(),
      // 192 random bits: the confirmation URL cannot be guessed or enumerated.
      publicToken: crypto.randomBytes(24).toString("base64url"),
      templateId: template.id,
      templateName: template.name,
      priceCents: template.price * 100,
      currency: "USD",
      name: input.name,
      email: input.email,
      company: input.company,
      phone: input.phone,
      notes: input.notes ?? null,
      consentAt: now,
      status: "requested",
      paymentProvider: provider.id,
      fingerprint,
      page: meta.page?.slice(0, 500) ?? null,
      landing: meta.landing?.slice(0, 500) ?? null,
      referrer: meta.referrer?.slice(0, 1000) ?? null,
      utm: meta.utm ?? null,
      ipHash: hashIp(meta.ip),
      visitor,
    })
    .returning();

  const path = confirmationPath(inserted.publicToken);
  const start = await provider.start(inserted, { confirmationUrl: path });
  let order = inserted;
  if (start.reference) {
    [order] = await tx
      .update(orders)
      .set({ paymentReference: start.reference })
      .where(eq(orders.id, inserted.id))
      .returning();
  }

  const mails = orderMails(
    order,
    template,
    provider.copy,
    describeBusiness((await getSiteSettings(tx)).business),
  );
  await enqueueMail(mails.buyer, tx);
  await enqueueMail(mails.staff, tx);
  await fireWebhook("order.created", orderData(order), tx);
  // The buyer goes next to the confirmation page, or to a provider's payment page.
  return { order, created: true, confirmationPath: path, nextUrl: start.nextUrl };
}

/** What a buyer's mail shows of an order: its figures and link, and the business's name and phone. */
function buyerFigures(order: Order, business: Business) {
  return {
    orderNumber: order.orderNumber,
    templateName: order.templateName,
    price: formatCents(order.priceCents, order.currency),
    link: siteUrl(confirmationPath(order.publicToken)),
    businessName: business.name,
    phone: business.phone,
  };
}

/** The buyer's confirmation and the staff notification of one order. */
export function orderMails(order: Order, template: Template, payment: PaymentCopy, business: Business) {
  const figures = buyerFigures(order, business);
  const nextSteps = [payment.nextStep, ...orderNextSteps];
  const staffLines: [string, string][] = [
    ["Order number", order.orderNumber],
    ["Template", `${order.templateName} (${order.templateId})`],
    ["Price", figures.price],
    ["Payment", payment.label],
    ["Name", order.name],
    ["Business", order.company],
    ["E-mail", order.email],
    ["Phone", order.phone],
    ["Notes", order.notes ?? "(none)"],
    ["Placed from", order.page ?? "API"],
  ];
  // The notes may span lines; no other value may forge a line.
  const staffRows = staffLines.map(([label, value]): [string, string] => [
    label,
    label === "Notes" ? value.replace(/\r\n?/g, "\n") : toSingleLine(value).trim(),
  ]);

  return {
    buyer: {
      kind: "order-buyer",
      to: order.email,
      ...orderBuyerMail({ ...figures, category: template.category, nextSteps }),
    },
    staff: {
      kind: "order-staff",
      to: getConfig().STAFF_EMAIL,
      ...orderStaffMail({ ...figures, rows: staffRows, email: order.email }),
      headers: { "Reply-To": order.email },
    },
  };
}

function maskEmail(email: string) {
  const [local, domain] = email.split("@");
  if (!domain) return email;
  return `${local.slice(0, 1)}${"•".repeat(Math.max(2, Math.min(6, local.length - 1)))}@${domain}`;
}

/** What the confirmation page may show: no full e-mail, phone or notes. */
export async function findOrderByToken(token: string | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [order] = await getDb().select().from(orders).where(eq(orders.publicToken, token)).limit(1);
  if (!order) return null;
  const template = findTemplate(order.templateId);
  return {
    orderNumber: order.orderNumber,
    templateId: order.templateId,
    templateName: order.templateName,
    category: template?.category ?? null,
    priceCents: order.priceCents,
    currency: order.currency,
    firstName: order.name.split(/\s+/)[0] ?? order.name,
    maskedEmail: maskEmail(order.email),
    company: order.company,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    // Every order so far was placed with the one provider there is (the invoice).
    payment: getPaymentProvider().copy,
  };
}

export const REFUND_UNPAID_MESSAGE = "Only a paid order can be refunded.";

/**
 * Staff set an order's payment status, with the order locked: the change, its audit event, webhook
 * and (paid) the buyer's mail in one transaction. The status it already has changes nothing.
 */
export async function changeOrderStatus(
  id: string,
  status: StaffOrderStatus,
  actor: { username: string; audit: AuditActor },
  db = getDb(),
): Promise<{ order: Order; changed: boolean }> {
  if (!isUuid(id)) throw new NotFoundError("This order does not exist.");
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!current) throw new NotFoundError("This order does not exist.");
    if (current.status === status) return { order: current, changed: false };
    if (status === "refunded" && current.status !== "paid") {
      throw new ValidationError(REFUND_UNPAID_MESSAGE, { orderStatus: REFUND_UNPAID_MESSAGE });
    }
    const [order] = await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
    await recordAudit(
      {
        action: "order-status",
        actor: actor.audit,
        subject: { type: "order", id },
        // The payment state, told apart from the inbox's triage status (also "order-status").
        detail: { from: current.status, to: status, order: order.orderNumber, change: "payment" },
      },
      tx,
    );
    if (status === "paid") {
      const business = describeBusiness((await getSiteSettings(tx)).business);
      await enqueueMail(
        { kind: "order-paid", to: order.email, ...orderPaidMail(buyerFigures(order, business)) },
        tx,
      );
    }
    await fireWebhook("order.updated", orderData(order, { previousStatus: current.status }), tx);
    return { order, changed: true };
  });
}
