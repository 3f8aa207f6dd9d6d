import { demoPageSlugs } from "../prerender";
import type { TemplateId } from "../templates";
import { businessProDemo } from "./business-pro";
import { ecommerceStarterDemo } from "./ecommerce-starter";
import { legalCounselDemo } from "./legal-counsel";
import { realtyFinderDemo } from "./realty-finder";
import { restaurantDelightDemo } from "./restaurant-delight";
import type { DemoPage, DemoSite } from "./types";
import { wellnessSpaDemo } from "./wellness-spa";

export type * from "./types";

/** The words every demo page carries around the fictional business's own copy. */
export const demoChrome = {
  bar: {
    demoOf: "Demo of",
    note: "· a Hearthstone Digital template, fictional business",
    back: "Back to template",
  },
  homeLabel: (business: string) => `${business} home`,
  navLabel: (business: string) => `${business} pages`,
  footerNavLabel: (business: string) => `${business} footer`,
  footer: { visit: "Visit or call", pages: "Pages", builtWith: "Built with" },
  contact: {
    hours: "Hours",
    sentNote: "This is a demo: nothing was sent.",
    formNote: "Demo form: what you type here is never sent or stored.",
  },
} as const;

/** Every template's live demo, by template id. */
export const demoSites: { readonly [I in TemplateId]: DemoSite<I> } = {
  "business-pro": businessProDemo,
  "restaurant-delight": restaurantDelightDemo,
  "realty-finder": realtyFinderDemo,
  "wellness-spa": wellnessSpaDemo,
  "legal-counsel": legalCounselDemo,
  "ecommerce-starter": ecommerceStarterDemo,
};

/** A demo page's document title: the page, the fictional business, then which template it demonstrates. */
export function demoMetaTitle(pageTitle: string, businessName: string, templateName: string) {
  return `${pageTitle} | ${businessName} · ${templateName} template demo`;
}

/** The demo's home page path, without a trailing slash like every page of the site: /demos/{id} */
export function demoHomePath(id: TemplateId) {
  return `/demos/${id}`;
}

/** A page of a demo by slug ("" or undefined is the home page). */
export function demoPagePath(id: TemplateId, slug: string) {
  return slug ? `/demos/${id}/${slug}` : demoHomePath(id);
}

function isTemplateId(id: string | undefined): id is TemplateId {
  return id !== undefined && Object.hasOwn(demoSites, id);
}

/** The navigation of a demo: home first, then its pages in their declared order. */
export function demoNav(site: DemoSite): { slug: string; label: string }[] {
  const slugs: readonly string[] = demoPageSlugs[site.templateId];
  const pages = site.pages as Readonly<Record<string, DemoPage>>;
  return [
    { slug: "", label: site.home.nav },
    ...slugs.map((slug) => ({ slug, label: pages[slug]?.nav ?? slug })),
  ];
}

/** The demo and page for /demos/{id}/{page?}, or undefined for an unknown id or page. */
export function findDemoPage(
  id: string | undefined,
  slug: string | undefined,
): { site: DemoSite; slug: string; page: DemoPage } | undefined {
  if (!isTemplateId(id)) return undefined;
  const site: DemoSite = demoSites[id];
  if (!slug) return { site, slug: "", page: site.home };
  const pages = site.pages as Readonly<Record<string, DemoPage>>;
  if (!Object.hasOwn(pages, slug)) return undefined;
  const page = pages[slug];
  return page ? { site, slug, page } : undefined;
}
