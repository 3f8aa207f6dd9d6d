/** Fixed texts of the lead forms (spec 8), used verbatim. */
export const heroFormTexts = {
  successTitle: "Success!",
  successDescription:
    "Your request has been submitted. We'll contact you soon with your free marketing plan!",
  errorTitle: "Error",
  fallbackTitle: "Something went wrong",
  fallbackDescription: "Failed to submit your request. Please try again.",
} as const;

export const contactFormTexts = {
  thankYou:
    "Thanks for reaching out! We've received your message and will get back to you within one business day.",
  sendAnother: "Send Another Message",
  errorTitle: "Error",
  fallbackDescription: "Failed to submit form. Please try again.",
  /** Spec 9: the thank-you panel shows for 5000 ms. */
  thankYouMs: 5000,
} as const;

/** The office details beside the contact form. */
export const officeInfoTexts = {
  label: "Office details",
  title: "Talk to a real person",
  intro: "Prefer the phone? Call our Houston office. We answer every message within 24 hours.",
  hoursTitle: "Business hours",
  nextTitle: "What happens next",
  next: [
    "We look at your website, rankings and local competitors.",
    "A strategist calls you to talk through your goals.",
    "You get a clear plan with prices. No pressure, no contracts to sign on the call.",
  ],
} as const;

export const quickMessageTexts = {
  successTitle: "Message Sent",
  successDescription: "Thank you for your message. We will get back to you soon!",
  errorTitle: "Error",
  serverFallback: "Something went wrong",
  unknownFallback: "Failed to send message. Please try again.",
} as const;

export const customQuoteTexts = {
  successTitle: "Request received!",
  successDescription:
    "Thanks for telling us about your project. A designer will review it and send you a custom quote within one business day.",
  errorTitle: "Error",
  fallbackDescription: "Failed to submit your request. Please try again.",
} as const;

/** What a lead page's form says once its lead is sent, by form. */
export const leadSuccessTexts = {
  "free-plan": heroFormTexts.successDescription,
  contact: contactFormTexts.thankYou,
  "quick-message": quickMessageTexts.successDescription,
  "custom-quote": customQuoteTexts.successDescription,
} as const;

/** Confirmations of the JSON API (spec 7: "JSON with message"), shown by the quick-contact widget. */
export const leadApiTexts = {
  contact: "Thanks! We've received your request and will get back to you within one business day.",
  quickContact: "Thanks! Your message has been sent. We'll get back to you soon!",
} as const;

/** A page action's answer when the posted form is not one the page has. */
export const unknownFormText = "Unknown form.";

/**
 * The acknowledgement mailed to whoever sends a lead. Fixed copy only: nothing the
 * sender typed is echoed but a first name, so the form cannot be used to mail text to a third
 * party. The reply time is the spec's promise (spec 9: one business day).
 */
export const leadAcknowledgementTexts = {
  subject: (siteName: string) => `We received your message - ${siteName}`,
  greeting: (firstName: string | undefined) => (firstName ? `Hi ${firstName},` : "Hi there,"),
  body: (siteName: string) =>
    `Thanks for contacting ${siteName}. We've received your message and will get back to you within one business day.`,
  noReplyNeeded: "There is nothing else you need to do. If this wasn't you, you can ignore this mail.",
  signOff: (siteName: string) => `The ${siteName} team`,
} as const;

/** The box above a form that a page action refused without JavaScript: one link per field to fix. */
export const errorSummaryTexts = {
  title: "Please correct the following:",
} as const;

/**
 * A notification that names every field in error: the spec's own sentence first, where
 * it fixes one, then each field's message ("Please fill out all fields. Name is required.").
 */
export const fieldErrorsText = (messages: readonly string[], lead?: string) =>
  `${[lead, ...messages].filter(Boolean).join(". ")}.`;
