/**
 * The HTML sitemap (spec 2.12): every public page, grouped, plus the contact block.
 * Case studies and projects are listed from the shared client names.
 */
import { caseStudyClients, portfolioClients } from "./clients";
import { caseStudySlugs, projectSlugs } from "./prerender";

export type SitemapLink = { label: string; to: string; description?: string };
export type SitemapGroup = { title: string; links: readonly SitemapLink[] };

export const sitemapCopy = {
  title: "Sitemap",
  description: "Every page on the Hearthstone Digital website, in one place.",
  intro: "Every page on our website, in one place. Can't find what you need? Get in touch.",
  contactTitle: "Contact",
  addressLabel: "Address",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
} as const;

export const sitemapGroups: readonly SitemapGroup[] = [
  {
    title: "Main pages",
    links: [
      { label: "Home", to: "/", description: "Get your free marketing plan" },
      { label: "Services", to: "/services", description: "Websites, SEO and ads for home-service pros" },
      { label: "Results", to: "/results", description: "Client results and case studies" },
      { label: "Portfolio", to: "/portfolio", description: "Websites we have built" },
      { label: "About", to: "/about", description: "Our story, team and values" },
      { label: "Reviews", to: "/reviews", description: "What our clients say" },
    ],
  },
  {
    title: "Shop & resources",
    links: [
      { label: "Website Templates", to: "/products", description: "Ready-made websites: Website To-Go" },
      { label: "Custom Quote", to: "/custom-quote", description: "A website designed just for you" },
      { label: "Marketing Hub (Blog)", to: "/blog", description: "Marketing tips for local businesses" },
      { label: "Quick Message", to: "/quick-message", description: "Send us a short note" },
      { label: "Contact", to: "/contact", description: "Request a free consultation" },
    ],
  },
  {
    title: "Case studies",
    links: caseStudySlugs.map((slug) => {
      const client = caseStudyClients[slug];
      return {
        label: client.name,
        to: `/case-studies/${slug}`,
        description: `${client.industry} · ${client.city}, ${client.state}`,
      };
    }),
  },
  {
    title: "Website projects",
    links: projectSlugs.map((slug) => {
      const client = portfolioClients.find((item) => item.projectSlug === slug);
      return {
        label: client?.name ?? slug,
        to: `/projects/${slug}`,
        description: client ? `${client.category} · ${client.city}, ${client.state}` : undefined,
      };
    }),
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
      { label: "Sitemap", to: "/sitemap" },
    ],
  },
];
