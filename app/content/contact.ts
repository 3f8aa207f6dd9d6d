/** Copy of the contact page; the forms' own texts are in forms.ts. */
export const contactPage = {
  metaTitle: "Contact Us",
  metaDescription: "Tell us about your business and get a free marketing plan.",
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro:
      "Tell us where you work and what you want more of. A Houston strategist will get back to you within one business day with honest, no-pressure advice.",
  },
  /** Names of the page's sections for screen readers: the re-rendered hero form, the contact form. */
  freePlanLabel: "Free marketing plan",
  contactFormLabel: "Contact form",
} as const;
