import type { DemoSite } from "./types";

/** Realty Finder demo: a fictional two-agent brokerage. */
export const realtyFinderDemo: DemoSite<"realty-finder"> = {
  templateId: "realty-finder",
  business: {
    name: "Bayou Key Realty",
    tagline: "Homes in the Heights, Garden Oaks and Oak Forest",
    phone: "(832) 555-0173",
    email: "team@bayoukey-demo.test",
    address: "3401 Ella Boulevard, Suite 200, Houston, TX 77018",
    hours: "Showings 7 days a week, 8am-8pm",
  },
  theme: {
    colors: {
      page: "#ffffff",
      surface: "#f0fdfa",
      text: "#134e4a",
      muted: "#3f6461",
      border: "#b5e6dd",
      primary: "#0f766e",
      onPrimary: "#ffffff",
      onPrimarySoft: "#ccfbf1",
      accent: "#c2410c",
      onAccent: "#ffffff",
      link: "#0f766e",
    },
    headingFont: "sans",
    headingWeight: "bold",
    shape: "soft",
    header: "light",
    hero: { layout: "search", tone: "light" },
  },
  cta: { label: "Book a Showing", page: "contact" },
  footerText:
    "Bayou Key Realty is a fictional brokerage. Listings, prices and agents on this demo are invented to show the Realty Finder template. Equal Housing Opportunity.",
  home: {
    nav: "Home",
    title: "Homes for Sale in the Heights & Garden Oaks",
    description:
      "Search homes for sale in the Houston Heights, Garden Oaks and Oak Forest with Bayou Key Realty.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "Inner Loop North · Houston",
        title: "Find the house that feels like home",
        text: "Neighborhood agents who walk these streets every day. Browse 24 active listings, or tell us what you need and we'll send new ones before they hit the portals.",
        primary: { label: "Browse Listings", page: "listings" },
        secondary: { label: "Get a Home Value", page: "contact" },
        art: {
          kind: "house",
          alt: "Illustration of a two-story craftsman house with a teal roof and an oak tree.",
        },
        quickLinks: {
          title: "Popular searches",
          links: [
            { label: "Under $500k", page: "listings" },
            { label: "3+ bedrooms", page: "listings" },
            { label: "Garden Oaks", page: "listings" },
            { label: "New construction", page: "listings" },
          ],
        },
      },
      {
        kind: "cards",
        eyebrow: "Just listed",
        title: "New on the market",
        columns: 3,
        items: [
          {
            art: { kind: "house", variant: 1, alt: "Illustration of a white bungalow with a coral door." },
            badge: "New",
            price: "$489,000",
            title: "1418 Chantilly Lane",
            meta: ["Garden Oaks", "3 bd · 2 ba · 1,740 sq ft"],
          },
          {
            art: {
              kind: "house",
              variant: 2,
              alt: "Illustration of a modern two-story house with large windows.",
            },
            badge: "Open Sun 1-3",
            price: "$725,000",
            title: "819 Wakefield Drive",
            meta: ["Oak Forest", "4 bd · 3.5 ba · 2,960 sq ft"],
          },
          {
            art: { kind: "house", variant: 3, alt: "Illustration of a blue craftsman cottage with a porch." },
            price: "$612,500",
            title: "522 Arlington Street",
            meta: ["Houston Heights", "3 bd · 2 ba · 1,880 sq ft"],
          },
        ],
        link: { label: "See all listings", page: "listings" },
      },
      {
        kind: "stats",
        items: [
          { value: "$142M", label: "sold since 2019" },
          { value: "11 days", label: "median days on market" },
          { value: "101%", label: "of list price, on average" },
          { value: "318", label: "families moved" },
        ],
      },
      {
        kind: "testimonials",
        title: "From our buyers and sellers",
        items: [
          {
            quote:
              "Carmen knew which streets flood and which don't. We closed on a house we would never have found alone.",
            name: "Evan & Sara P.",
            detail: "Bought in Oak Forest",
          },
          {
            quote: "Listed on Thursday, four offers by Sunday, and we closed over asking.",
            name: "Gloria M.",
            detail: "Sold in Garden Oaks",
          },
        ],
      },
    ],
  },
  pages: {
    listings: {
      nav: "Listings",
      title: "Homes for Sale",
      description: "Active listings from Bayou Key Realty in the Heights, Garden Oaks and Oak Forest.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Listings",
          title: "Homes for sale",
          text: "Six of our 24 active listings. Every listing has a showing request button, and we answer within the hour.",
        },
        {
          kind: "cards",
          title: "Active listings",
          columns: 3,
          items: [
            {
              art: { kind: "house", variant: 1, alt: "Illustration of a white bungalow with a coral door." },
              badge: "New",
              price: "$489,000",
              title: "1418 Chantilly Lane",
              meta: ["Garden Oaks", "3 bd · 2 ba · 1,740 sq ft"],
              text: "Renovated 1948 bungalow on a 7,500 sq ft lot with a detached studio.",
            },
            {
              art: {
                kind: "house",
                variant: 2,
                alt: "Illustration of a modern two-story house with large windows.",
              },
              badge: "Open Sun 1-3",
              price: "$725,000",
              title: "819 Wakefield Drive",
              meta: ["Oak Forest", "4 bd · 3.5 ba · 2,960 sq ft"],
              text: "2021 build with a primary suite downstairs and a covered patio.",
            },
            {
              art: {
                kind: "house",
                variant: 3,
                alt: "Illustration of a blue craftsman cottage with a porch.",
              },
              price: "$612,500",
              title: "522 Arlington Street",
              meta: ["Houston Heights", "3 bd · 2 ba · 1,880 sq ft"],
              text: "Classic Heights cottage, original pine floors, two blocks from the bike trail.",
            },
            {
              art: {
                kind: "house",
                variant: 4,
                alt: "Illustration of a brick ranch house with a wide lawn.",
              },
              price: "$399,000",
              title: "2207 Droxford Drive",
              meta: ["Oak Forest", "3 bd · 2 ba · 1,620 sq ft"],
              text: "Mid-century ranch with new roof (2023) and a big backyard.",
            },
            {
              art: { kind: "house", variant: 5, alt: "Illustration of a narrow three-story townhouse." },
              badge: "Price improved",
              price: "$455,000",
              title: "1034 W 20th Street #B",
              meta: ["Heights", "3 bd · 3.5 ba · 2,110 sq ft"],
              text: "Lock-and-leave townhome with a rooftop terrace and skyline views.",
            },
            {
              art: {
                kind: "house",
                variant: 0,
                alt: "Illustration of a two-story craftsman house with an oak tree.",
              },
              badge: "Under contract",
              price: "$868,000",
              title: "1601 Ella Lee Court",
              meta: ["Garden Oaks", "5 bd · 4 ba · 3,420 sq ft"],
              text: "Custom craftsman on an oversized lot with a pool and outdoor kitchen.",
            },
          ],
        },
        {
          kind: "cta",
          title: "Want new listings first?",
          text: "Tell us your budget and must-haves; we e-mail matching homes the day they are listed.",
          action: { label: "Tell us what you need", page: "contact" },
        },
      ],
    },
    about: {
      nav: "Our Agents",
      title: "Our Agents",
      description:
        "Meet the Bayou Key Realty agents: neighborhood specialists in Houston's Inner Loop North.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Our agents",
          title: "Two agents, three neighborhoods, zero hand-offs",
          text: "You work with the same agent from the first showing to the closing table.",
        },
        {
          kind: "cards",
          title: "Meet the team",
          columns: 2,
          items: [
            {
              art: { kind: "portrait", variant: 6, alt: "Portrait illustration of Carmen Delgado." },
              title: "Carmen Delgado",
              meta: ["Broker & founder", "Garden Oaks resident since 2006"],
              text: "Carmen has sold more than 200 homes within two miles of her own. Ask her about flood maps and school zones.",
            },
            {
              art: { kind: "portrait", variant: 7, alt: "Portrait illustration of Luke Harmon." },
              title: "Luke Harmon",
              meta: ["Buyer's agent", "Certified new-construction specialist"],
              text: "A former builder's project manager, Luke reads inspection reports like a contractor and negotiates like one.",
            },
          ],
        },
        {
          kind: "split",
          title: "Neighborhood guides",
          paragraphs: [
            "We publish honest guides to the Heights, Garden Oaks and Oak Forest: lot sizes, deed restrictions, flood history and where to get coffee.",
          ],
          bullets: ["Flood history for every street", "School zone maps", "Recent sales, updated weekly"],
          art: { kind: "house", variant: 4, alt: "Illustration of a tree-lined street with houses." },
          tone: "surface",
        },
      ],
    },
    contact: {
      nav: "Contact",
      title: "Book a Showing",
      description: "Book a showing or request a free home valuation from Bayou Key Realty.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Contact",
          title: "Book a showing or get a home value",
          text: "Tell us which home and when. For a valuation, we visit, compare recent sales and send a written estimate.",
        },
        {
          kind: "contact",
          title: "Our office",
          intro: "Showings seven days a week. We reply to every request within one hour during the day.",
          details: [
            { label: "Phone", value: "(832) 555-0173" },
            { label: "E-mail", value: "team@bayoukey-demo.test" },
            { label: "Office", value: "3401 Ella Boulevard, Suite 200, Houston, TX 77018" },
          ],
          hours: [
            { days: "Showings", time: "Every day, 8:00 am - 8:00 pm" },
            { days: "Office", time: "Monday-Friday, 9:00 am - 5:00 pm" },
          ],
          form: {
            title: "Showing request",
            fields: [
              { name: "name", label: "Name", type: "text" },
              { name: "email", label: "E-mail", type: "email" },
              {
                name: "listing",
                label: "Home",
                type: "select",
                options: [
                  "1418 Chantilly Lane",
                  "819 Wakefield Drive",
                  "522 Arlington Street",
                  "Home valuation",
                ],
              },
              { name: "date", label: "Preferred date", type: "date" },
              { name: "notes", label: "Anything we should know?", type: "textarea" },
            ],
            submit: "Request showing",
          },
        },
      ],
    },
  },
};
