/**
 * Case-study summaries for the results page and the home page (spec 3 "case study":
 * industry, company, description, improvements, testimonial, author, image, stats).
 * The full stories live on the /case-studies/ pages; figures are those of spec 9.
 */
export type CaseStudyStat = { value: string; label: string; period: string };

export type CaseStudySummary = {
  slug: string;
  href: string;
  industry: string;
  company: string;
  location: string;
  description: string;
  improvements: readonly [string, string, string];
  testimonial: string;
  author: string;
  /** Which mock-up the card shows (app/components/art/site-mockup.tsx). */
  art: { accent: string; headline: string; trade: "plumbing" | "hvac" | "electrical" };
  stats: readonly CaseStudyStat[];
};

export const caseStudySummaries: readonly CaseStudySummary[] = [
  {
    slug: "houston-plumbing-pros",
    href: "/case-studies/houston-plumbing-pros",
    industry: "Plumbing",
    company: "Houston Plumbing Pros",
    location: "Houston, TX",
    description:
      "A family plumbing company stuck on page three of Google behind national franchises. We rebuilt the website around emergency calls and wrote a page for every neighborhood they serve.",
    improvements: [
      "New mobile-first site with one-tap emergency calling",
      "28 service and neighborhood pages",
      "Google Business Profile rebuilt with weekly posts",
    ],
    testimonial:
      "We went from waiting for the phone to ring to hiring two more techs. The calls come from exactly the neighborhoods we want.",
    author: "Ray Delgado, Owner",
    art: { accent: "#1d54e0", headline: "Houston's 24/7 plumbers", trade: "plumbing" },
    stats: [
      { value: "320%", label: "more leads", period: "in 6 months" },
      { value: "4.5x", label: "website traffic", period: "in 6 months" },
      { value: "28", label: "top-3 rankings", period: "on Google" },
    ],
  },
  {
    slug: "cool-comfort-ac",
    href: "/case-studies/cool-comfort-ac",
    industry: "HVAC",
    company: "Cool Comfort AC",
    location: "Houston, TX",
    description:
      "A Houston HVAC contractor whose phones went quiet every spring. Local SEO and a landing page for every service turned the website into their busiest dispatcher.",
    improvements: [
      "Service pages for AC installation, repair and heating",
      "Conversion-focused booking form",
      "Google Ads with 412% return on ad spend",
    ],
    testimonial:
      "Last summer was the first one where we had to turn work away. The website books service calls while we sleep.",
    author: "Linda Tran, Owner",
    art: { accent: "#0e7490", headline: "Stay cool all summer", trade: "hvac" },
    stats: [
      { value: "285%", label: "lead increase", period: "in 4 months" },
      { value: "320%", label: "traffic and service calls", period: "in 4 months" },
      { value: "15.3%", label: "conversion rate", period: "site-wide" },
    ],
  },
  {
    slug: "automatic-climate-hvac",
    href: "/case-studies/automatic-climate-hvac",
    industry: "HVAC",
    company: "Automatic Climate HVAC",
    location: "Richmond, TX",
    description:
      "An established HVAC company with a 7-second website and 21 reviews. We rebuilt the site, added 23 neighborhood pages and automated review requests after every job.",
    improvements: [
      "Page load cut from 7.4 s to 1.8 s",
      "23 neighborhood pages and 45+ citations",
      "Reviews grew from 21 to 187",
    ],
    testimonial:
      "We used to get four to six leads a week. Now it is twenty-five to thirty-five, and they already trust us before they call.",
    author: "Derrick Coleman, Owner",
    art: { accent: "#b45309", headline: "Heating & cooling you trust", trade: "hvac" },
    stats: [
      { value: "285%", label: "more leads", period: "in 120 days" },
      { value: "5.2x", label: "website traffic", period: "in 120 days" },
      { value: "24", label: "top-3 rankings", period: "on Google" },
    ],
  },
  {
    slug: "bright-spark-electric",
    href: "/case-studies/bright-spark-electric",
    industry: "Electrical",
    company: "Bright Spark Electric",
    location: "Dallas area, TX",
    description:
      "A residential and commercial electrician serving a 25-mile radius who relied on word of mouth. A new website, map rankings and a review engine made them the local default.",
    improvements: [
      "Conversion rate up from 2% to 8.5%",
      "Reviews grew from 15 to 150+",
      "12 keywords ranking at #1",
    ],
    testimonial:
      "Our revenue nearly tripled in a year and we finally know which marketing dollars bring in the panel upgrades.",
    author: "Mike Sullivan, Owner & Master Electrician",
    art: { accent: "#ca8a04", headline: "Power done right", trade: "electrical" },
    stats: [
      { value: "285%", label: "revenue growth", period: "May 2024 - May 2025" },
      { value: "312%", label: "new customers", period: "May 2024 - May 2025" },
      { value: "350%", label: "return on investment", period: "first year" },
    ],
  },
];

/** The home page's featured case study card. */
export const featuredCaseStudy = caseStudySummaries[0];

export type BeforeAfterRow = { metric: string; before: string; after: string };

/** Results page before/after comparison (Automatic Climate HVAC, spec 9 figures). */
export const resultsBeforeAfter = {
  eyebrow: "Before and after",
  title: "What 120 days of focused work looks like",
  intro:
    "Automatic Climate HVAC, Richmond, TX: the same business, the same trucks, a different online presence.",
  client: "Automatic Climate HVAC",
  href: "/case-studies/automatic-climate-hvac",
  linkLabel: "Read the full case study",
  labels: { metric: "Metric", before: "Before", after: "After" },
  mockups: {
    beforeLabel:
      "Automatic Climate HVAC's old website: a slow, cramped desktop layout with no clear call to action",
    afterLabel:
      "Automatic Climate HVAC's new website: a fast, mobile-first design with a booking button up front",
    theme: {
      headline: "Heating & cooling you trust",
      primary: "#b45309",
      accent: "#1d54e0",
      trade: "hvac" as const,
    },
  },
  rows: [
    { metric: "Leads per week", before: "4-6", after: "25-35" },
    { metric: "Page load time", before: "7.4 s", after: "1.8 s" },
    { metric: "Bounce rate", before: "68%", after: "33%" },
    { metric: "Google reviews", before: "21", after: "187" },
    { metric: "Neighborhood pages", before: "0", after: "23" },
  ] satisfies BeforeAfterRow[],
} as const;

export const resultsPage = {
  metaTitle: "Client Results & Case Studies",
  metaDescription:
    "Case studies from plumbing, HVAC and electrical companies: 320% more leads, 4.5x traffic, 285% revenue growth. See how Hearthstone Digital gets results.",
  hero: {
    eyebrow: "Client results",
    title: "Real numbers from real service businesses",
    intro:
      "We measure success in phone calls and booked jobs. Here is what happened when plumbers, HVAC companies and electricians let us run their marketing.",
  },
  stats: { eyebrow: "By the numbers", title: "Average results across our clients" },
  caseStudies: {
    eyebrow: "Case studies",
    title: "Four businesses, four turnarounds",
    intro: "Read how each one went from invisible to in demand.",
    linkLabel: "Read case study",
  },
  process: {
    eyebrow: "How we get results",
    title: "The same four steps, every time",
    intro: "A repeatable process, tuned to your trade and your part of town.",
  },
  cta: {
    title: "Want results like these?",
    text: "Tell us about your business and get a free marketing plan. Prefer to start small? Our ready-made website templates launch in days.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "Browse website templates", to: "/products" },
  },
} as const;
