/**
 * Portfolio (spec 2.6; record shape spec 3 "portfolio project"). Client names, categories and
 * locations are shared with the project and case-study pages.
 */
export const portfolioCategories = [
  { id: "all", label: "All" },
  { id: "plumbing", label: "Plumbing" },
  { id: "hvac", label: "HVAC" },
  { id: "electrical", label: "Electrical" },
  { id: "landscaping", label: "Landscaping" },
  { id: "roofing", label: "Roofing" },
  { id: "cleaning", label: "Cleaning" },
  { id: "painting", label: "Painting" },
] as const;

export type PortfolioCategoryId = (typeof portfolioCategories)[number]["id"];
export type PortfolioCategory = Exclude<PortfolioCategoryId, "all">;

/** Visual theme of the stylized website mock-up drawn for each project. */
export type MockupTheme = {
  primary: string;
  accent: string;
  /** Short headline painted into the mock-up. */
  headline: string;
  trade: "plumbing" | "hvac" | "electrical" | "roofing" | "landscaping" | "cleaning" | "painting";
};

export type PortfolioProject = {
  id: string;
  name: string;
  category: PortfolioCategory;
  location: string;
  description: string;
  highlights: readonly [string, string, string];
  /** Detail page, when one exists. */
  href?: string;
  image: MockupTheme;
};

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: "sunrise-plumbing",
    name: "Sunrise Plumbing",
    category: "plumbing",
    location: "Houston, TX",
    description:
      "A 24/7 plumbing company that needed its emergency line front and center. The new site puts a call button within thumb reach on every screen.",
    highlights: ["700% more organic traffic", "320% more leads", "15 keywords ranking #1"],
    href: "/projects/sunrise-plumbing",
    image: {
      primary: "#1842b8",
      accent: "#f86310",
      headline: "Plumbing help, day or night",
      trade: "plumbing",
    },
  },
  {
    id: "coolbreeze-hvac",
    name: "CoolBreeze HVAC",
    category: "hvac",
    location: "Miami, FL",
    description:
      "A heating and cooling contractor competing in a crowded metro. We built fast service pages and an online booking flow for tune-ups and repairs.",
    highlights: ["250% more organic traffic", "320% more leads", "14 keywords ranking #1"],
    href: "/projects/coolbreeze-hvac",
    image: { primary: "#0e7490", accent: "#38bdf8", headline: "Cool homes, fast repairs", trade: "hvac" },
  },
  {
    id: "bright-spark-electrical",
    name: "Bright Spark Electrical",
    category: "electrical",
    location: "Dallas, TX",
    description:
      "A licensed electrician moving into panel upgrades and EV chargers. The site showcases certifications, financing and a gallery of finished work.",
    highlights: ["90+ PageSpeed score", "215% more organic traffic", "65% lower bounce rate"],
    href: "/projects/bright-spark-electrical",
    image: {
      primary: "#1f2937",
      accent: "#facc15",
      headline: "Safe, certified electrical work",
      trade: "electrical",
    },
  },
  {
    id: "elite-roofing",
    name: "Elite Roofing Co.",
    category: "roofing",
    location: "Austin, TX",
    description:
      "A roofing contractor that wins most jobs after hailstorms. We added storm-damage pages, an insurance-claim guide and a free inspection form.",
    highlights: ["Storm-damage landing pages", "Free inspection booking", "Insurance-claim guide"],
    href: "/projects/elite-roofing",
    image: {
      primary: "#7f1d1d",
      accent: "#f59e0b",
      headline: "Roofs built for Texas storms",
      trade: "roofing",
    },
  },
  {
    id: "metro-roofing",
    name: "Metro Roofing & Exteriors",
    category: "roofing",
    location: "San Antonio, TX",
    description:
      "Roofing, siding and gutters under one brand. The new site guides homeowners from a free estimate to financing in three clear steps.",
    highlights: ["Financing calculator", "Before-and-after project gallery", "Three-step estimate form"],
    href: "/projects/metro-roofing",
    image: {
      primary: "#334155",
      accent: "#f97316",
      headline: "Roofing, siding and gutters",
      trade: "roofing",
    },
  },
  {
    id: "green-landscaping",
    name: "Green Leaf Landscaping",
    category: "landscaping",
    location: "The Woodlands, TX",
    description:
      "A design-build landscaper selling larger projects. Rich project galleries and a seasonal lawn-care program page lifted the average job size.",
    highlights: [
      "Seasonal lawn-care program page",
      "Design-build project galleries",
      "Neighborhood service-area pages",
    ],
    href: "/projects/green-landscaping",
    image: {
      primary: "#166534",
      accent: "#a3e635",
      headline: "Outdoor spaces you'll love",
      trade: "landscaping",
    },
  },
  {
    id: "sparkle-cleaning",
    name: "Sparkle Home Cleaning",
    category: "cleaning",
    location: "Sugar Land, TX",
    description:
      "A recurring house-cleaning service. An instant price estimator and online booking replaced a week of phone tag for every new customer.",
    highlights: [
      "Instant price estimator",
      "Online booking for recurring cleans",
      "Trust badges and reviews on every page",
    ],
    image: {
      primary: "#6d28d9",
      accent: "#f0abfc",
      headline: "A spotless home, every week",
      trade: "cleaning",
    },
  },
  {
    id: "freshcoat-painting",
    name: "FreshCoat Painting",
    category: "painting",
    location: "Katy, TX",
    description:
      "Interior and exterior painters who wanted fewer price shoppers. Color-consultation offers and project stories now attract higher-value jobs.",
    highlights: [
      "Color-consultation offer",
      "Project stories with photos",
      "Quote form with room-by-room details",
    ],
    image: {
      primary: "#0f766e",
      accent: "#fb7185",
      headline: "Fresh color, flawless finish",
      trade: "painting",
    },
  },
];

