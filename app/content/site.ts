/**
 * The agency's identity: invented once here and used everywhere (pages, mails, JSON-LD).
 * The phone uses the 555 range and the domain the reserved .example TLD.
 */
export const site = {
  name: "Hearthstone Digital",
  shortName: "Hearthstone",
  tagline: "Websites & marketing for local home-service pros",
  description:
    "Hearthstone Digital builds websites, local SEO and ad campaigns that keep plumbers, HVAC techs, electricians and roofers booked solid.",
  phone: "(713) 555-0142",
  phoneHref: "tel:+17135550142",
  email: "hello@hearthstonedigital.example",
  emailHref: "mailto:hello@hearthstonedigital.example",
  address: {
    street: "2450 Westheimer Rd, Suite 310",
    city: "Houston",
    region: "TX",
    postalCode: "77098",
    country: "US",
  },
  foundedYear: 2015,
  hours: [
    {
      days: "Monday - Friday",
      short: "Mon-Fri",
      opens: "09:00",
      closes: "18:00",
      label: "9:00 AM - 6:00 PM",
    },
    { days: "Saturday", short: "Sat", opens: "10:00", closes: "14:00", label: "10:00 AM - 2:00 PM" },
    { days: "Sunday", short: "Sun", opens: null, closes: null, label: "Closed" },
  ],
  /** The agency's own profiles (JSON-LD sameAs); none is public yet, so none is claimed. */
  social: {} as Partial<Record<"facebook" | "linkedin" | "instagram", string>>,
} as const;
