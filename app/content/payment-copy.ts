/** What the buyer is told about paying by invoice (the default provider), and what follows an order. */
export const invoicePaymentCopy = {
  label: "Request & invoice",
  checkoutNote:
    "No payment is taken now. We e-mail you an invoice within one business day; you can pay by card or bank transfer, and customization starts once it is paid.",
  submitLabel: "Place Order",
  nextStep:
    "We e-mail your invoice within one business day. Pay by card or bank transfer, and we start as soon as it is paid.",
};

/** The order confirmation's next steps after the payment's own. */
export const orderNextSteps = [
  "We customize the template with your branding and content: this takes 1-2 weeks.",
  "We launch your website and give you one month of technical support.",
];
