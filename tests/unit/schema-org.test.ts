import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, localBusinessJsonLd, productJsonLd } from "~/lib/json-ld";
import { templates } from "~/content/templates";
import { checkJsonLd } from "../helpers/schema-org";

const base = "https://www.hearthstone.example";

describe("JSON-LD builders and the shape checker", () => {
  it("builds a business with address, E.164 phone and weekday hours", () => {
    const business = localBusinessJsonLd(base);
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

  it("reports what is missing or malformed", () => {
    const business = localBusinessJsonLd(base);
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
