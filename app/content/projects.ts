/**
 * Website projects (spec 2.11): the three the spec routes plus the three it links to from
 * related-project cards (elite-roofing, metro-roofing, green-landscaping; see
 * docs/decisions). Client names and places come from clients.ts.
 */
import { type Client, portfolioClients } from "./clients";
import type { projectSlugs } from "./prerender";
import type { IconName } from "./icons";
import type { SiteMockupSpec } from "./site-mockup";

export type ProjectSlug = (typeof projectSlugs)[number];

export type GalleryShot = {
  variant: "home" | "services" | "mobile";
  title: string;
  caption: string;
};

export type Project = {
  slug: ProjectSlug;
  client: Client;
  seo: { title: string; description: string };
  heroTitle: string;
  summary: string;
  timeline: string;
  services: readonly string[];
  challenge: string;
  solution: string;
  results: string;
  highlights: readonly string[];
  /** The client's live website; absent while no real address is known (no link is shown then). */
  liveUrl?: string;
  mockup: SiteMockupSpec;
  features: readonly { title: string; description: string; icon: IconName }[];
  stats: readonly { value: string; label: string }[];
  testimonial: { quote: string; name: string; role: string };
  gallery: readonly GalleryShot[];
  related: readonly ProjectSlug[];
};

function client(id: ProjectSlug): Client {
  const found = portfolioClients.find((item) => item.projectSlug === id);
  if (!found) throw new Error(`No portfolio client for project ${id}`);
  return found;
}

