import type { IconName } from "./icons";

export type ProcessStep = { title: string; description: string; icon: IconName; duration?: string };

/** Services page process (spec 2.4). */
/** Read before each step's title, for a screen reader (the visible number is decorative). */
export const stepLabel = (n: number) => `Step ${n}: `;

export const servicesProcess: readonly ProcessStep[] = [
  {
    title: "Analyze",
    description:
      "We audit your website, Google Business Profile, reviews and top three competitors, and listen to how your jobs actually come in.",
    icon: "search",
    duration: "Week 1",
  },
  {
    title: "Strategize",
    description:
      "You get a written plan: which services and neighborhoods to target, what to build first, and the budget and timeline to get there.",
    icon: "target",
    duration: "Week 1-2",
  },
  {
    title: "Implement",
    description:
      "Our designers, writers and ad specialists build the site, pages and campaigns. You approve everything before it goes live.",
    icon: "wrench",
    duration: "Weeks 2-4",
  },
  {
    title: "Grow Bigger",
    description:
      "We track every call and form, double down on what books jobs and cut what doesn't. You get a report and a strategy call every month.",
    icon: "trending",
    duration: "Ongoing",
  },
];

/** Results page process (spec 2.5). */
export const resultsProcess: readonly ProcessStep[] = [
  {
    title: "Analyze",
    description:
      "A full audit of your site speed, rankings, reviews and competitors, with call tracking installed on day one.",
    icon: "search",
  },
  {
    title: "Build",
    description:
      "A fast, mobile-first website with a page for every service and the neighborhoods you want to win.",
    icon: "monitor",
  },
  {
    title: "Optimize",
    description:
      "Google Business Profile, citations, reviews and content tuned month after month for the searches that book jobs.",
    icon: "gauge",
  },
  {
    title: "Measure & Grow",
    description:
      "Monthly reports on calls, leads and cost per lead, then we put more budget behind the channels that win.",
    icon: "trending",
  },
];
