/** Spec 8: the newsletter form's texts. */
export const newsletterTexts = {
  success: "Successfully subscribed! Check your email for confirmation.",
  failure: "Failed to subscribe. Please try again.",
  network: "An error occurred. Please try again.",
} as const;
