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
