/** One seed article before the derived fields (reading time, image path) are added. */
export type SeedArticle = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: keyof typeof authors;
  categories: string[];
  tags: string[];
  publishedAt: string;
};

export const authors = {
  maria: {
    name: "Maria Delgado",
    bio: "Local SEO Director at Hearthstone Digital. Maria has helped more than 80 Houston-area trades climb the map pack since 2016.",
  },
  james: {
    name: "James Whitaker",
    bio: "Paid Media Lead. James manages Google Ads and Local Services Ads budgets for HVAC, plumbing and roofing companies.",
  },
  priya: {
    name: "Priya Nair",
    bio: "Head of Web Design. Priya builds fast, mobile-first websites that turn visitors into phone calls.",
  },
  derek: {
    name: "Derek Olsen",
    bio: "Founder of Hearthstone Digital and a former HVAC service manager who still answers the phone on Saturdays.",
  },
  tasha: { name: "Tasha Brooks", bio: null },
} as const;
