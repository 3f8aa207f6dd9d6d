/** Texts of the order form (the checkout page's and the purchase dialog's). */
export const checkoutForm = {
  fields: {
    name: { label: "Full name", placeholder: "Jane Rivera", optional: false },
    email: { label: "Email", placeholder: "jane@riveraplumbing.com", optional: false },
    company: { label: "Business name", placeholder: "Rivera Plumbing", optional: false },
    phone: { label: "Phone", placeholder: "(713) 555-0100", optional: false },
    notes: {
      label: "Anything we should know?",
      placeholder: "Launch date, pages you need, your current website...",
      optional: true,
    },
  },
  consent:
    "I agree that Hearthstone Digital may contact me about this order and send me an invoice, as described in the",
  privacyLink: "Privacy Policy",
  submitting: "Placing order...",
  tooLarge: "Your order is too large to send. Please shorten your notes and try again.",
  unsupported: "Please send the order form from our checkout page.",
} as const;
