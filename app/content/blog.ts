/** The blog's RSS feed: the listing and every article announce it, the feed route names itself. */
export const blogFeed = {
  href: "/blog/rss.xml",
  linkTitle: "Marketing Hub (RSS)",
  /** The channel title, with the agency name of CMS Settings. */
  title: (agencyName: string) => `Marketing Hub | ${agencyName}`,
  description:
    "Practical marketing tips for home-service businesses: local SEO, reviews, ads and websites that convert.",
} as const;

/** The feed's <link rel="alternate">, in the head of the blog's pages. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: blogFeed.linkTitle,
  href: blogFeed.href,
};

/** The consultation call to action of the blog sidebar and the article page (spec 2.13, 2.14). */
export const blogCta = {
  primary: "Get Free Consultation",
  secondary: "View Our Services",
} as const;

/** Copy of the blog listing, 'Marketing Hub' (spec 2.13). */
export const blogPage = {
  metaTitle: "Marketing Hub",
  metaDescription:
    "Marketing Hub: practical local SEO, Google Business Profile, review and ad tips for plumbers, HVAC companies, electricians, roofers and other home-service businesses.",
  hero: {
    eyebrow: "Blog",
    title: "Marketing Hub",
    intro:
      "Practical marketing advice for plumbers, HVAC pros, electricians, roofers and every other home-service business: local SEO, reviews, ads and websites that turn visitors into booked jobs.",
  },
  search: {
    label: "Search articles",
    placeholder: "Search articles...",
    submit: "Search",
  },
  filters: {
    categoriesTitle: "Categories",
    categoriesLabel: "Filter by category",
    tagsTitle: "Tags",
    tagsLabel: "Filter by tag",
    clear: "Clear Filters",
  },
  results: {
    searchTitle: (query: string) => `Results for “${query}”`,
    latestTitle: "Latest articles",
    count: (total: number) => (total === 1 ? "1 article" : `${total} articles`),
    pageOf: (page: number, totalPages: number) => ` · page ${page} of ${totalPages}`,
  },
  empty: {
    title: "No articles found",
    text: "Try another search term or topic, or browse every article.",
    clear: "Clear All Filters",
  },
  sidebarLabel: "Blog sidebar",
  topicsTitle: "Explore Topics",
  stats: {
    title: "Marketing Stats",
    articles: "articles",
    topics: "topics",
    /** Spec: a fixed claim, not counted. */
    tips: { value: "100+", label: "expert tips" },
  },
  cta: {
    title: "Want these results for your business?",
    text: "We put these strategies to work for home-service companies every day. Get a free, no-pressure marketing review.",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: (number: number) => `Page ${number}`,
  },
} as const;

/** Copy of an article page (spec 2.14). */
export const articlePage = {
  breadcrumb: { label: "Breadcrumb", home: "Home", blog: "Blog" },
  categoriesLabel: "Categories",
  tagsTitle: "Tags",
  consultation: {
    eyebrow: "Free consultation",
    title: "Ready to put this to work for your business?",
    text: "Our team helps home-service companies across Houston and beyond turn searches into booked jobs. Book a free 30-minute strategy session and leave with a plan.",
  },
  relatedTitle: "Related Articles",
  notFound: {
    title: "Article Not Found",
    text: "The article you are looking for does not exist or has been moved.",
    back: "Back to Blog",
  },
} as const;
