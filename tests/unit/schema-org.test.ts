import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { projects } from "~/content/projects";
import { site } from "~/content/site";
import { defaultBusinessDetails } from "~/lib/site-settings";
import { templates } from "~/content/templates";
import {
  breadcrumbJsonLd,
  caseStudyJsonLd,
  localBusinessJsonLd,
  productJsonLd,
  projectJsonLd,
} from "~/lib/json-ld";
import { checkJsonLd } from "../helpers/schema-org";

const base = "https://www.hearthstone.example";

describe("JSON-LD builders and the shape checker", () => {
  it("builds a business with address, E.164 phone and weekday hours", () => {
    const business = localBusinessJsonLd(base, defaultBusinessDetails);
    expect(checkJsonLd(business)).toEqual([]);
    expect(business.telephone).toBe("+17135550142");
    expect(business.openingHoursSpecification[0].dayOfWeek).toHaveLength(5);
    // Sunday is closed: no opening hours for it.
    expect(JSON.stringify(business.openingHoursSpecification)).not.toContain("Sunday");
  });

  it("builds products and breadcrumbs that pass", () => {
    expect(checkJsonLd(productJsonLd(base, templates[0]))).toEqual([]);
    const crumbs = breadcrumbJsonLd(base, [
      { name: "Home", path: "/" },
      { name: "Templates", path: "/products" },
      { name: "X" },
    ]);
    expect(checkJsonLd(crumbs)).toEqual([]);
  });

  it("builds every case study as a complete Article about a client business with an address", () => {
    for (const caseStudy of Object.values(caseStudies)) {
      const article = caseStudyJsonLd(base, caseStudy, site.name);
      expect(checkJsonLd(article), caseStudy.slug).toEqual([]);
      expect(article.image[0]).toBe(`${base}/og/case-studies/${caseStudy.slug}.png`);
      expect(article.author["@id"]).toBe(`${base}/#business`);
    }
  });

  it("builds every project with its page URL and the client's town, not an invented live address", () => {
    for (const project of Object.values(projects)) {
      const work = projectJsonLd(base, project, site.name);
      expect(checkJsonLd(work), project.slug).toEqual([]);
      expect(work.url).toBe(`${base}/projects/${project.slug}`);
      // No live address is known for any client site: none is claimed.
      expect(work).not.toHaveProperty("sameAs");
    }
  });

  it("keeps case-study and project titles within 70 characters with the site name", () => {
    for (const { seo } of [...Object.values(caseStudies), ...Object.values(projects)]) {
      expect(`${seo.title} | ${site.name}`.length, seo.title).toBeLessThanOrEqual(70);
    }
  });

  it("flags articles without dates, author or image, and client businesses without an address", () => {
    const article = caseStudyJsonLd(base, Object.values(caseStudies)[0], site.name);
    const {
      datePublished: _published,
      dateModified: _modified,
      author: _author,
      image: _image,
      ...bare
    } = article;
    expect(checkJsonLd(bare)).toEqual(
      expect.arrayContaining([
        "Article: datePublished",
        "Article: dateModified",
        "Article: author",
        "Article: image",
      ]),
    );
    expect(checkJsonLd({ ...article, about: { "@type": "LocalBusiness", name: "X" } })).toContain(
      "about: business: PostalAddress",
    );
    expect(
      checkJsonLd({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: "H",
        datePublished: "2026-03-01T10:00:00.000Z",
        author: { "@type": "Person", name: "Dana" },
        publisher: { "@type": "Organization", name: site.name },
        image: [`${base}/og/blog/h.png`],
        mainEntityOfPage: `${base}/blog/h`,
      }),
    ).toEqual(["BlogPosting: dateModified"]);
  });

  it("reports what is missing or malformed", () => {
    const business = localBusinessJsonLd(base, defaultBusinessDetails);
    expect(checkJsonLd({ ...business, "@context": "http://schema.org" })).toContain(
      "@context is not https://schema.org",
    );
    expect(checkJsonLd({ ...business, telephone: "(713) 555-0142" })).toContain(
      "business: telephone in E.164",
    );
    const product = productJsonLd(base, templates[0]);
    expect(checkJsonLd({ ...product, offers: { ...product.offers, price: "$999" } })).toContain(
      "Offer: price",
    );
    expect(
      checkJsonLd({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 2, name: "A", item: "/a" },
          { "@type": "ListItem", position: 3, name: "B" },
        ],
      }),
    ).toEqual(expect.arrayContaining(["BreadcrumbList: positions 1..n", "BreadcrumbList: item URL"]));
    expect(checkJsonLd({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] })).toContain(
      "FAQPage: mainEntity",
    );
    expect(checkJsonLd({ "@context": "https://schema.org", "@type": "Thing" })).toContain(
      "unexpected @type Thing",
    );
  });
});
