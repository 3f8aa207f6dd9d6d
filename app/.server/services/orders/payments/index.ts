import { invoicePaymentCopy } from "~/content/payment-copy";
import type { Order } from "../../../db/schema";

/** What the buyer is told about paying, on the checkout and confirmation pages and in the mail. */
export type PaymentCopy = {
  /** Short name of the method, e.g. "Request & invoice". */
  label: string;
  /** One sentence shown beside the checkout form. */
  checkoutNote: string;
  submitLabel: string;
  /** The first next step after ordering. */
  nextStep: string;
};

/**
 * How an order gets paid: the order service stores the order, then asks the provider what happens
 * next; pages and the API only follow `nextUrl` (a Stripe Checkout provider would return its
 * session's URL and keep the session id as `reference`). See docs/decisions.
 */
export interface PaymentProvider {
  /** Stored in orders.payment_provider. */
  readonly id: string;
  readonly copy: PaymentCopy;
  /** Called once for a new order, after it is stored. */
  start(order: Order, urls: { confirmationUrl: string }): Promise<{ nextUrl: string; reference?: string }>;
}

/**
 * The default provider: no card is taken online. The order is recorded as 'requested', staff
 * send an invoice by e-mail within one business day, and mark the order invoiced and paid.
 */
const invoiceProvider: PaymentProvider = {
  id: "invoice",
  copy: invoicePaymentCopy,
  async start(_order, { confirmationUrl }) {
    return { nextUrl: confirmationUrl };
  },
};

/** The provider new orders use. */
export function getPaymentProvider(): PaymentProvider {
  return invoiceProvider;
}
