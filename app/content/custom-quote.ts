import type { IconName } from "./icons";

/** Copy of the custom-design quote page (/custom-quote); the form's own texts are in forms.ts. */
export const customQuotePage = {
  metaTitle: "Custom Website Quote",
  metaDescription: "Request a quote for a custom-designed website.",
  hero: {
    eyebrow: "Custom design",
    title: "Custom Website Quote",
    intro:
      "Need more than a ready-made template? Tell us about your business and the website you have in mind, and we'll send a fixed-price quote within one business day.",
  },
  highlightsTitle: "What you get",
  highlights: [
    {
      icon: "palette",
      title: "Designed around your brand",
      text: "No template look-alikes: a site built for your trade, your service area and your customers.",
    },
    {
      icon: "smartphone",
      title: "Built to turn visits into calls",
      text: "Mobile-first pages, click-to-call, quote forms and local SEO from day one.",
    },
    {
      // Spec's marketing claims: build time 2-4 weeks, cost $2,500 to $6,000.
      icon: "calendar",
      title: "Live in 2-4 weeks",
      text: "Most custom builds cost $2,500 to $6,000 and launch within a month.",
    },
  ] satisfies readonly { icon: IconName; title: string; text: string }[],
  includesTitle: "Every custom build includes",
  includes: [
    "A strategy call before any design work",
    "Design reviews with you at every step",
    "Basic SEO setup and Google Business Profile tune-up",
    "One month of support after launch",
  ],
  /** Followed by the agency's phone number. */
  callPrompt: "Rather talk it through? Call",
} as const;
