/**
 * Shape checks for the schema.org JSON-LD the pages emit: @context, a known @type, and the
 * properties Google's rich results require (or that the spec asks for, such as hours).
 * Returns a list of problems, empty when the object is fine.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+/.test(value);
const isIsoDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
const typeOf = (value: Json) =>
  (Array.isArray(value["@type"]) ? value["@type"] : [value["@type"]]) as unknown[];

const localBusinessTypes = new Set(["LocalBusiness", "ProfessionalService", "HomeAndConstructionBusiness"]);

export function checkJsonLd(node: unknown, { root = true } = {}): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  if (!isObject(node)) return ["not an object"];
  if (root) need(node["@context"] === "https://schema.org", "@context is not https://schema.org");
  const types = typeOf(node);
  need(types.every(isText), "@type missing");
  const type = String(types[0]);

  const imageOk = (value: unknown) =>
    isAbsoluteUrl(value) || (Array.isArray(value) && value.length > 0 && value.every(isAbsoluteUrl));

  // A business named inside another object (a case study's client): a name and where it is.
  if (!root && types.some((t) => localBusinessTypes.has(String(t)))) {
    need(isText(node.name), "business: name");
    const address = node.address;
    need(isObject(address) && address["@type"] === "PostalAddress", "business: PostalAddress");
    if (isObject(address)) {
      for (const key of ["addressLocality", "addressRegion", "addressCountry"]) {
        need(isText(address[key]), `business: address.${key}`);
      }
    }
    return problems;
  }
  const nested = (key: string) => {
    const value = node[key];
    if (isObject(value))
      for (const problem of checkJsonLd(value, { root: false })) problems.push(`${key}: ${problem}`);
  };

  if (types.some((t) => localBusinessTypes.has(String(t)))) {
    need(isText(node.name), "business: name");
    need(isAbsoluteUrl(node.url), "business: url");
    need(
      isText(node.telephone) && /^\+\d{7,15}$/.test(String(node.telephone)),
      "business: telephone in E.164",
    );
    const address = node.address;
    need(isObject(address) && address["@type"] === "PostalAddress", "business: PostalAddress");
    if (isObject(address)) {
      for (const key of [
        "streetAddress",
        "addressLocality",
        "addressRegion",
        "postalCode",
        "addressCountry",
      ]) {
        need(isText(address[key]), `business: address.${key}`);
      }
    }
    const hours = node.openingHoursSpecification;
    need(Array.isArray(hours) && hours.length > 0, "business: openingHoursSpecification");
    for (const spec of Array.isArray(hours) ? hours : []) {
      need(isObject(spec) && spec["@type"] === "OpeningHoursSpecification", "hours: @type");
      if (!isObject(spec)) continue;
      need(
        /^\d{2}:\d{2}$/.test(String(spec.opens)) && /^\d{2}:\d{2}$/.test(String(spec.closes)),
        "hours: opens/closes HH:MM",
      );
      const days = Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek];
      need(
        days.length > 0 &&
          days.every((day) =>
            /^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(String(day)),
          ),
        "hours: dayOfWeek",
      );
    }
    return problems;
  }

  switch (type) {
    case "FAQPage": {
      const questions = node.mainEntity;
      need(Array.isArray(questions) && questions.length > 0, "FAQPage: mainEntity");
      for (const question of Array.isArray(questions) ? questions : []) {
        need(
          isObject(question) && question["@type"] === "Question" && isText(question.name),
          "FAQPage: Question name",
        );
        const answer = isObject(question) ? question.acceptedAnswer : undefined;
        need(
          isObject(answer) && answer["@type"] === "Answer" && isText(answer.text),
          "FAQPage: acceptedAnswer text",
        );
      }
      break;
    }
    case "Product": {
      need(isText(node.name), "Product: name");
      need(imageOk(node.image), "Product: image");
      need(isText(node.description), "Product: description");
      const offer = node.offers;
      need(isObject(offer) && offer["@type"] === "Offer", "Product: offers Offer");
      if (isObject(offer)) {
        need(/^\d+(\.\d{1,2})?$/.test(String(offer.price)) && Number(offer.price) > 0, "Offer: price");
        need(/^[A-Z]{3}$/.test(String(offer.priceCurrency)), "Offer: priceCurrency");
        need(/^https:\/\/schema\.org\/\w+$/.test(String(offer.availability)), "Offer: availability");
      }
      break;
    }
    case "BlogPosting":
    case "Article": {
      need(isText(node.headline) && String(node.headline).length <= 110, `${type}: headline (<= 110 chars)`);
      need(isObject(node.publisher) && isText((node.publisher as Json).name), `${type}: publisher`);
      // Google's article properties: image, dates and author are recommended; we require them all.
      need(isIsoDate(node.datePublished), `${type}: datePublished`);
      need(isIsoDate(node.dateModified), `${type}: dateModified`);
      if (isIsoDate(node.datePublished) && isIsoDate(node.dateModified)) {
        need(
          Date.parse(String(node.dateModified)) >= Date.parse(String(node.datePublished)),
          `${type}: dateModified before datePublished`,
        );
      }
      const author = node.author;
      need(isObject(author) && isText(author.name), `${type}: author`);
      if (isObject(author) && author["@type"] === "Organization")
        need(isAbsoluteUrl(author.url), `${type}: author url`);
      need(imageOk(node.image), `${type}: image`);
      need(isAbsoluteUrl(node.mainEntityOfPage), `${type}: mainEntityOfPage`);
      nested("about");
      break;
    }
    case "BreadcrumbList": {
      const items = node.itemListElement;
      need(Array.isArray(items) && items.length >= 2, "BreadcrumbList: at least two items");
      (Array.isArray(items) ? items : []).forEach((item, index, all) => {
        need(isObject(item) && item["@type"] === "ListItem", "BreadcrumbList: ListItem");
        if (!isObject(item)) return;
        need(item.position === index + 1, "BreadcrumbList: positions 1..n");
        need(isText(item.name), "BreadcrumbList: name");
        // Only the last item (the page itself) may leave out its URL.
        if (index < all.length - 1) need(isAbsoluteUrl(item.item), "BreadcrumbList: item URL");
      });
      break;
    }
    case "CreativeWork":
      need(isText(node.name), "CreativeWork: name");
      need(isAbsoluteUrl(node.url), "CreativeWork: url");
      nested("about");
      break;
    case "Organization":
    case "WebSite":
      need(isText(node.name) && isAbsoluteUrl(node.url), `${type}: name and url`);
      break;
    default:
      problems.push(`unexpected @type ${type}`);
  }
  return problems;
}

/** The JSON-LD blocks of an HTML document, parsed. Throws on invalid JSON. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]),
  );
}
