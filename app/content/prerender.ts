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

/**
 * Inner pages of each template's live demo (/demos/{id}/{page}); the demo home is /demos/{id}.
 * Demos are noindex and kept out of `prerenderedPaths` (which feeds the sitemap, OG cards and
 * SEO checks); the build prerenders them through `prerenderedDocuments`.
 */
export const demoPageSlugs = {
  "business-pro": ["services", "about", "contact"],
  "restaurant-delight": ["menu", "about", "visit"],
  "realty-finder": ["listings", "about", "contact"],
  "wellness-spa": ["treatments", "about", "book"],
  "legal-counsel": ["practice-areas", "about", "contact"],
  "ecommerce-starter": ["shop", "about", "contact"],
} as const satisfies Record<(typeof templateIds)[number], readonly string[]>;

export const demoPaths: string[] = templateIds.flatMap((id) => [
  `/demos/${id}`,
  ...demoPageSlugs[id].map((slug) => `/demos/${id}/${slug}`),
]);

export const prerenderedPaths: string[] = [
  ...staticMarketingPaths,
  ...caseStudySlugs.map((slug) => `/case-studies/${slug}`),
  ...projectSlugs.map((slug) => `/projects/${slug}`),
  ...templateIds.map((id) => `/product/${id}`),
];

/** Every document written at build time: the public pages and the template demos. */
export const prerenderedDocuments: string[] = [...prerenderedPaths, ...demoPaths];

/**
 * The query parameters a prerendered page reads (its filter in the URL, ADR 0004); every other
 * parameter (UTM tags, click ids, anything made up) leaves its HTML as the build wrote it.
 */
export const prerenderedPageParameters: Readonly<Record<string, readonly string[]>> = {
  "/portfolio": ["category"],
  "/reviews": ["category"],
  "/products": ["category"],
};
