/**
 * The four case studies (spec 2.11, figures from spec 9). Each page is an ordered list of
 * typed sections, so copy and figures can be edited here without touching any component;
 * app/components/case-studies renders each section kind.
 */
import { caseStudyClients } from "./clients";
import type { caseStudySlugs } from "./prerender";
import type { IconName } from "./icons";
import type { SiteMockupSpec } from "./site-mockup";

export type CaseStudySlug = (typeof caseStudySlugs)[number];

export type CaseLink = { label: string; to: string };
export type CaseMetric = { value: string; label: string; detail?: string; icon?: IconName };
export type CasePerson = { name: string; role: string };
export type CaseStep = { title: string; description: string; icon?: IconName; period?: string };
export type CaseList = { title: string; items: readonly string[] };

/** A chart's data: values are percentages of growth, drawn as "+N%". */
export type CaseChart = {
  kind: "line" | "bar";
  title: string;
  /** What the numbers measure, read out with the chart (for example "Growth in monthly visitors"). */
  measure: string;
  data: readonly { label: string; value: number }[];
  /** Small print under the chart: data window, baseline. */
  note?: string;
};

export type CaseSection =
  | { kind: "stickyBanner"; text: string; link: CaseLink }
  | {
      kind: "hero";
      badges: readonly string[];
      title: string;
      intro: string;
      backLink?: CaseLink;
      actions: readonly CaseLink[];
      highlights?: readonly CaseMetric[];
      mockup: SiteMockupSpec;
      mockupAlt: string;
    }
  | {
      kind: "metrics";
      id?: string;
      eyebrow?: string;
      title: string;
      intro?: string;
      items: readonly CaseMetric[];
      tone: "light" | "strip" | "tiles";
    }
  | {
      kind: "beforeAfter";
      id?: string;
      eyebrow: string;
      title: string;
      intro?: string;
      before: CaseList;
      after: CaseList;
      /** Draw the old and new websites above the lists, each with its alt text. */
      beforeMockup?: { name: string; domain: string; alt: string };
      afterMockup?: SiteMockupSpec & { alt: string };
    }
  | {
      kind: "testimonial";
      eyebrow: string;
      title: string;
      quote: string;
      person: CasePerson;
      /**
       * Show the owner's illustrated poster beside the quote. The owner interviews are not
       * published, so the poster carries no play control and promises no video (ADR 0005).
       */
      poster?: boolean;
    }
  | {
      kind: "steps";
      id?: string;
      eyebrow: string;
      title: string;
      intro?: string;
      steps: readonly CaseStep[];
      layout: "numbered" | "timeline" | "cards";
    }
  | {
      kind: "results";
      id?: string;
      eyebrow: string;
      title: string;
      intro?: string;
      before: CaseList;
      after: CaseList;
      chart: CaseChart;
    }
  | { kind: "chart"; id?: string; eyebrow: string; title: string; intro?: string; chart: CaseChart }
  | {
      kind: "overview";
      eyebrow: string;
      title: string;
      paragraphs: readonly string[];
      servicesTitle: string;
      services: readonly string[];
      facts: readonly { label: string; value: string }[];
    }
  | {
      kind: "challengeSolution";
      eyebrow: string;
      title: string;
      challenge: { title: string; text?: string; items?: readonly string[] };
      solution: { title: string; text?: string; items?: readonly string[] };
    }
  | {
      kind: "consultation";
      id: string;
      eyebrow: string;
      title: string;
      text: string;
      bullets: readonly string[];
      cta: CaseLink;
      note: string;
    }
  | {
      kind: "related";
      eyebrow: string;
      title: string;
      items: readonly { eyebrow: string; title: string; text: string; link: CaseLink }[];
    }
  | { kind: "cta"; title: string; text: string; primary: CaseLink; secondary?: CaseLink };

