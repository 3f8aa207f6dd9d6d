import type { Order } from "../../../db/schema";

/**
 * How an order gets paid. The order service stores the order, then asks the provider what
 * happens next; pages and the API only follow `nextUrl`. A Stripe Checkout provider would
 * create a Checkout Session in `start` and return its URL (and confirm payment in a webhook
 * that moves the order to 'paid'), without any page changing. See docs/decisions.
 */
export type PaymentStart = {
  /** Where the buyer goes after placing the order: the confirmation page, or a hosted payment page. */
  nextUrl: string;
  /** The provider's own reference (a Checkout Session id), stored on the order. */
  reference?: string;
};

/** What the buyer is told about paying, on the checkout and confirmation pages and in the mail. */
export type PaymentCopy = {
  /** Short name of the method, e.g. "Request & invoice". */
  label: string;
  /** One sentence shown beside the checkout form. */
  checkoutNote: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** The first next step after ordering. */
  nextStep: string;
};

export interface PaymentProvider {
  /** Stored in orders.payment_provider. */
  readonly id: string;
  readonly copy: PaymentCopy;
  /** Called once for a new order, after it is stored. */
  start(order: Order, urls: { confirmationUrl: string }): Promise<PaymentStart>;
}