export const projects: Record<ProjectSlug, Project> = {
  "sunrise-plumbing": {
    slug: "sunrise-plumbing",
    client: client("sunrise-plumbing"),
    seo: {
      title: "Sunrise Plumbing Website Project",
      description:
        "A 5-week website rebuild for Sunrise Plumbing in Houston, TX: 700% more organic traffic, 320% more leads and 15 keywords at #1.",
    },
    heroTitle: "A website that books plumbing jobs around the clock",
    summary:
      "Sunrise Plumbing had a dated site that hid its phone number and its emergency service. In five weeks we built a fast, mobile-first website that turns Houston searches into booked jobs.",
    timeline: "5 weeks",
    services: ["Website Design", "Local SEO", "Google Business Profile", "Online Booking"],
    challenge:
      "Nine in ten visitors came from phones, but the old website was built for desktops. Emergency callers could not find the phone number, and the site ranked for nothing beyond the company name.",
    solution:
      "A mobile-first design with a sticky call button, online booking, a page for each service and Houston neighborhood, and schema markup so Google understands what Sunrise does and where.",
    results:
      "Organic traffic grew 700% and leads 320%. Sunrise now ranks #1 for 15 local plumbing keywords, and far fewer visitors leave without acting.",
    highlights: [
      "Sticky tap-to-call button on every page",
      "Online booking synced with the dispatch calendar",
      "18 service and neighborhood pages",
      "Loads in 1.6 seconds on a 4G phone",
    ],
    mockup: {
      name: "Sunrise Plumbing",
      domain: "sunriseplumbing.example",
      headline: "Plumbing Fixed Today",
      subhead: "Licensed Houston plumbers, 24/7.",
      cta: "Book Online",
      services: ["Drains", "Water Heaters", "Repiping"],
      palette: "blue",
    },
    features: [
      {
        title: "Mobile-first design",
        description:
          "Designed for the phone in a homeowner's hand, with thumb-sized buttons and short pages.",
        icon: "smartphone",
      },
      {
        title: "Online booking",
        description: "Customers pick a time slot that lands straight in the dispatcher's calendar.",
        icon: "calendar-check",
      },
      {
        title: "Local SEO pages",
        description: "A page for every service and Houston neighborhood the company serves.",
        icon: "map",
      },
      {
        title: "Emergency call bar",
        description: "A 24/7 call button that stays on screen, so a burst pipe is one tap away.",
        icon: "phone",
      },
      {
        title: "Review showcase",
        description: "Fresh Google reviews pulled onto the pages where people decide.",
        icon: "star",
      },
      {
        title: "Fast everywhere",
        description: "Optimized images and code for a 1.6-second load on a phone.",
        icon: "gauge",
      },
    ],
    stats: [
      { value: "700%", label: "more organic traffic" },
      { value: "320%", label: "more leads" },
      { value: "15", label: "keywords at #1" },
      { value: "58%", label: "lower bounce rate" },
    ],
    testimonial: {
      quote:
        "The new site paid for itself in the first month. People tell us they booked because it was so easy, and we show up first when someone in Houston searches for a plumber.",
      name: "Carlos Mendoza",
      role: "Owner, Sunrise Plumbing",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "Emergency service and booking above the fold." },
      {
        variant: "services",
        title: "Service pages",
        caption: "One page per service, each with clear pricing cues.",
      },
      { variant: "mobile", title: "On a phone", caption: "The sticky call bar on a phone screen." },
    ],
    related: ["coolbreeze-hvac", "bright-spark-electrical", "metro-roofing"],
  },

  "coolbreeze-hvac": {
    slug: "coolbreeze-hvac",
    client: client("coolbreeze-hvac"),
    seo: {
      title: "CoolBreeze HVAC Website Project",
      description:
        "A 6-week website project for CoolBreeze HVAC in Miami, FL: 250% more organic traffic, 320% more leads, 14 keywords at #1 and 2X business growth.",
    },
    heroTitle: "Keeping Miami cool, and CoolBreeze busy all year",
    summary:
      "CoolBreeze HVAC needed a website that sells maintenance plans in winter and emergency repairs in summer. We built one in six weeks, and the business doubled.",
    timeline: "6 weeks",
    services: ["Website Design", "Local SEO", "Maintenance Plan Sign-up", "Review Generation"],
    challenge:
      "CoolBreeze was busy in the summer and quiet the rest of the year. Its website could not sell maintenance plans, and national franchises outranked it across Miami.",
    solution:
      "A bright, fast site with an online maintenance-plan sign-up, a financing calculator for new systems, bilingual service pages and a review engine that runs after every visit.",
    results:
      "Organic traffic grew 250% and leads 320%, CoolBreeze ranks #1 for 14 keywords, and the recurring maintenance plans doubled the business.",
    highlights: [
      "Online maintenance-plan sign-up with monthly billing",
      "English and Spanish service pages",
      "Financing calculator for new systems",
      "Review requests sent after every visit",
    ],
    mockup: {
      name: "CoolBreeze HVAC",
      domain: "coolbreezehvac.example",
      headline: "Stay Cool, Miami",
      subhead: "AC repair & maintenance plans.",
      cta: "Get Service",
      services: ["AC Repair", "New Systems", "Maintenance"],
      palette: "sky",
    },
    features: [
      {
        title: "Maintenance plans online",
        description: "Homeowners join a plan in two minutes, billed monthly, with reminders built in.",
        icon: "calendar-check",
      },
      {
        title: "Financing calculator",
        description: "Shows a monthly payment for a new system, so big jobs feel affordable.",
        icon: "dollar",
      },
      {
        title: "Bilingual pages",
        description: "Every service page in English and Spanish for Miami's homeowners.",
        icon: "message",
      },
      {
        title: "Emergency routing",
        description: "After-hours callers go straight to the on-call technician.",
        icon: "phone",
      },
      {
        title: "Review engine",
        description: "A text after every visit asks for a Google review while the cool air is fresh.",
        icon: "star",
      },
      {
        title: "Local SEO",
        description: "Neighborhood pages from Coral Gables to Hialeah, tuned for the map pack.",
        icon: "map",
      },
    ],
    stats: [
      { value: "250%", label: "more organic traffic" },
      { value: "320%", label: "more leads" },
      { value: "14", label: "keywords at #1" },
      { value: "2X", label: "business growth" },
    ],
    testimonial: {
      quote:
        "Winter used to be dead for us. Now maintenance plans sign up on the website every week, and summer calls come in faster than we can schedule them. We doubled the business in a year.",
      name: "Jessica Alvarez",
      role: "General Manager, CoolBreeze HVAC",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "Seasonal offers and same-day service up front." },
      {
        variant: "services",
        title: "Maintenance plans",
        caption: "Plans compared side by side, with online sign-up.",
      },
      { variant: "mobile", title: "On a phone", caption: "Booking a repair in three taps." },
    ],
    related: ["sunrise-plumbing", "bright-spark-electrical", "green-landscaping"],
  },

  "bright-spark-electrical": {
    slug: "bright-spark-electrical",
    client: client("bright-spark-electrical"),
    seo: {
      title: "Bright Spark Electrical Website Project",
      description:
        "A 6-week website for Bright Spark Electrical in Dallas, TX: 90+ PageSpeed score, built for the 70% of visitors on phones, 215% more organic traffic and 65% lower bounce rate.",
    },
    heroTitle: "A fast, mobile-first website for a Dallas electrician",
    summary:
      "70% of Bright Spark's visitors arrive on a phone. We built a site that scores 90+ on Google PageSpeed and makes requesting a quote take less than a minute.",
    timeline: "6 weeks",
    services: ["Website Design", "Performance Optimization", "Local SEO", "Quote Forms"],
    challenge:
      "70% of visitors used phones, but the old website took nine seconds to load on one, and most of them left before it finished. The quote form had 14 fields.",
    solution:
      "A lightweight site with a 90+ PageSpeed score, a four-field quote form, photo galleries of real jobs and a page for each service across the 25-mile service area.",
    results:
      "Organic traffic rose 215%, the bounce rate fell 65%, and quote requests now arrive daily from phones.",
    highlights: [
      "90+ Google PageSpeed score on mobile",
      "Four-field quote form that takes under a minute",
      "Job photo galleries for every service",
      "Service-area pages across a 25-mile radius",
    ],
    mockup: {
      name: "Bright Spark Electrical",
      domain: "brightsparkelectrical.example",
      headline: "Power Done Right",
      subhead: "Licensed Dallas electricians.",
      cta: "Free Quote",
      services: ["Panels", "Lighting", "EV Chargers"],
      palette: "amber",
    },
    features: [
      {
        title: "90+ PageSpeed score",
        description: "Lean code and optimized images, so the site loads in a blink on any phone.",
        icon: "gauge",
      },
      {
        title: "Mobile-first layout",
        description: "Built for the 70% of visitors on phones, with tap-to-call on every screen.",
        icon: "smartphone",
      },
      {
        title: "One-minute quote form",
        description: "Four fields and an optional photo upload instead of the old fourteen fields.",
        icon: "zap",
      },
      {
        title: "Job galleries",
        description: "Before-and-after photos of panel upgrades, lighting and EV charger installs.",
        icon: "image",
      },
      {
        title: "Safety credentials",
        description: "Licenses, insurance and warranties shown where customers decide.",
        icon: "shield",
      },
      {
        title: "Service-area pages",
        description: "A page for each suburb in the 25-mile radius, written for local search.",
        icon: "map",
      },
    ],
    stats: [
      { value: "90+", label: "PageSpeed score" },
      { value: "70%", label: "of visitors on mobile, now served first" },
      { value: "215%", label: "more organic traffic" },
      { value: "65%", label: "lower bounce rate" },
    ],
    testimonial: {
      quote:
        "Customers tell me the website is the reason they called us instead of the other guys. It's fast, it looks professional, and the quote requests come in every day.",
      name: "Mike Sullivan",
      role: "Owner, Bright Spark Electrical",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "A clear promise and a quote button above the fold." },
      {
        variant: "services",
        title: "Services",
        caption: "Six services, each with its own page and gallery.",
      },
      {
        variant: "mobile",
        title: "On a phone",
        caption: "The quote form on a phone: four fields, one minute.",
      },
    ],
    related: ["sunrise-plumbing", "coolbreeze-hvac", "elite-roofing"],
  },

  "elite-roofing": {
    slug: "elite-roofing",
    client: client("elite-roofing"),
    seo: {
      title: "Elite Roofing Co. Website Project",
      description:
        "A 5-week website for Elite Roofing Co. in Austin, TX: storm-damage landing pages, instant estimates and 3x more inspection requests.",
    },
    heroTitle: "Storm-ready marketing for an Austin roofer",
    summary:
      "When hail hits Austin, homeowners search fast. We built Elite Roofing a website that shows up first and books free inspections within minutes of a storm.",
    timeline: "5 weeks",
    services: ["Website Design", "Storm Landing Pages", "Local SEO", "Google Ads"],
    challenge:
      "Elite Roofing relied on door-knocking after storms. Its website had no way to request an inspection and did not mention insurance claims, the first question every homeowner asks.",
    solution:
      "A trust-heavy website with an instant roof estimate tool, an insurance-claim guide, storm landing pages ready to switch on within the hour and a gallery of finished roofs.",
    results:
      "Inspection requests tripled and the estimate tool now starts most new jobs. Elite ranks in the top three for 'roof repair Austin'.",
    highlights: [
      "Instant roof estimate from an address",
      "Storm landing pages ready in under an hour",
      "Step-by-step insurance claim guide",
      "Gallery of 60+ finished roofs",
    ],
    mockup: {
      name: "Elite Roofing Co.",
      domain: "eliteroofing.example",
      headline: "Roofs Built for Texas Storms",
      subhead: "Free inspections across Austin.",
      cta: "Free Inspection",
      services: ["Roof Repair", "Replacement", "Storm Damage"],
      palette: "slate",
    },
    features: [
      {
        title: "Instant estimate",
        description: "Homeowners enter an address and get a price range for a new roof in seconds.",
        icon: "dollar",
      },
      {
        title: "Storm pages",
        description: "Ready-made landing pages switched on within an hour after hail hits.",
        icon: "zap",
      },
      {
        title: "Insurance guide",
        description: "A plain-English guide to roof claims that builds trust before the first call.",
        icon: "shield",
      },
      {
        title: "Project gallery",
        description: "Sixty finished roofs, filterable by material and neighborhood.",
        icon: "image",
      },
      {
        title: "Inspection booking",
        description: "Free inspection requests land straight in the sales team's calendar.",
        icon: "calendar-check",
      },
      {
        title: "Local SEO",
        description: "Pages for Austin, Round Rock, Cedar Park and Georgetown.",
        icon: "map",
      },
    ],
    stats: [
      { value: "3x", label: "more inspection requests" },
      { value: "180%", label: "more organic traffic" },
      { value: "Top 3", label: "for 'roof repair Austin'" },
      { value: "42%", label: "of jobs start with the estimate tool" },
    ],
    testimonial: {
      quote:
        "After the last hailstorm our phones lit up within the hour, and most callers had already used the estimate tool. We stopped door-knocking for good.",
      name: "Brandon Hayes",
      role: "Owner, Elite Roofing Co.",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "Free inspection and the estimate tool up front." },
      {
        variant: "services",
        title: "Roofing services",
        caption: "Repair, replacement and storm damage, each explained.",
      },
      { variant: "mobile", title: "On a phone", caption: "Requesting an inspection from the driveway." },
    ],
    related: ["metro-roofing", "green-landscaping", "sunrise-plumbing"],
  },

  "metro-roofing": {
    slug: "metro-roofing",
    client: client("metro-roofing"),
    seo: {
      title: "Metro Roofing & Exteriors Website Project",
      description:
        "A 6-week website for Metro Roofing & Exteriors in San Antonio, TX: financing, reviews and 260% more leads from local search.",
    },
    heroTitle: "A premium website for San Antonio's exterior specialists",
    summary:
      "Metro Roofing & Exteriors does roofs, siding and gutters. Its new website sells the whole exterior, with financing and reviews that make big projects an easy yes.",
    timeline: "6 weeks",
    services: ["Website Design", "Local SEO", "Financing Integration", "Review Generation"],
    challenge:
      "Metro's old website only talked about roofs, so siding and gutter jobs went to competitors. Large projects stalled on price, and the company's great reviews were nowhere to be seen.",
    solution:
      "A premium design for all three trades, a financing pre-qualification form, a live review feed on every page and a project planner that bundles roof, siding and gutters.",
    results:
      "Leads from local search grew 260%, siding and gutter work tripled, and the average job size rose by more than a third.",
    highlights: [
      "Roof, siding and gutter pages in one design",
      "Financing pre-qualification in two minutes",
      "Live Google review feed on every page",
      "Project planner for bundled exterior work",
    ],
    mockup: {
      name: "Metro Roofing & Exteriors",
      domain: "metroroofing.example",
      headline: "Your Whole Exterior, Done Right",
      subhead: "Roofing, siding & gutters.",
      cta: "Plan My Project",
      services: ["Roofing", "Siding", "Gutters"],
      palette: "slate",
    },
    features: [
      {
        title: "Three trades, one site",
        description: "Roofing, siding and gutters presented together, so customers see the whole offer.",
        icon: "image",
      },
      {
        title: "Financing pre-qualification",
        description: "A two-minute form that turns a big price into a monthly payment.",
        icon: "dollar",
      },
      {
        title: "Live reviews",
        description: "The newest Google reviews shown next to every call to action.",
        icon: "star",
      },
      {
        title: "Project planner",
        description: "Customers bundle roof, siding and gutters into one quote request.",
        icon: "calendar-check",
      },
      {
        title: "Warranty center",
        description: "Manufacturer and workmanship warranties explained in plain English.",
        icon: "shield",
      },
      {
        title: "Local SEO",
        description: "Service pages for San Antonio, New Braunfels, Boerne and Schertz.",
        icon: "map",
      },
    ],
    stats: [
      { value: "260%", label: "more leads from local search" },
      { value: "3x", label: "more siding and gutter jobs" },
      { value: "35%", label: "larger average job" },
      { value: "4.9", label: "average rating on 210 reviews" },
    ],
    testimonial: {
      quote:
        "People used to think we only did roofs. Now they book us for the whole exterior, and financing on the website means fewer quotes stall on price.",
      name: "Angela Ruiz",
      role: "Co-owner, Metro Roofing & Exteriors",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "All three trades and financing, front and center." },
      {
        variant: "services",
        title: "Project planner",
        caption: "Bundling roof, siding and gutters into one quote.",
      },
      { variant: "mobile", title: "On a phone", caption: "Financing pre-qualification on a phone." },
    ],
    related: ["elite-roofing", "bright-spark-electrical", "green-landscaping"],
  },

  "green-landscaping": {
    slug: "green-landscaping",
    client: client("green-landscaping"),
    seo: {
      title: "Green Leaf Landscaping Website Project",
      description:
        "A 4-week website for Green Leaf Landscaping in The Woodlands, TX: design galleries, recurring lawn-care sign-ups and 190% more leads.",
    },
    heroTitle: "A website as good-looking as the yards it shows",
    summary:
      "Green Leaf Landscaping's work is beautiful, but its website was a phone number and a logo. We built a visual site that sells designs and signs up recurring lawn care.",
    timeline: "4 weeks",
    services: ["Website Design", "Project Galleries", "Local SEO", "Recurring Service Sign-up"],
    challenge:
      "Green Leaf's best marketing was its finished yards, but nobody could see them online. Lawn-care customers had to call during office hours to sign up.",
    solution:
      "A photo-led website with design galleries by style, a seasonal lawn-care sign-up with online payment and neighborhood pages across The Woodlands, Spring and Conroe.",
    results:
      "Leads rose 190%, recurring lawn-care sign-ups now arrive online every week, and design consultations are booked six weeks ahead.",
    highlights: [
      "Design galleries sorted by style and budget",
      "Online lawn-care sign-up with card payment",
      "Seasonal planting guide that ranks on Google",
      "Design consultations booked online",
    ],
    mockup: {
      name: "Green Leaf Landscaping",
      domain: "greenleaflandscaping.example",
      headline: "Yards Your Neighbors Envy",
      subhead: "Design, installs & lawn care.",
      cta: "Book a Design",
      services: ["Design", "Installs", "Lawn Care"],
      palette: "green",
    },
    features: [
      {
        title: "Design galleries",
        description: "Finished yards sorted by style, from native Texas gardens to outdoor kitchens.",
        icon: "image",
      },
      {
        title: "Lawn-care sign-up",
        description: "Weekly or bi-weekly plans with card payment, no phone call needed.",
        icon: "calendar-check",
      },
      {
        title: "Seasonal guide",
        description: "A planting calendar for Southeast Texas that draws visitors all year.",
        icon: "search",
      },
      {
        title: "Consultation booking",
        description: "Design consultations booked online into the designer's calendar.",
        icon: "clock",
      },
      {
        title: "Reviews by project",
        description: "Each gallery shows what that customer said about the work.",
        icon: "star",
      },
      {
        title: "Neighborhood pages",
        description: "Pages for The Woodlands, Spring, Conroe and Magnolia.",
        icon: "map",
      },
    ],
    stats: [
      { value: "190%", label: "more leads" },
      { value: "120+", label: "lawn-care plans signed up online" },
      { value: "6 weeks", label: "design consultation waiting list" },
      { value: "2.4x", label: "more organic traffic" },
    ],
    testimonial: {
      quote:
        "Our yards finally sell themselves. People book a design consultation after browsing the galleries, and lawn-care customers sign up at midnight without calling us.",
      name: "Sam Whitfield",
      role: "Owner, Green Leaf Landscaping",
    },
    gallery: [
      { variant: "home", title: "Home page", caption: "Big, photo-led design with a clear booking button." },
      { variant: "services", title: "Lawn-care plans", caption: "Plans compared, with online sign-up." },
      { variant: "mobile", title: "On a phone", caption: "Browsing the design gallery on a phone." },
    ],
    related: ["coolbreeze-hvac", "elite-roofing", "metro-roofing"],
  },
};

