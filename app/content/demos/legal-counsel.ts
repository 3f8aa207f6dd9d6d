import type { DemoSite } from "./types";

/** Legal Counsel demo: a fictional two-partner law firm. */
export const legalCounselDemo: DemoSite<"legal-counsel"> = {
  templateId: "legal-counsel",
  business: {
    name: "Hale & Whitmore",
    tagline: "Attorneys at Law · Business, estate and real estate law",
    phone: "(713) 555-0182",
    email: "intake@halewhitmore-demo.test",
    address: "909 Fannin Street, Suite 1850, Houston, TX 77010",
    hours: "Mon-Fri 8:30am-5:30pm · Evening consultations by appointment",
  },
  theme: {
    colors: {
      page: "#f8fafc",
      surface: "#eef1f5",
      text: "#111827",
      muted: "#4b5563",
      border: "#cbd5e1",
      primary: "#1f2937",
      onPrimary: "#ffffff",
      onPrimarySoft: "#e5d8c3",
      accent: "#b08d57",
      onAccent: "#111827",
      link: "#7a5c2e",
    },
    headingFont: "serif",
    headingWeight: "bold",
    uppercaseHeadings: false,
    shape: "square",
    header: "bar",
    hero: { layout: "split", tone: "dark" },
  },
  cta: { label: "Free Consultation", page: "contact" },
  footerText:
    "Hale & Whitmore is a fictional firm created to demonstrate the Legal Counsel template. Nothing on this demo is legal advice. Attorney advertising.",
  home: {
    nav: "Home",
    title: "Business & Estate Attorneys in Houston",
    description:
      "Hale & Whitmore advises Houston families and business owners on contracts, estates and real estate. Request a confidential consultation.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "Houston · Since 2004",
        title: "Clear counsel for the decisions that matter",
        text: "We help families and business owners plan ahead, close deals and settle disputes, with flat fees wherever we can and plain English always.",
        primary: { label: "Request a Consultation", page: "contact" },
        secondary: { label: "Practice Areas", page: "practice-areas" },
        art: { kind: "columns", alt: "Illustration of a classical courthouse facade with four columns." },
      },
      {
        kind: "cards",
        eyebrow: "Practice areas",
        title: "How we can help",
        columns: 3,
        items: [
          {
            icon: "briefcase",
            title: "Business Law",
            text: "Formation, contracts, partner agreements and buying or selling a company.",
          },
          {
            icon: "file",
            title: "Wills & Estates",
            text: "Wills, trusts, powers of attorney and probate, explained step by step.",
          },
          {
            icon: "home",
            title: "Real Estate",
            text: "Commercial leases, closings, title issues and landlord-tenant disputes.",
          },
        ],
        link: { label: "All practice areas", page: "practice-areas" },
      },
      {
        kind: "stats",
        items: [
          { value: "20+", label: "years in practice" },
          { value: "1,400", label: "estate plans drafted" },
          { value: "$310M", label: "in transactions closed" },
          { value: "Flat", label: "fees for most matters" },
        ],
      },
      {
        kind: "testimonials",
        title: "Client testimonials",
        items: [
          {
            quote:
              "They explained our trust in a single meeting, in words we understood, for the fee they quoted.",
            name: "R. and J. Patel",
            detail: "Estate planning clients",
          },
          {
            quote: "Thomas negotiated our lease like it was his own business on the line.",
            name: "Owner, Montrose coffee roaster",
            detail: "Commercial lease",
          },
        ],
      },
      {
        kind: "cta",
        title: "Talk to an attorney this week",
        text: "The first 30-minute consultation is free and confidential.",
        action: { label: "Request a Consultation", page: "contact" },
      },
    ],
  },
  pages: {
    "practice-areas": {
      nav: "Practice Areas",
      title: "Practice Areas",
      description:
        "Business law, wills and estates, real estate, employment and dispute resolution in Houston.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Practice areas",
          title: "Practice areas",
          text: "We focus on six areas and refer everything else to firms we trust.",
        },
        {
          kind: "cards",
          title: "What we handle",
          columns: 2,
          items: [
            {
              icon: "briefcase",
              title: "Business Formation & Contracts",
              text: "Choosing an entity, operating agreements, customer and vendor contracts, and annual check-ups for growing companies.",
              meta: ["Flat-fee formation packages"],
            },
            {
              icon: "file",
              title: "Wills, Trusts & Estates",
              text: "Wills, revocable trusts, powers of attorney and guardianship designations, plus guidance through Texas probate.",
              meta: ["Estate plans from $1,800"],
            },
            {
              icon: "home",
              title: "Real Estate",
              text: "Commercial leases, purchase contracts, title curative work, HOA matters and landlord-tenant disputes.",
            },
            {
              icon: "users",
              title: "Employment Law for Employers",
              text: "Handbooks, non-compete and confidentiality agreements, and advice before a difficult termination.",
            },
            {
              icon: "scale",
              title: "Dispute Resolution",
              text: "Demand letters, mediation and business litigation in Harris County and surrounding courts.",
            },
            {
              icon: "award",
              title: "Succession Planning",
              text: "Buy-sell agreements and ownership transfers for family businesses, coordinated with your accountant.",
            },
          ],
        },
      ],
    },
    about: {
      nav: "Attorneys",
      title: "Our Attorneys",
      description: "Meet the attorneys of Hale & Whitmore: credentials, bar admissions and practice focus.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Attorneys",
          title: "Our attorneys",
          text: "Two partners and two associates; every client has a partner on the file.",
        },
        {
          kind: "cards",
          title: "Partners and associates",
          columns: 4,
          items: [
            {
              art: { kind: "portrait", variant: 11, alt: "Portrait illustration of Eleanor Hale." },
              title: "Eleanor Hale",
              meta: ["Founding partner", "J.D., University of Texas", "Board certified, Estate Planning"],
            },
            {
              art: { kind: "portrait", variant: 12, alt: "Portrait illustration of Thomas Whitmore." },
              title: "Thomas Whitmore",
              meta: ["Partner", "J.D., Rice University", "Licensed in Texas and Louisiana"],
            },
            {
              art: { kind: "portrait", variant: 13, alt: "Portrait illustration of Daniela Ruiz." },
              title: "Daniela Ruiz",
              meta: ["Associate", "J.D., University of Houston", "Habla español"],
            },
            {
              art: { kind: "portrait", variant: 14, alt: "Portrait illustration of Marcus Green." },
              title: "Marcus Green",
              meta: ["Associate", "J.D., Texas Southern University"],
            },
          ],
        },
        {
          kind: "split",
          title: "How we work",
          paragraphs: [
            "We quote a flat fee whenever the work can be scoped, and an estimate with a cap when it cannot. You receive a written summary after every meeting.",
          ],
          bullets: [
            "Replies within one business day",
            "Evening meetings by appointment",
            "Secure client portal",
          ],
          art: { kind: "columns", variant: 1, alt: "Illustration of a courthouse facade at dusk." },
          tone: "surface",
        },
      ],
    },
    contact: {
      nav: "Contact",
      title: "Request a Consultation",
      description: "Request a free, confidential 30-minute consultation with Hale & Whitmore.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Contact",
          title: "Request a confidential consultation",
          text: "Tell us briefly what your matter is about. Please do not send confidential details until we have confirmed there is no conflict of interest.",
        },
        {
          kind: "contact",
          title: "Our office",
          intro:
            "Downtown Houston, steps from the Main Street Square rail station. Validated parking in the building garage.",
          details: [
            { label: "Phone", value: "(713) 555-0182" },
            { label: "E-mail", value: "intake@halewhitmore-demo.test" },
            { label: "Address", value: "909 Fannin Street, Suite 1850, Houston, TX 77010" },
          ],
          hours: [
            { days: "Monday-Friday", time: "8:30 am - 5:30 pm" },
            { days: "Evenings", time: "By appointment" },
          ],
          form: {
            title: "Consultation request",
            fields: [
              { name: "name", label: "Full name", type: "text" },
              { name: "email", label: "E-mail", type: "email" },
              {
                name: "matter",
                label: "Type of matter",
                type: "select",
                options: ["Business", "Wills & estates", "Real estate", "Employment", "Dispute", "Other"],
              },
              {
                name: "time",
                label: "Best time to call",
                type: "select",
                options: ["Morning", "Afternoon", "Evening"],
              },
            ],
            submit: "Request consultation",
          },
        },
      ],
    },
  },
};
