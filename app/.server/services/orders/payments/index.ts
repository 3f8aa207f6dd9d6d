import { invoiceProvider } from "./invoice";
import type { PaymentProvider } from "./types";

export type { PaymentCopy, PaymentProvider } from "./types";

const providers: Record<string, PaymentProvider> = {
  [invoiceProvider.id]: invoiceProvider,
  // stripe: stripeCheckoutProvider (a later issue), chosen through configuration.
};

/** The provider new orders use. */
export function getPaymentProvider(): PaymentProvider {
  return invoiceProvider;
}

/** The provider an existing order was placed with (falls back to the default). */
export function paymentProviderById(id: string): PaymentProvider {
  return providers[id] ?? invoiceProvider;
}