export function findProject(slug: string | undefined): Project | undefined {
  if (!slug || !Object.hasOwn(projects, slug)) return undefined;
  return projects[slug as ProjectSlug];
}

/** Meta of /projects/{slug} for an unknown slug (answered with HTTP 404). */
export const projectNotFound = {
  metaTitle: "Project Not Found",
  metaDescription: "The project you are looking for could not be found.",
} as const;

/** The short card shown for a related project. */
export function projectCard(slug: ProjectSlug) {
  const project = projects[slug];
  return {
    slug,
    name: project.client.name,
    category: project.client.category,
    location: `${project.client.city}, ${project.client.state}`,
    summary: project.summary,
    mockup: project.mockup,
    to: `/projects/${slug}`,
  };
}

/** Headings and button labels shared by every project page. */
export const projectPageCopy = {
  eyebrow: "Website Project",
  backToPortfolio: { label: "Back to Portfolio", to: "/portfolio" },
  viewLivePreview: { label: "View Live Preview", to: "#live-preview" },
  overview: { eyebrow: "Overview", title: "The project at a glance" },
  challengeTitle: "The Challenge",
  solutionTitle: "Our Solution",
  resultsTitle: "The Results",
  details: {
    title: "Project Details",
    client: "Client",
    industry: "Industry",
    location: "Location",
    timeline: "Timeline",
    services: "Services",
  },
  highlightsTitle: "Highlights",
  /** Alt texts of the drawn screens. */
  alt: {
    heroPhone: (client: string) => `Mock-up of the ${client} website on a phone`,
    livePreview: (client: string, domain: string) => `Mock-up of the ${client} home page at ${domain}`,
    galleryShot: (client: string, shot: string) => `${client}: ${shot}`,
  },
  livePreview: {
    eyebrow: "Live preview",
    title: "See the finished website",
    intro: "A look at the site as visitors see it.",
    /** Shown only for a project whose `liveUrl` is known. */
    liveIntro: "A look at the live site. Open it in a new tab to click around yourself.",
    linkLabel: "Open Live Website",
    newTabNote: "(opens in a new tab)",
  },
  features: {
    eyebrow: "Features",
    title: "What we built",
    intro: "Six features that turn visitors into booked jobs.",
  },
  stats: { eyebrow: "Results", title: "The numbers after launch" },
  testimonial: { eyebrow: "Client testimonial" },
  gallery: { eyebrow: "Gallery", title: "Screens from the project" },
  cta: {
    title: "Want a website that works this hard?",
    text: "Get a free consultation. We will review your current site and show you what we would build.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "See More Projects", to: "/portfolio" },
  },
  related: { eyebrow: "More work", title: "Related projects", linkLabel: "View project" },
} as const;
