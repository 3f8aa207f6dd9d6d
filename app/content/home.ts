import type { IconName } from "./icons";

/** Copy of the home page (spec 2.3), section by section. */
export const homePage = {
  metaTitle: "Hearthstone Digital | Houston Home-Service Marketing",
  metaDescription:
    "Websites, local SEO and ads that keep Houston plumbers, HVAC companies, electricians and roofers booked solid. Get a free marketing plan today.",
  hero: {
    eyebrow: "Houston's home-service marketing agency",
    title: "More calls. More booked jobs. Less guesswork.",
    intro:
      "We build websites and run local marketing for plumbers, HVAC companies, electricians, roofers and other home-service pros, so homeowners find you first and call you, not the other guy.",
    points: ["Websites live in 2-4 weeks", "We reply within one business day", "No long-term contracts"],
    proof: { rating: "4.9/5", text: "from 125+ verified reviews" },
  },
  services: {
    eyebrow: "What we do",
    title: "Everything you need to win local jobs online",
    intro:
      "Three services that work together to put your business in front of homeowners who need you today.",
    linkLabel: "Explore all services",
    linkTo: "/services",
  },
  results: {
    eyebrow: "Proven results",
    title: "Numbers that show up on your schedule",
    intro: "Averages across our active clients, measured with call tracking, not guesswork.",
    caseStudyEyebrow: "Featured case study",
    caseStudyLink: "Read the case study",
    allResultsLink: "See all client results",
    allResultsTo: "/results",
  },
  portfolio: {
    eyebrow: "Our work",
    title: "Websites built for service pros",
    intro: "A few of the home-service companies we have designed websites for.",
    linkLabel: "View full portfolio",
    linkTo: "/portfolio",
    detailLabel: "View project",
  },
  about: {
    eyebrow: "Why Hearthstone",
    title: "A Houston team that knows the trades",
    paragraphs: [
      "We started in 2015 building a website for a family plumbing company. Today we are a team of 10+ designers, writers and strategists who only work with home-service businesses.",
      "That focus means we already know your customers, your busy seasons and the searches that turn into booked jobs. You get senior people, plain-English reports and a partner who picks up the phone.",
    ],
    stats: [
      { value: "8+", label: "years of experience" },
      { value: "150+", label: "businesses helped" },
    ],
    points: [
      { icon: "users" as IconName, text: "Senior team of 10+ specialists" },
      { icon: "clock" as IconName, text: "Replies within one business day" },
      { icon: "shield" as IconName, text: "Only 3 new clients per month" },
    ],
    linkLabel: "Meet the team",
    linkTo: "/about",
    illustrationLabel:
      "Illustration: a service van with plumbing, HVAC and electrical icons in front of the Houston skyline, and a phone showing three new leads",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What service pros say about us",
    linkLabel: "Read all reviews",
    linkTo: "/reviews",
  },
  faq: {
    title: "Frequently Asked Questions",
    intro: "Straight answers to what business owners ask us most.",
  },
  cta: {
    title: "Ready to fill your schedule?",
    text: "Get a free, no-obligation marketing plan for your business. We take on only 3 new clients per month.",
    primary: { label: "Get Free Consultation", to: "#contact" },
  },
  contact: {
    eyebrow: "Contact us",
    title: "Let's talk about your business",
    intro:
      "Send us a message and we'll get back to you within one business day. Prefer to talk? Call us during office hours.",
  },
} as const;

/** The call to action a closing band leads to when its page names none. */
export const ctaBandDefault = { label: "Get Free Consultation", to: "/#contact" } as const;