/** The home page shows six of them (spec 2.3). */
export const homePortfolio = portfolioProjects.slice(0, 6);

export function isPortfolioCategory(value: string | null): value is PortfolioCategoryId {
  return portfolioCategories.some((category) => category.id === value);
}

export function categoryLabel(id: PortfolioCategory): string {
  return portfolioCategories.find((category) => category.id === id)?.label ?? id;
}

/** Spec 3 "featured case": title, before, after, results (3), image. */
export type FeaturedCase = {
  title: string;
  client: string;
  before: string;
  after: string;
  results: readonly [string, string, string];
  image: MockupTheme;
  href: string;
};

export const featuredCases: readonly FeaturedCase[] = [
  {
    title: "From a 2012 template to a 24/7 lead machine",
    client: "Sunrise Plumbing",
    before:
      "A dated desktop-only site that took six seconds to load on a phone, with the phone number hidden in the footer and no service pages.",
    after:
      "A fast, mobile-first site with a sticky call button, a page for every service and neighborhood, and online booking for non-emergency jobs.",
    results: ["700% more organic traffic", "320% more leads", "58% lower bounce rate"],
    image: {
      primary: "#1842b8",
      accent: "#f86310",
      headline: "Plumbing help, day or night",
      trade: "plumbing",
    },
    href: "/projects/sunrise-plumbing",
  },
  {
    title: "Booked solid through the Miami summer",
    client: "CoolBreeze HVAC",
    before:
      "A one-page site with a contact form that went unanswered over weekends, and no presence in the Google map pack.",
    after:
      "Service pages for every system they install, a maintenance-plan signup and online scheduling that syncs with their dispatch board.",
    results: ["250% more organic traffic", "320% more leads", "2X business growth"],
    image: { primary: "#0e7490", accent: "#38bdf8", headline: "Cool homes, fast repairs", trade: "hvac" },
    href: "/projects/coolbreeze-hvac",
  },
];

export const approachSteps = [
  {
    title: "Discover",
    description:
      "We learn your services, margins and best neighborhoods, and study the three competitors you lose jobs to.",
  },
  {
    title: "Design",
    description:
      "Mobile-first layouts with your real trucks, team and reviews, built around one goal per page: a call or a booking.",
  },
  {
    title: "Build",
    description:
      "Hand-coded, fast-loading pages with local SEO, schema markup and call tracking set up before launch.",
  },
  {
    title: "Launch & improve",
    description:
      "We watch the first 90 days closely, test headlines and offers, and report what brings in jobs.",
  },
] as const;

export const technologies = [
  "React",
  "Tailwind CSS",
  "Google Business Profile",
  "Google Analytics 4",
  "Search Console",
  "Schema markup",
  "Call tracking",
  "Core Web Vitals",
] as const;

export const portfolioPage = {
  metaTitle: "Portfolio: Home-Service Websites",
  metaDescription:
    "Websites we designed and built for home-service companies across Texas and beyond, with the traffic and lead results each one delivered.",
  hero: {
    eyebrow: "Our work",
    title: "Websites that book jobs for service pros",
    intro:
      "Every site below was built for a real home-service business with one goal: more calls from the right customers. Filter by trade to see work like yours.",
  },
  grid: {
    eyebrow: "Projects",
    title: "Recent client websites",
    filterLabel: "Filter projects by industry",
    detailLabel: "View project",
    noDetail: "Case study coming soon",
    empty: {
      title: "No projects in this category yet",
      text: "We haven't published a project for this trade yet. Choose another category or see all our work.",
      reset: "Show all projects",
    },
  },
  featured: {
    eyebrow: "Featured case studies",
    title: "Before and after",
    intro: "Two rebuilds that changed how these companies get work.",
    beforeLabel: "Before",
    afterLabel: "After",
    resultsLabel: "Results",
    linkLabel: "View the full project",
    /** Names of the drawn before and after screens. */
    mockupBefore: (client: string) => `${client} website before the rebuild: a dated, cramped desktop layout`,
    mockupAfter: (client: string) => `${client} website after the rebuild: a bold, mobile-first design`,
  },
  approach: {
    eyebrow: "Our approach",
    title: "How we build websites that convert",
    intro:
      "Every project follows the same proven path, from the first call to the first 90 days after launch.",
  },
  technologies: { title: "Tools and technologies we build with" },
  cta: {
    title: "Want a website like these?",
    text: "Get a free consultation and a plan for your new site, or launch faster with one of our ready-made templates.",
    primary: { label: "Get Free Consultation", to: "/#contact" },
    secondary: { label: "Browse website templates", to: "/products" },
  },
} as const;
