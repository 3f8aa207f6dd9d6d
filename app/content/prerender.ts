/**
 * Static pages rendered to HTML at build time. Each content module that adds pages
 * (templates, case studies, projects) exports its slugs, and they are listed here.
 * Keep this file free of React imports: the build config loads it.
 */
export const staticMarketingPaths = [
  "/",
  "/services",
  "/results",
  "/portfolio",
  "/about",
  "/reviews",
  "/products",
  "/sitemap",
  "/privacy-policy",
  "/terms-of-service",
  "/quick-message",
  "/contact",
  "/custom-quote",
] as const;

export const caseStudySlugs = [
  "houston-plumbing-pros",
  "cool-comfort-ac",
  "bright-spark-electric",
  "automatic-climate-hvac",
] as const;

export const projectSlugs = [
  "sunrise-plumbing",
  "coolbreeze-hvac",
  "bright-spark-electrical",
  "elite-roofing",
  "metro-roofing",
  "green-landscaping",
] as const;

export const templateIds = [
  "business-pro",
  "restaurant-delight",
  "realty-finder",
  "wellness-spa",
  "legal-counsel",
  "ecommerce-starter",
] as const;

export const prerenderedPaths: string[] = [
  ...staticMarketingPaths,
  ...caseStudySlugs.map((slug) => `/case-studies/${slug}`),
  ...projectSlugs.map((slug) => `/projects/${slug}`),
  ...templateIds.map((id) => `/product/${id}`),
];
