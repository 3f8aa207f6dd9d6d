import type { IconName } from "./icons";

export type Value = { title: string; description: string; icon: IconName };
export type Milestone = { year: number; title: string; description: string };

/** Spec 2.7: four values. */
export const values: readonly Value[] = [
  {
    title: "Results you can count",
    description:
      "We report calls, leads and booked jobs. If a tactic doesn't ring your phone, we stop paying for it.",
    icon: "target",
  },
  {
    title: "Straight talk",
    description:
      "Plain English, fixed quotes and no long contracts. You always know what we're doing and why.",
    icon: "message",
  },
  {
    title: "Local first",
    description:
      "We live and work in Houston. We know Katy from Kingwood and which neighborhoods flood in June.",
    icon: "map",
  },
  {
    title: "Partners, not vendors",
    description:
      "We take on only 3 new clients a month so every business gets senior people who pick up the phone.",
    icon: "handshake",
  },
];

/** Spec 2.7: milestone timeline from 2015 to 2023. */
export const milestones: readonly Milestone[] = [
  {
    year: 2015,
    title: "Hearthstone is founded",
    description:
      "Marcus Reed builds websites for three Houston plumbers from a spare bedroom in the Heights.",
  },
  {
    year: 2017,
    title: "Local SEO becomes a service",
    description:
      "Clients ask for more calls, not just prettier sites. We add local SEO and Google Business Profile management.",
  },
  {
    year: 2018,
    title: "50 clients and a real office",
    description: "We move into our Westheimer office and hire our first full-time writer and designer.",
  },
  {
    year: 2020,
    title: "Ads and call tracking",
    description:
      "We launch PPC & social ads with call tracking on every campaign, so clients see the cost of each lead.",
  },
  {
    year: 2021,
    title: "Going beyond Houston",
    description:
      "Referrals bring clients from Dallas, Austin and San Antonio, then from Florida and Virginia.",
  },
  {
    year: 2023,
    title: "200+ businesses helped",
    description:
      "A team of 10+ now serves 8 service industries, and we cap new clients at 3 per month to keep quality high.",
  },
];

export const aboutPage = {
  metaTitle: "About Our Houston Team",
  metaDescription:
    "Founded in 2015, Hearthstone Digital has helped 200+ plumbers, HVAC companies, electricians and roofers grow. Meet the team and see what we stand for.",
  hero: {
    eyebrow: "About Hearthstone Digital",
    title: "Marketing built by people who know the trades",
    intro:
      "Since 2015 we have helped 200+ home-service businesses win more jobs online. We are a team of 10+ designers, writers and strategists based in Houston.",
  },
  story: {
    eyebrow: "Our story",
    title: "It started with a plumber's phone that wouldn't ring",
    paragraphs: [
      "In 2015 our founder, Marcus Reed, watched his uncle's plumbing company lose jobs to franchises with flashy websites and big ad budgets. The work was better, the prices were fair, but nobody could find them online.",
      "He rebuilt the website on weekends, wrote a page for every neighborhood they served and set up their Google profile. Within six months the phone was ringing every day. Two other plumbers asked who did the website, and Hearthstone Digital was born.",
      "Today we serve plumbers, HVAC companies, electricians, roofers, landscapers, cleaners, painters and garage-door pros across Houston and beyond. The mission hasn't changed: make great local businesses the obvious choice in their neighborhoods.",
    ],
    facts: [
      { value: "2015", label: "founded in Houston" },
      { value: "200+", label: "businesses helped" },
      { value: "10+", label: "team members" },
      { value: "8", label: "service industries" },
    ],
  },
  team: {
    eyebrow: "Our team",
    title: "The people behind your marketing",
    intro: "A small senior team, so you always talk to someone who knows your account.",
  },
  values: { eyebrow: "Our values", title: "What we stand for" },
  milestones: { eyebrow: "Our journey", title: "From a spare bedroom to 200+ clients" },
  testimonials: { eyebrow: "Client love", title: "What our clients say" },
  cta: {
    title: "Let's grow your business together",
    text: "Get a free marketing plan from a team that understands home services, or browse the websites we have already built.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "View our portfolio", to: "/portfolio" },
  },
} as const;
