import type { IconName } from "./icons";

export type Service = {
  id: string;
  title: string;
  summary: string;
  features: readonly string[];
  icon: IconName;
  /** Which illustration the card shows (app/components/art/service-art.tsx). */
  art: "website" | "seo" | "analytics" | "ads";
};

/** Home page services (spec 2.3: three cards). */
export const homeServices: readonly Service[] = [
  {
    id: "websites",
    title: "Better Websites",
    summary:
      'Fast, mobile-first websites that turn a late-night search for "emergency plumber" into a booked job, with click-to-call and quote forms on every page.',
    features: ["Live in 2-4 weeks", "Built for phones first", "Click-to-call and online booking"],
    icon: "monitor",
    art: "website",
  },
  {
    id: "seo",
    title: "SEO Content",
    summary:
      "Service and neighborhood pages written by people who understand the trades, so Google shows you to homeowners in every part of town you serve.",
    features: ["Local service-area pages", "Google Business Profile care", "Monthly blog posts"],
    icon: "search",
    art: "seo",
  },
  {
    id: "analytics",
    title: "Performance Analytics",
    summary:
      "Call tracking and a plain-English monthly report that shows which channels ring your phone and what every lead costs, so you know where your money works.",
    features: ["Call and form tracking", "Cost per lead by channel", "Monthly strategy call"],
    icon: "chart",
    art: "analytics",
  },
];

/** Services page overview (spec 2.4). */
export const pageServices: readonly Service[] = [
  {
    id: "websites",
    title: "Better Websites",
    summary:
      "Your website is your hardest-working salesperson. We design and build sites that load in under two seconds, look sharp on a phone and make it easy to call, text or book.",
    features: [
      "Custom design, live in 2-4 weeks",
      "Typically $2,500 to $6,000, quoted up front",
      "Click-to-call, quote forms and online booking",
      "Service and city pages ready for SEO",
      "You own the site and the domain",
    ],
    icon: "monitor",
    art: "website",
  },
  {
    id: "seo",
    title: "SEO Content",
    summary:
      "Rank in the map pack and the first page for the jobs you want most. We write the pages, manage your Google Business Profile and build citations that prove you are local.",
    features: [
      "Keyword research by service and neighborhood",
      "Google Business Profile posts and photos",
      "Citation building on 45+ directories",
      "Review request automation",
      "Results typically in 3-6 months",
    ],
    icon: "search",
    art: "seo",
  },
  {
    id: "ppc",
    title: "PPC & Social Ads",
    summary:
      "Fill the schedule this week while SEO builds for the long run. Google Ads, Local Services Ads and Facebook campaigns aimed at homeowners inside your service radius.",
    features: [
      "Google Ads and Local Services Ads",
      "Facebook and Instagram campaigns",
      "Landing pages built for each offer",
      "Call tracking on every campaign",
      "Ad spend paid to Google or Meta, never marked up",
    ],
    icon: "megaphone",
    art: "ads",
  },
];

export const servicesPage = {
  metaTitle: "Services: Websites, SEO & Ads",
  metaDescription:
    "Websites, local SEO content and PPC & social ads for Houston plumbers, HVAC companies, electricians and roofers. Packages from $1,500 per month.",
  hero: {
    eyebrow: "Our services",
    title: "Marketing that keeps your trucks rolling",
    intro:
      "Everything a local home-service company needs to win more jobs online: a website that converts, content that ranks, and ads that ring your phone. One team, one monthly report, no jargon.",
    primary: { label: "Get Free Marketing Plan", to: "/#contact" },
    secondary: { label: "See client results", to: "/results" },
  },
  overview: {
    eyebrow: "What we do",
    title: "Three services, one goal: more booked jobs",
    intro:
      "Pick one or combine all three. Every service is built around calls and booked jobs, not vanity metrics.",
    cta: { label: "Talk to us about this", to: "/#contact" },
  },
  process: {
    eyebrow: "How we work",
    title: "A simple four-step process",
    intro: "No long discovery phases. You will know the plan, the price and the timeline within a week.",
  },
  industries: {
    eyebrow: "Who we help",
    title: "Built for 8 service industries",
    intro:
      "We only work with home-service businesses, so we already know your customers, your seasons and your competition.",
  },
  results: {
    eyebrow: "Proven results",
    title: "What our clients typically see",
    intro: "Averages across our active clients, measured with call tracking and Google Analytics.",
    cta: { label: "See more client results", to: "/results" },
  },
  faqTitle: "Questions about our services",
  cta: {
    title: "Ready for a busier schedule?",
    text: "Get a free marketing plan for your business. We take on only 3 new clients per month, and we reply within one business day.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "See client results", to: "/results" },
  },
} as const;
