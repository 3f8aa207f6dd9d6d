import type { PaymentProvider } from "./types";

/**
 * The default provider: no card is taken online. The order is recorded as 'requested', staff
 * send an invoice by e-mail within one business day, and mark the order invoiced and paid.
 */
export const invoiceProvider: PaymentProvider = {
  id: "invoice",
  copy: {
    label: "Request & invoice",
    checkoutNote:
      "No payment is taken now. We e-mail you an invoice within one business day; you can pay by card or bank transfer, and customization starts once it is paid.",
    submitLabel: "Place Order",
    nextStep:
      "We e-mail your invoice within one business day. Pay by card or bank transfer, and we start as soon as it is paid.",
  },
  async start(_order, { confirmationUrl }) {
    return { nextUrl: confirmationUrl };
  },
};
