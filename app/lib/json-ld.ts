/**
 * schema.org builders for pageMeta's jsonLd: absolute URLs, each object with its own @context
 * (checked by tests/e2e/seo.spec.ts).
 */
import type { CaseStudy } from "~/content/case-studies";
import type { Project } from "~/content/projects";
import type { BusinessDetails } from "~/lib/schemas/site-settings";
import type { Template } from "~/content/templates";
import { absoluteUrl } from "~/lib/meta";
import { describeBusiness } from "~/lib/site-settings";
import { site } from "~/content/site";
import { ogImagePath } from "~/lib/og-image";

const context = "https://schema.org";

/** Stable node id of the business, so other objects can point at it. */
export function businessId(publicUrl: string) {
  return `${absoluteUrl(publicUrl, "/")}#business`;
}

/** The agency as a ProfessionalService (a LocalBusiness): address, phone, hours (CMS Settings). */
export function localBusinessJsonLd(publicUrl: string, details: BusinessDetails) {
  const business = describeBusiness(details);
  // The agency's own profiles: its social accounts and review-platform pages.
  const sameAs = [...Object.values(business.social), ...Object.values(business.reviewLinks)].filter(
    (url): url is string => Boolean(url),
  );
  return {
    "@context": context,
    "@type": "ProfessionalService",
    "@id": businessId(publicUrl),
    name: business.name,
    description: site.description,
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, "/apple-touch-icon.png"),
    image: absoluteUrl(publicUrl, ogImagePath("/")),
    telephone: business.phoneHref.replace(/^tel:/, ""),
    email: business.email,
    priceRange: "$$",
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: [
      { "@type": "City", name: "Houston" },
      { "@type": "Country", name: "United States" },
    ],
    openingHoursSpecification: business.hours
      .filter((hours) => hours.opens && hours.closes)
      .map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: hours.opens,
        closes: hours.closes,
      })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The agency as author and publisher: the same node as the business, by @id. */
export function agencyOrganization(publicUrl: string, agencyName: string) {
  return {
    "@type": "Organization",
    "@id": businessId(publicUrl),
    name: agencyName,
    url: absoluteUrl(publicUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(publicUrl, "/apple-touch-icon.png") },
  };
}

/** A client's business, named with its town (no street address is published for clients). */
export function clientBusinessJsonLd(client: { name: string; city: string; state: string }) {
  return {
    "@type": "LocalBusiness",
    name: client.name,
    address: {
      "@type": "PostalAddress",
      addressLocality: client.city,
      addressRegion: client.state,
      addressCountry: "US",
    },
    areaServed: { "@type": "City", name: client.city },
  };
}

/** A case study as an Article (Google's article fields: headline, image, dates, author). */
export function caseStudyJsonLd(publicUrl: string, caseStudy: CaseStudy, agencyName: string) {
  const path = `/case-studies/${caseStudy.slug}`;
  const url = absoluteUrl(publicUrl, path);
  return {
    "@context": context,
    "@type": "Article",
    "@id": `${url}#article`,
    headline: caseStudy.seo.title,
    description: caseStudy.seo.description,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(publicUrl, ogImagePath(path))],
    datePublished: caseStudy.published,
    dateModified: caseStudy.modified ?? caseStudy.published,
    author: agencyOrganization(publicUrl, agencyName),
    publisher: agencyOrganization(publicUrl, agencyName),
    about: clientBusinessJsonLd(caseStudy.client),
    inLanguage: "en-US",
  };
}

/** A website project: the site we built (its own address only when a real one is known). */
export function projectJsonLd(publicUrl: string, project: Project, agencyName: string) {
  const path = `/projects/${project.slug}`;
  const url = absoluteUrl(publicUrl, path);
  return {
    "@context": context,
    "@type": "CreativeWork",
    "@id": `${url}#project`,
    name: project.seo.title,
    description: project.seo.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(publicUrl, ogImagePath(path)),
    ...(project.liveUrl ? { sameAs: project.liveUrl } : {}),
    creator: agencyOrganization(publicUrl, agencyName),
    about: clientBusinessJsonLd(project.client),
  };
}

export type BreadcrumbItem = { name: string; path?: string };

/** BreadcrumbList for a visible breadcrumb trail; the last item (the page itself) may have no path. */
export function breadcrumbJsonLd(publicUrl: string, items: readonly BreadcrumbItem[]) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(publicUrl, item.path) } : {}),
    })),
  };
}

/** A website template as a Product with one Offer in US dollars. */
export function productJsonLd(publicUrl: string, template: Template) {
  const url = absoluteUrl(publicUrl, `/product/${template.id}`);
  return {
    "@context": context,
    "@type": "Product",
    "@id": `${url}#product`,
    name: `${template.name} website template`,
    sku: template.id,
    url,
    image: absoluteUrl(publicUrl, ogImagePath(`/product/${template.id}`)),
    category: template.category,
    description: template.description,
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "Offer",
      url,
      price: template.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.name, "@id": businessId(publicUrl) },
    },
  };
}
