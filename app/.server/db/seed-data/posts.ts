import type { blogPosts } from "../schema";

type NewPost = typeof blogPosts.$inferInsert;

/** Sample articles for a new database (the Marketing Hub issue writes the full set). */
export const seedPosts: NewPost[] = [
  {
    id: "1700000000001",
    slug: "local-seo-checklist-for-plumbers",
    title: "The Local SEO Checklist Every Plumber Needs",
    excerpt:
      "Twelve fixes that move a plumbing company up the map pack, in the order we do them for clients.",
    content:
      "## Start with your Google Business Profile\n\nMost plumbing calls start on the map. **Fill in every field.**",
    author: "Maria Delgado",
    categories: ["Local SEO"],
    tags: ["plumbing", "google business profile"],
    readingTime: "1 min read",
    publishedAt: new Date("2026-09-15T14:00:00Z"),
    isPublished: true,
  },
];
