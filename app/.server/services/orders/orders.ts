import crypto from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { findTemplate, type Template } from "~/content/templates";
import type { Utm } from "~/lib/attribution";
import { type Business, describeBusiness } from "~/lib/site-settings";
import { getSiteSettings } from "../settings";
import { countedVisitor } from "../analytics/conversions";
import type { OrderInput } from "~/lib/schemas/orders";
import { toSingleLine } from "~/lib/schemas/single-line";
import { getConfig } from "../../config";
import { type Executor, getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type Order, orders } from "../../db/schema";
import { enqueueMail, escapeHtml } from "../outbox";
import { getPaymentProvider, type PaymentCopy, paymentProviderById } from "./payments";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";

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

/** 192 random bits: the confirmation URL cannot be guessed or enumerated. */
function generatePublicToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * What makes a repeat: every submitted field (normalized for case and blanks) and the client.
 * A repeat is answered with the first order's secret confirmation URL, so anything less than
 * the same person sending the same form again would hand one buyer's order to another.
 */
export function orderFingerprint(input: OrderInput, clientIpHash: string | null): string {
  const normal = (value: string | undefined) =>
    (value ?? "").normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
  const parts = [
    input.templateId,
    normal(input.email),
    normal(input.name),
    normal(input.company),
    normal(input.phone),
    normal(input.notes),
    clientIpHash ?? "",
  ];
  return crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

function hashIp(ip: string | undefined) {
  if (!ip) return null;
  return crypto.createHash("sha256").update(`orders:${ip}`).digest("hex").slice(0, 32);
}

export function confirmationPath(token: string) {
  return `/orders/${token}`;
}

export function absoluteUrl(path: string) {
  return new URL(path, getConfig().PUBLIC_URL).toString();
}

/** "$1,299.00" */
export function formatCents(cents: number, currency = "USD") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** What the checkout page shows: the template and how paying works. */
export type Checkout = { template: Template; payment: PaymentCopy };

export function getCheckout(templateId: string | undefined): Checkout | null {
  const template = findTemplate(templateId);
  if (!template) return null;
  return { template, payment: getPaymentProvider().copy };
}

export type OrderRequestMeta = {
  ip?: string;
  userAgent?: string;
  /** Page the order was placed from, e.g. /checkout/business-pro. */
  page?: string;
  /** The visit's landing page and UTM tags (the attribution cookie), and its external referrer. */
  landing?: string;
  referrer?: string;
  utm?: Utm;
};

export type PlacedOrder = {
  order: Order;
  /** False when this was a repeat of an order placed moments ago. */
  created: boolean;
  confirmationPath: string;
  /** Where the buyer goes next (the confirmation page, or a provider's payment page). */
  nextUrl: string;
};

/**
 * Stores an order, asks the payment provider for the next step and queues the buyer's
 * confirmation and the staff notification in the same transaction. A repeat of the same
 * form (every field) from the same client within DUPLICATE_WINDOW_MS returns the first one; an advisory lock on the
 * fingerprint makes two concurrent submits wait for each other.
 */
export async function placeOrder(input: OrderInput, meta: OrderRequestMeta = {}): Promise<PlacedOrder> {
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
): Promise<PlacedOrder> {
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
    return { order: existing, created: false, confirmationPath: path, nextUrl: path };
  }

  const provider = getPaymentProvider();
  const now = new Date();
  const [inserted] = await tx
    .insert(orders)
    .values({
      orderNumber: generateOrderNumber(),
      publicToken: generatePublicToken(),
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
  return { order, created: true, confirmationPath: path, nextUrl: start.nextUrl };
}

/** The buyer's confirmation and the staff notification of one order. */
export function orderMails(order: Order, template: Template, payment: PaymentCopy, business: Business) {
  const config = getConfig();
  const price = formatCents(order.priceCents, order.currency);
  const link = absoluteUrl(confirmationPath(order.publicToken));
  const nextSteps = [
    payment.nextStep,
    "We customize the template with your branding and content: this takes 1-2 weeks.",
    "We launch your website and give you one month of technical support.",
  ];
  const e = escapeHtml;

  // The buyer's address has not proven it belongs to whoever filled in the form: anyone can type
  // someone else's. So this mail carries nothing the request wrote (no name, company or notes):
  // only our texts, the template, price, order number and link. Staff mail may carry it all.
  const buyerText = [
    "Hello,",
    "",
    `Thank you for ordering the ${order.templateName} website template from ${business.name}.`,
    "",
    `Order number: ${order.orderNumber}`,
    `Template: ${order.templateName} (${template.category})`,
    `Price: ${price}`,
    "",
    "What happens next:",
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    `Your order: ${link}`,
    "",
    `Did not order anything? Then someone typed your address by mistake: ignore this mail or reply and we will delete the order.`,
    `Questions? Reply to this e-mail or call us at ${business.phone}.`,
    "",
    business.name,
  ].join("\n");

  const buyerHtml = `<div style="font-family:Arial,Helvetica,sans-serif;color:#0b1b2e;line-height:1.5;max-width:560px">
<p>Hello,</p>
<p>Thank you for ordering the <strong>${e(order.templateName)}</strong> website template from ${e(business.name)}.</p>
<table style="border-collapse:collapse;margin:16px 0">
<tr><td style="padding:4px 16px 4px 0;color:#526075">Order number</td><td style="padding:4px 0"><strong>${e(order.orderNumber)}</strong></td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#526075">Template</td><td style="padding:4px 0">${e(order.templateName)} (${e(template.category)})</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#526075">Price</td><td style="padding:4px 0">${e(price)}</td></tr>
</table>
<p><strong>What happens next</strong></p>
<ol>${nextSteps.map((step) => `<li>${e(step)}</li>`).join("")}</ol>
<p><a href="${e(link)}" style="color:#1842b8">View your order</a></p>
<p>Did not order anything? Then someone typed your address by mistake: ignore this mail or reply and we will delete the order.</p>
<p>Questions? Reply to this e-mail or call us at ${e(business.phone)}.</p>
<p>${e(business.name)}</p>
</div>`;

  const staffLines: [string, string][] = [
    ["Order number", order.orderNumber],
    ["Template", `${order.templateName} (${order.templateId})`],
    ["Price", price],
    ["Payment", payment.label],
    ["Name", order.name],
    ["Business", order.company],
    ["E-mail", order.email],
    ["Phone", order.phone],
    ["Notes", order.notes ?? "(none)"],
    ["Placed from", order.page ?? "API"],
  ];
  const staffText = [
    `New template order ${order.orderNumber}.`,
    "",
    // The notes may span lines (indented below their label); no other value may forge a line.
    ...staffLines.map(([label, value]) =>
      label === "Notes"
        ? `${label}: ${value.replace(/\r\n?|\n/g, "\n  ")}`
        : `${label}: ${toSingleLine(value).trim()}`,
    ),
    "",
    `Send the invoice to ${order.email} within one business day.`,
  ].join("\n");
  const staffHtml = `<div style="font-family:Arial,Helvetica,sans-serif;color:#0b1b2e;line-height:1.5">
<p>New template order <strong>${e(order.orderNumber)}</strong>.</p>
<table style="border-collapse:collapse">${staffLines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#526075;vertical-align:top">${e(label)}</td><td style="padding:4px 0;white-space:pre-wrap">${e(value)}</td></tr>`,
    )
    .join("")}</table>
<p>Send the invoice to ${e(order.email)} within one business day.</p>
</div>`;

  return {
    buyer: {
      kind: "order-buyer",
      to: order.email,
      subject: `Your order ${order.orderNumber}: ${order.templateName} website template`,
      text: buyerText,
      html: buyerHtml,
    },
    staff: {
      kind: "order-staff",
      to: config.STAFF_EMAIL,
      subject: `New template order ${order.orderNumber}: ${order.templateName} (${price})`,
      text: staffText,
      html: staffHtml,
      headers: { "Reply-To": order.email },
    },
  };
}

/** What the confirmation page may show: no full e-mail, phone or notes. */
export type OrderConfirmation = {
  orderNumber: string;
  templateId: string;
  templateName: string;
  category: string | null;
  priceCents: number;
  currency: string;
  firstName: string;
  maskedEmail: string;
  company: string;
  status: string;
  placedAt: string;
  payment: PaymentCopy;
};

function maskEmail(email: string) {
  const [local, domain] = email.split("@");
  if (!domain) return email;
  return `${local.slice(0, 1)}${"•".repeat(Math.max(2, Math.min(6, local.length - 1)))}@${domain}`;
}

export async function findOrderByToken(token: string | undefined): Promise<OrderConfirmation | null> {
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
    payment: paymentProviderById(order.paymentProvider).copy,
  };
}
