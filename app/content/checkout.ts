import { customizationWeeks, supportPeriod } from "./templates";

// The order form's texts live apart: the form is an island, and this module's page texts read the
// templates' content, which the island does not need.
export { checkoutForm } from "./checkout-form";

export const checkoutPage = {
  /** Also the last crumb of the page's breadcrumb. */
  eyebrow: "Checkout",
  title: (templateName: string) => `Order ${templateName}`,
  metaDescription: (templateName: string) =>
    `Order the ${templateName} website template: customized in ${customizationWeeks}, with ${supportPeriod} of support.`,
  intro: "Tell us who you are and we'll take it from there. It takes about a minute.",
  summaryTitle: "Order summary",
  templateLabel: "Website template",
  totalLabel: "Total",
  includesTitle: "Included with your template",
  paymentTitle: "How payment works",
  back: "Back to template",
  dialogTitle: (templateName: string) => `Purchase ${templateName}`,
  dialogDescription: "Place your order now; we e-mail the invoice and start customizing once it is paid.",
  fullPageLink: "Open the full checkout page",
} as const;

export const confirmationPage = {
  metaTitle: (orderNumber: string) => `Order ${orderNumber}`,
  /** The title when the page has no order to name (an unknown token answers 404). */
  metaFallbackTitle: "Order Confirmation",
  metaDescription: "Your Website To-Go template order.",
  eyebrow: "Order received",
  title: (firstName: string) => `Thank you, ${firstName}!`,
  intro: (templateName: string) =>
    `Your order for the ${templateName} template is in. Keep your order number handy for any questions.`,
  orderNumberLabel: "Order number",
  templateLabel: "Template",
  priceLabel: "Price",
  businessLabel: "Business",
  placedLabel: "Placed on",
  mailSent: (maskedEmail: string) => `We've sent a confirmation to ${maskedEmail}.`,
  nextStepsTitle: "What happens next",
  steps: [
    { title: "Invoice", text: null },
    {
      title: "Customization: 1-2 weeks",
      text: "We add your branding and content, set up your domain and forms, and send you a preview to approve.",
    },
    {
      title: "Launch and one month of support",
      text: "We launch your website and look after it with one month of technical support: fixes, small changes and questions.",
    },
  ],
  questions: "Questions about your order?",
  browse: "Browse More Templates",
  home: "Return Home",
} as const;
