/** A question and its answer, as FAQ sections and FAQPage JSON-LD show them. */
export type Faq = { question: string; answer: string };

/** Home page FAQ (spec 2.3: five questions). */
/** The heading an FAQ section gets when its page names none. */
export const faqSectionDefaults = { eyebrow: "FAQ", title: "Frequently Asked Questions" } as const;

export const homeFaqs: readonly Faq[] = [
  {
    question: "How long does it take to build a new website?",
    answer:
      "Most home-service websites go live in 2-4 weeks. Week one is strategy and content, weeks two and three are design and build, and the last days are testing on real phones and setting up call tracking before launch.",
  },
  {
    question: "How much does a website cost?",
    answer:
      "A custom website usually costs $2,500 to $6,000 depending on the number of service and city pages. Ongoing marketing packages start from $1,500 per month. You get a fixed written quote before any work starts, with no surprise invoices.",
  },
  {
    question: "How soon will I see results from SEO?",
    answer:
      'SEO results typically show in 3-6 months. Visitors usually start climbing within 3-4 months, and strong rankings for competitive terms like "AC repair Houston" take 6-12 months. We report progress every month so you can see it happen.',
  },
  {
    question: "Do you only work with businesses in Houston?",
    answer:
      "Most of our clients are in Greater Houston, from Katy to Baytown and The Woodlands to Pearland, but we also serve home-service companies across Texas and nationwide. Everything runs over phone and video calls, and we visit Houston clients in person.",
  },
  {
    question: "Will I be locked into a long contract?",
    answer:
      "No. Websites are a one-time project you own outright, and marketing packages run month to month after the first 90 days. We keep clients by getting results, not by contracts. We also take on only 3 new clients per month so every account gets senior attention.",
  },
];

/** Services page FAQ (spec 2.4: four questions). */
export const servicesFaqs: readonly Faq[] = [
  {
    question: "Which service should I start with?",
    answer:
      "If your website is older than five years or slow on a phone, start there: ads and SEO both send people to it. If the site is solid, local SEO is usually the best long-term return, and PPC fills the calendar while rankings grow.",
  },
  {
    question: "What does a marketing package include?",
    answer:
      "Packages start from $1,500 per month and combine local SEO, Google Business Profile management, content, review requests and a monthly report. Ad spend for PPC and social campaigns is paid directly to Google or Meta, never marked up.",
  },
  {
    question: "Do I need to write any content myself?",
    answer:
      "No. Our writers interview you for 30 minutes and write every service page, blog post and ad. You approve everything before it goes live, and we use your real photos and job stories whenever you have them.",
  },
  {
    question: "How do you measure results?",
    answer:
      "We track calls, form submissions and booked jobs, not just clicks. Every client gets call tracking and a plain-English monthly report showing where leads came from and what they cost.",
  },
];