export type CaseStudy = {
  slug: CaseStudySlug;
  client: (typeof caseStudyClients)[CaseStudySlug];
  /** Browser title (the full title with " | Hearthstone Digital" stays within 70 characters) and meta description. */
  seo: { title: string; description: string };
  /** When the case study was published and last revised (ISO dates, JSON-LD datePublished/dateModified). */
  published: string;
  modified?: string;
  sections: readonly CaseSection[];
};

const consultation = { label: "Get Free Consultation", to: "/#contact" } as const;

export const caseStudies: Record<CaseStudySlug, CaseStudy> = {
  "houston-plumbing-pros": {
    slug: "houston-plumbing-pros",
    client: caseStudyClients["houston-plumbing-pros"],
    published: "2024-10-14",
    seo: {
      title: "Houston Plumbing Pros: 320% More Leads",
      description:
        "How a new website, local SEO and a steady review engine brought Houston Plumbing Pros 320% more leads, 4.5x the traffic and 28 top-3 Google rankings in six months.",
    },
    sections: [
      {
        kind: "stickyBanner",
        text: "Limited availability: only 3 new clients a month",
        link: { label: "Claim your free strategy session", to: "#consultation" },
      },
      {
        kind: "hero",
        badges: ["Case Study", "Plumbing", "Houston, TX"],
        title: "How Houston Plumbing Pros Got 320% More Leads in Six Months",
        intro:
          "A family-run plumbing company with 14 trucks was invisible online and leaning on expensive lead services. We rebuilt its website, took over its Google presence and turned happy customers into reviews. Six months later the phones ring on their own.",
        actions: [
          { label: "Get a Plan Like This", to: "#consultation" },
          { label: "See the Results", to: "#results" },
        ],
        highlights: [
          { value: "320%", label: "more leads" },
          { value: "4.5x", label: "website traffic" },
          { value: "28", label: "top-3 rankings" },
        ],
        mockup: {
          name: "Houston Plumbing Pros",
          domain: "houstonplumbingpros.example",
          headline: "Houston's 24/7 Plumbers",
          subhead: "Upfront pricing. Licensed & insured.",
          cta: "Book a Plumber",
          services: ["Drain Cleaning", "Water Heaters", "Leak Repair"],
          palette: "blue",
        },
        mockupAlt: "Mock-up of the new Houston Plumbing Pros website with a 24/7 booking button",
      },
      {
        kind: "metrics",
        eyebrow: "Headline results",
        title: "Six months, measured",
        intro:
          "Numbers from Google Analytics, Search Console and the client's call tracking, compared with the six months before launch.",
        tone: "light",
        items: [
          { value: "320%", label: "more leads", detail: "Calls, forms and bookings combined", icon: "phone" },
          {
            value: "4.5x",
            label: "organic traffic",
            detail: "Visitors from Google search",
            icon: "trending",
          },
          {
            value: "28",
            label: "top-3 rankings",
            detail: "Local searches like 'water heater repair Houston'",
            icon: "award",
          },
          {
            value: "6 months",
            label: "from launch",
            detail: "No long-term contract",
            icon: "calendar-check",
          },
        ],
      },
      {
        kind: "beforeAfter",
        eyebrow: "Before & after",
        title: "From a 2012 website to a booking machine",
        intro:
          "The old site was a single page built by a relative. The new one answers the three questions every homeowner has: can you come today, what will it cost, and can I trust you?",
        before: {
          title: "Before",
          items: [
            "Page 3 of Google for 'plumber Houston'",
            "No way to book online, phone number buried in the footer",
            "8-second load time on phones",
            "31 Google reviews, several unanswered",
          ],
        },
        after: {
          title: "After",
          items: [
            "Top-3 for 28 local plumbing searches",
            "Tap-to-call and online booking on every page",
            "Loads in under 2 seconds on a phone",
            "Over 200 reviews with a 4.9 average",
          ],
        },
        beforeMockup: {
          name: "Houston Plumbing Pros",
          domain: "houstonplumbingpros.example",
          alt: "Drawing of the old Houston Plumbing Pros website: cluttered, dated and hard to use on a phone",
        },
        afterMockup: {
          name: "Houston Plumbing Pros",
          domain: "houstonplumbingpros.example",
          headline: "Houston's 24/7 Plumbers",
          subhead: "Upfront pricing. Licensed & insured.",
          cta: "Book a Plumber",
          services: ["Drain Cleaning", "Water Heaters", "Leak Repair"],
          alt: "Drawing of the new Houston Plumbing Pros website: clean, fast and easy to book from a phone",
          palette: "blue",
        },
      },
      {
        kind: "testimonial",
        eyebrow: "In the owner's words",
        title: "“We stopped buying leads.”",
        quote:
          "We used to pay a lead service for every call, and half of them were shopping five plumbers at once. Now people find us directly, read our reviews and book. We hired two new technicians this year just to keep up.",
        person: { name: "Ray Delgado", role: "Owner, Houston Plumbing Pros" },
        poster: true,
      },
      {
        kind: "steps",
        eyebrow: "How we did it",
        title: "A four-step plan, not a guess",
        layout: "numbered",
        steps: [
          {
            title: "Audit",
            description:
              "We mapped every search a Houston homeowner makes before calling a plumber and measured where the business stood on each one.",
            icon: "search",
          },
          {
            title: "Rebuild",
            description:
              "A fast, mobile-first website with a page for each service and each neighborhood, tap-to-call everywhere and online booking.",
            icon: "monitor",
          },
          {
            title: "Get found locally",
            description:
              "A fully optimized Google Business Profile, consistent listings on 40 directories and a text-message review request after every job.",
            icon: "map",
          },
          {
            title: "Measure & improve",
            description:
              "Call tracking and a monthly report in plain English. Every month we doubled down on the pages and searches that brought paying jobs.",
            icon: "chart",
          },
        ],
      },
      {
        kind: "results",
        id: "results",
        eyebrow: "The results",
        title: "Where the business stands now",
        intro: "Visitors grew every single month after launch, and the leads followed.",
        before: {
          title: "Before working with us",
          items: [
            "About 40 leads a month, most from paid lead services",
            "Ranked for 2 local searches",
            "Website visitors bounced within seconds",
            "Owner answered every call himself",
          ],
        },
        after: {
          title: "After six months",
          items: [
            "320% more leads, nearly all direct",
            "28 top-3 rankings across Greater Houston",
            "4.5x the organic traffic",
            "A full-time dispatcher and two new technicians",
          ],
        },
        chart: {
          kind: "line",
          title: "Monthly visitor growth",
          measure: "Growth in monthly website visitors compared with the month before launch",
          data: [
            { label: "Month 1", value: 20 },
            { label: "Month 2", value: 85 },
            { label: "Month 3", value: 150 },
            { label: "Month 4", value: 230 },
            { label: "Month 5", value: 320 },
            { label: "Month 6", value: 450 },
          ],
          note: "Growth against the month before the new website launched. Source: Google Analytics.",
        },
      },
      {
        kind: "consultation",
        id: "consultation",
        eyebrow: "Your turn",
        title: "Want results like Houston Plumbing Pros?",
        text: "Book a free consultation. We will look at your website, your Google profile and your competitors, and show you where your next 100 leads will come from.",
        bullets: [
          "A free 30-minute strategy session with a senior strategist",
          "An honest audit of your website and Google Business Profile",
          "A plan you can keep, whether or not you hire us",
        ],
        cta: consultation,
        note: "We take on only 3 new clients per month, so each one gets our full attention.",
      },
      {
        kind: "related",
        eyebrow: "More success stories",
        title: "Other local businesses we have helped",
        items: [
          {
            eyebrow: "HVAC · Houston, TX",
            title: "Cool Comfort AC",
            text: "320% more traffic and service calls in four months.",
            link: { label: "Read the case study", to: "/case-studies/cool-comfort-ac" },
          },
          {
            eyebrow: "Electrical · Dallas, TX",
            title: "Bright Spark Electric",
            text: "285% revenue growth and reviews up from 15 to 150+.",
            link: { label: "Read the case study", to: "/case-studies/bright-spark-electric" },
          },
          {
            eyebrow: "All results",
            title: "Client results",
            text: "Every case study and the numbers behind them.",
            link: { label: "See all results", to: "/results" },
          },
        ],
      },
      {
        kind: "cta",
        title: "Ready to be the plumber Houston calls first?",
        text: "Get a free consultation and a clear plan for more booked jobs. No contracts, no jargon.",
        primary: consultation,
        secondary: { label: "See More Case Studies", to: "/results" },
      },
    ],
  },

  "cool-comfort-ac": {
    slug: "cool-comfort-ac",
    client: caseStudyClients["cool-comfort-ac"],
    published: "2024-12-02",
    seo: {
      title: "Cool Comfort AC: 320% More Service Calls",
      description:
        "How Cool Comfort AC in Houston grew traffic and service calls 320%, leads 285% and reached a 15.3% conversion rate in four months.",
    },
    sections: [
      {
        kind: "hero",
        badges: ["HVAC", "Houston, TX"],
        backLink: { label: "Back to Results", to: "/results" },
        title: "Cool Comfort AC: 320% More Traffic and Service Calls in 4 Months",
        intro:
          "Houston summers should be an HVAC company's busiest season. Cool Comfort AC was losing those calls to bigger brands. Four months after we started, its phones were ringing more than ever.",
        actions: [consultation, { label: "See More Case Studies", to: "/results" }],
        highlights: [
          { value: "320%", label: "traffic & service calls" },
          { value: "285%", label: "lead increase" },
          { value: "15.3%", label: "conversion rate" },
          { value: "28", label: "top keywords" },
          { value: "4 months", label: "timeframe" },
        ],
        mockup: {
          name: "Cool Comfort AC",
          domain: "coolcomfortac.example",
          headline: "AC Out? We'll Be There Today.",
          subhead: "Same-day AC repair across Houston.",
          cta: "Schedule Service",
          services: ["AC Repair", "Installation", "Maintenance"],
          palette: "sky",
        },
        mockupAlt: "Mock-up of the Cool Comfort AC website offering same-day AC repair in Houston",
      },
      {
        kind: "overview",
        eyebrow: "About the client",
        title: "A trusted Houston HVAC team",
        paragraphs: [
          "Cool Comfort AC is a 12-technician heating and cooling company serving Houston homes and small businesses. Its crews are fast and fairly priced, and its repeat customers love them.",
          "New customers simply could not find them. The company had no plan for search, and its paid ads sent visitors to a home page that did not mention same-day service.",
        ],
        servicesTitle: "Services",
        services: [
          "AC Installation",
          "AC Repair",
          "Heating Services",
          "Air Quality Solutions",
          "Maintenance Plans",
        ],
        facts: [
          { label: "Industry", value: "HVAC" },
          { label: "Location", value: "Houston, TX" },
          { label: "Timeframe", value: "4 months" },
        ],
      },
      {
        kind: "challengeSolution",
        eyebrow: "The story",
        title: "Challenge and solution",
        challenge: {
          title: "The challenge",
          text: "In peak season, Cool Comfort AC ranked below national franchises for every 'AC repair Houston' search. Its ad spend was rising while calls were flat, and 9 in 10 visitors left the website without calling.",
        },
        solution: {
          title: "Our solution",
          text: "We rebuilt the site around same-day service, created a page for each service and Houston area, rebuilt the ad campaigns around emergency searches, and added call tracking so every dollar could be traced to a booked job.",
        },
      },
      {
        kind: "steps",
        eyebrow: "Our approach",
        title: "Five moves that changed the season",
        layout: "cards",
        steps: [
          {
            title: "Conversion-first website",
            description:
              "A fast site with same-day booking, financing info and a click-to-call button that follows you down the page.",
            icon: "monitor",
          },
          {
            title: "Local SEO",
            description:
              "Service and area pages for Houston neighborhoods, plus technical fixes that took the site to the top of local results.",
            icon: "search",
          },
          {
            title: "Google Business Profile",
            description:
              "Weekly posts, seasonal offers, answered questions and photos from real jobs to win the map pack.",
            icon: "map",
          },
          {
            title: "Targeted ads",
            description:
              "Search ads on emergency and replacement keywords only, with landing pages that match each search.",
            icon: "target",
          },
          {
            title: "Tracking & reporting",
            description:
              "Call tracking and a monthly report linking every campaign to booked service calls and revenue.",
            icon: "chart",
          },
        ],
      },
      {
        kind: "metrics",
        eyebrow: "By the numbers",
        title: "Results after four months",
        tone: "tiles",
        items: [
          { value: "320%", label: "more traffic and service calls", icon: "phone" },
          { value: "285%", label: "lead increase", icon: "users" },
          { value: "175%", label: "organic traffic growth", icon: "trending" },
          { value: "15.3%", label: "website conversion rate", icon: "percent" },
          { value: "412%", label: "return on ad spend", icon: "dollar" },
        ],
      },
      {
        kind: "testimonial",
        eyebrow: "Client testimonial",
        title: "“Our best summer in 18 years.”",
        quote:
          "Hearthstone showed us exactly where every call came from. We cut the ads that were not working, doubled the ones that were, and had our best summer in 18 years. Ranking for 28 of our top keywords means we barely need ads at all now.",
        person: { name: "Linda Tran", role: "Owner, Cool Comfort AC" },
      },
      {
        kind: "cta",
        title: "Ready for your busiest season yet?",
        text: "Get a free consultation and we will show you how HVAC companies like Cool Comfort AC win their market.",
        primary: consultation,
        secondary: { label: "See More Case Studies", to: "/results" },
      },
    ],
  },

  "bright-spark-electric": {
    slug: "bright-spark-electric",
    client: caseStudyClients["bright-spark-electric"],
    published: "2025-06-16",
    seo: {
      title: "Bright Spark Electric: 285% Revenue Growth",
      description:
        "How Bright Spark Electric in Dallas grew revenue 285%, new customers 312% and reviews from 15 to 150+ between May 2024 and May 2025.",
    },
    sections: [
      {
        kind: "hero",
        badges: ["Case Study", "Electrical", "Dallas, TX"],
        title: "Bright Spark Electric: 285% Revenue Growth in Nine Months",
        intro:
          "A licensed electrical contractor with a great reputation and almost no online presence. Nine months of focused local marketing turned it into the most-reviewed electrician in its service area.",
        actions: [consultation, { label: "See All Results", to: "/results" }],
        highlights: [
          { value: "285%", label: "revenue growth" },
          { value: "312%", label: "new customers" },
          { value: "350%", label: "ROI" },
        ],
        mockup: {
          name: "Bright Spark Electric",
          domain: "brightsparkelectric.example",
          headline: "Licensed Electricians, On Time",
          subhead: "Homes & businesses within 25 miles of Dallas.",
          cta: "Get a Free Quote",
          services: ["Panel Upgrades", "Lighting", "Smart Home"],
          palette: "amber",
        },
        mockupAlt: "Mock-up of the Bright Spark Electric website with a free quote button",
      },
      {
        kind: "overview",
        eyebrow: "Overview",
        title: "A master electrician's business, ready to grow",
        paragraphs: [
          "Bright Spark Electric is a Dallas contractor with eight licensed electricians, serving homes and businesses within a 25-mile radius of downtown.",
          "Its work was excellent and its customers said so in person. Online, it had 15 reviews, a website that did not work on phones, and no presence on Google Maps.",
        ],
        servicesTitle: "Services",
        services: [
          "Residential Electrical",
          "Commercial Electrical",
          "Emergency Services",
          "Lighting Installation",
          "Panel Upgrades",
          "Smart Home Wiring",
        ],
        facts: [
          { label: "Service radius", value: "25 miles" },
          { label: "Location", value: "Dallas, TX" },
          { label: "Data window", value: "May 2024 to May 2025" },
        ],
      },
      {
        kind: "challengeSolution",
        eyebrow: "Challenge & solution",
        title: "What stood in the way, and what we did",
        challenge: {
          title: "The challenge",
          items: [
            "Only 15 Google reviews against competitors with hundreds",
            "A website that broke on phones, where most searches happen",
            "Not listed in the Google Maps results for any core service",
            "Only 2% of website visitors ever asked for a quote",
            "Dependent on word of mouth and a few general contractors",
          ],
        },
        solution: {
          title: "Our solution",
          items: [
            "A new mobile-first website with a quote form on every page",
            "A page for each of the six services and each suburb in the 25-mile radius",
            "Google Business Profile rebuilt and posted to every week",
            "Automatic review requests by text after each completed job",
            "Monthly reporting on calls, quotes and revenue by source",
          ],
        },
      },
      {
        kind: "beforeAfter",
        eyebrow: "Before & after",
        title: "The same business, a different market position",
        before: {
          title: "Before",
          items: [
            "15 Google reviews",
            "2% website conversion rate",
            "No #1 rankings",
            "Invisible in Google Maps",
            "Website unusable on phones",
          ],
        },
        after: {
          title: "After",
          items: [
            "150+ Google reviews (900% more)",
            "8.5% website conversion rate",
            "12 keywords at #1",
            "22 top-3 terms, including the map pack",
            "Fast, mobile-first website",
          ],
        },
        beforeMockup: {
          name: "Bright Spark Electric",
          domain: "brightsparkelectric.example",
          alt: "Drawing of the old Bright Spark Electric website: cluttered, dated and hard to use on a phone",
        },
        afterMockup: {
          name: "Bright Spark Electric",
          domain: "brightsparkelectric.example",
          headline: "Licensed Electricians, On Time",
          subhead: "Homes & businesses within 25 miles of Dallas.",
          cta: "Get a Free Quote",
          services: ["Panel Upgrades", "Lighting", "Smart Home"],
          alt: "Drawing of the new Bright Spark Electric website: clean, fast and easy to book from a phone",
          palette: "amber",
        },
      },
      {
        kind: "testimonial",
        eyebrow: "Owner testimonial",
        title: "“The phone rings with the jobs we want.”",
        quote:
          "I used to take any job that came along. Now we get panel upgrades, smart-home wiring and commercial work from people who already read 150 reviews about us. Revenue is up 285% and I finally have a waiting list.",
        person: { name: "Mike Sullivan", role: "Owner & Master Electrician, Bright Spark Electric" },
        poster: true,
      },
      {
        kind: "steps",
        eyebrow: "Timeline",
        title: "Nine months, five phases",
        layout: "timeline",
        steps: [
          {
            period: "Months 1-2",
            title: "Foundation",
            description:
              "Audit, new mobile-first website, call tracking and a clean Google Business Profile.",
            icon: "monitor",
          },
          {
            period: "Months 2-4",
            title: "Local SEO",
            description:
              "Service and suburb pages for the whole 25-mile radius, listings on the major directories.",
            icon: "search",
          },
          {
            period: "Months 4-6",
            title: "Reviews & reputation",
            description:
              "Text-message review requests after every job and replies to every review within a day.",
            icon: "star",
          },
          {
            period: "Months 6-8",
            title: "Conversion tuning",
            description: "Quote forms, trust badges and page tests that lifted conversions from 2% to 8.5%.",
            icon: "target",
          },
          {
            period: "Months 8-9",
            title: "Scale",
            description:
              "More budget on the services with the best margins: panel upgrades, commercial and smart-home work.",
            icon: "trending",
          },
        ],
      },
      {
        kind: "metrics",
        eyebrow: "Headline stats",
        title: "What nine months delivered",
        tone: "tiles",
        items: [
          { value: "285%", label: "revenue growth", icon: "dollar" },
          { value: "312%", label: "new customers", icon: "users" },
          { value: "900%", label: "more reviews", detail: "From 15 to 150+", icon: "star" },
          { value: "350%", label: "return on investment", icon: "trending" },
          { value: "8.5%", label: "conversion rate", detail: "Up from 2%", icon: "percent" },
        ],
      },
      {
        kind: "chart",
        eyebrow: "Traffic growth",
        title: "More visitors from every channel",
        intro: "Growth by traffic source over the twelve months of data.",
        chart: {
          kind: "bar",
          title: "Traffic growth by source",
          measure: "Growth in website visits by source, May 2024 to May 2025",
          data: [
            { label: "Organic search", value: 215 },
            { label: "Direct", value: 165 },
            { label: "Google Maps", value: 320 },
            { label: "Total traffic", value: 285 },
          ],
          note: "Data window: May 2024 to May 2025. Source: Google Analytics and Google Business Profile insights.",
        },
      },
      {
        kind: "cta",
        title: "Want to be the electrician everyone recommends?",
        text: "Get a free consultation and a plan built for your service area.",
        primary: consultation,
        secondary: { label: "See All Results", to: "/results" },
      },
    ],
  },

  "automatic-climate-hvac": {
    slug: "automatic-climate-hvac",
    client: caseStudyClients["automatic-climate-hvac"],
    published: "2025-03-10",
    seo: {
      title: "Automatic Climate HVAC: 285% More Leads",
      description:
        "How Automatic Climate HVAC in Richmond went from 4-6 to 25-35 leads a week in 120 days, with 5.2x the traffic and 24 top-3 rankings.",
    },
    sections: [
      {
        kind: "stickyBanner",
        text: "Limited availability: only 3 spots left this month",
        link: { label: "Book your free session", to: "#consultation" },
      },
      {
        kind: "hero",
        badges: ["Case Study", "HVAC", "Richmond, TX"],
        title: "From 4-6 to 25-35 Leads a Week in 120 Days",
        intro:
          "Automatic Climate HVAC had great technicians and a website nobody could find. Here is the exact blueprint we used to give it 285% more leads, and how it could work for you.",
        actions: [
          { label: "Book a Free Strategy Session", to: "#consultation" },
          { label: "See the Results", to: "#results" },
        ],
        mockup: {
          name: "Automatic Climate HVAC",
          domain: "automaticclimatehvac.example",
          headline: "Comfort You Can Count On",
          subhead: "Heating & cooling for Richmond and Fort Bend.",
          cta: "Book Service",
          services: ["AC Repair", "Heating", "Air Quality"],
          palette: "red",
        },
        mockupAlt: "Mock-up of the Automatic Climate HVAC website with a Book Service button",
      },
      {
        kind: "metrics",
        tone: "strip",
        title: "Automatic Climate HVAC in numbers",
        items: [
          { value: "285%", label: "more leads" },
          { value: "5.2x", label: "website traffic" },
          { value: "24", label: "top-3 rankings" },
          { value: "120 days", label: "to get there" },
        ],
      },
      {
        kind: "beforeAfter",
        eyebrow: "Before & after",
        title: "What changed in 120 days",
        before: {
          title: "Before",
          items: ["4-6 leads per week", "21 Google reviews", "7.4 s page load", "68% bounce rate"],
        },
        after: {
          title: "After",
          items: ["25-35 leads per week", "187 Google reviews", "1.8 s page load", "33% bounce rate"],
        },
      },
      {
        kind: "testimonial",
        eyebrow: "Owner testimonial",
        title: "“I had to hire two more techs.”",
        quote:
          "Four months ago we were lucky to get five calls a week from the website. Now it is 25 to 35, and they are the jobs we want. I had to hire two more technicians to keep up. Best money I have ever spent on marketing.",
        person: { name: "Derrick Coleman", role: "Owner, Automatic Climate HVAC" },
      },
      {
        kind: "steps",
        eyebrow: "The blueprint",
        title: "Our four-step blueprint",
        intro: "The same four steps we would run for your business.",
        layout: "numbered",
        steps: [
          {
            title: "Speed-first rebuild",
            description:
              "A new website that loads in 1.8 seconds instead of 7.4, with booking and tap-to-call above the fold.",
            icon: "gauge",
          },
          {
            title: "23 neighborhood pages",
            description:
              "A genuinely useful page for each neighborhood served, from Pecan Grove to Harvest Green and Sugar Land.",
            icon: "map",
          },
          {
            title: "Citations everywhere",
            description:
              "Consistent name, address and phone on 45+ citation platforms, plus a fully built Google Business Profile.",
            icon: "shield",
          },
          {
            title: "Review engine",
            description:
              "Automatic review requests after every visit took the company from 21 to 187 Google reviews.",
            icon: "star",
          },
        ],
      },
      {
        kind: "results",
        id: "results",
        eyebrow: "The results",
        title: "Results in 120 days",
        intro: "More leads for every service, with the biggest gains where margins are highest.",
        before: {
          title: "Before",
          items: [
            "4-6 leads per week",
            "21 Google reviews",
            "Page load of 7.4 seconds",
            "68% of visitors left immediately",
            "Few rankings beyond the company name",
          ],
        },
        after: {
          title: "After 120 days",
          items: [
            "25-35 leads per week (285% more)",
            "187 Google reviews",
            "Page load of 1.8 seconds",
            "Bounce rate down to 33%",
            "24 top-3 rankings and 5.2x the traffic",
          ],
        },
        chart: {
          kind: "bar",
          title: "Revenue growth by service",
          measure: "Revenue growth by service after 120 days",
          data: [
            { label: "AC Repair", value: 310 },
            { label: "AC Installation", value: 245 },
            { label: "Heating Repair", value: 185 },
            { label: "Maintenance Plans", value: 275 },
            { label: "Indoor Air Quality", value: 340 },
            { label: "Emergency Service", value: 285 },
          ],
          note: "Growth against the 120 days before we started. Source: the client's job management software.",
        },
      },
      {
        kind: "consultation",
        id: "consultation",
        eyebrow: "Free strategy session",
        // \u2011 is a non-breaking hyphen, so "30-minute" never splits across lines.
        title: "Get your free 30\u2011minute strategy session",
        text: "In 30 minutes on a call or video, we will review your website, your Google presence and your competitors, and hand you a clear plan for more leads.",
        bullets: [
          "A speed and conversion check of your website",
          "Where you rank today, and which searches you are missing",
          "The three changes that would bring you the most calls",
        ],
        cta: { label: "Book My Free Session", to: "/#contact" },
        note: "Limited availability: only 3 spots left this month",
      },
      {
        kind: "related",
        eyebrow: "More success stories",
        title: "See what we did for others",
        items: [
          {
            eyebrow: "Plumbing · Houston, TX",
            title: "Houston Plumbing Pros",
            text: "320% more leads and 28 top-3 rankings in six months.",
            link: { label: "Read the case study", to: "/case-studies/houston-plumbing-pros" },
          },
          {
            eyebrow: "Electrical · Dallas, TX",
            title: "Bright Spark Electric",
            text: "285% revenue growth and reviews up from 15 to 150+.",
            link: { label: "Read the case study", to: "/case-studies/bright-spark-electric" },
          },
          {
            eyebrow: "All results",
            title: "Client results",
            text: "Every case study and the numbers behind them.",
            link: { label: "See all results", to: "/results" },
          },
        ],
      },
      {
        kind: "cta",
        title: "Your competitors are booking your customers",
        text: "Get a free consultation and find out how to win them back.",
        primary: consultation,
        secondary: { label: "See More Case Studies", to: "/results" },
      },
    ],
  },
};

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  if (!slug || !Object.hasOwn(caseStudies, slug)) return undefined;
  return caseStudies[slug as CaseStudySlug];
}

/** Meta of /case-studies/{slug} for an unknown slug (answered with HTTP 404). */
export const caseStudyNotFound = {
  metaTitle: "Case Study Not Found",
  metaDescription: "The case study you are looking for could not be found.",
} as const;
