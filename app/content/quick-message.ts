/** Copy of the quick-message page; the form's own texts are in forms.ts, contact details in site.ts. */
export const quickMessagePage = {
  metaTitle: "Quick Message",
  metaDescription: "Send us a quick message and we will get back to you soon.",
  hero: {
    eyebrow: "Quick message",
    title: "Send us a quick message",
    intro:
      "Have a question about your website, your rankings or our templates? Drop us a line and a real person will answer.",
  },
  detailsTitle: "Contact details",
  detailLabels: { phone: "Phone", email: "Email", office: "Office" },
  hours: {
    title: "Business hours",
    // Spec: this page words the weekday hours its own way ("Monday to Friday", "9AM to 6PM"),
    // unlike the hours elsewhere; the times are the business hours of CMS Settings.
    days: "Monday to Friday",
    timeJoiner: " to ",
    closed: "Closed",
    afterHours: "Messages sent after hours are answered the next business day.",
  },
} as const;
