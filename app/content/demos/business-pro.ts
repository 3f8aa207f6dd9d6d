import type { DemoSite } from "./types";

/** Business Pro demo: a fictional commercial facilities contractor. */
export const businessProDemo: DemoSite<"business-pro"> = {
  templateId: "business-pro",
  business: {
    name: "Ironwood Facility Services",
    tagline: "Commercial plumbing, electrical and HVAC for Houston buildings",
    phone: "(713) 555-0148",
    email: "projects@ironwood-demo.test",
    address: "4210 Westpark Drive, Houston, TX 77027",
    hours: "Office Mon-Fri 7am-6pm · Emergency line 24/7",
  },
  theme: {
    colors: {
      page: "#ffffff",
      surface: "#eef2ff",
      text: "#0f172a",
      muted: "#475569",
      border: "#c7d2fe",
      primary: "#1e3a8a",
      onPrimary: "#ffffff",
      onPrimarySoft: "#dbeafe",
      accent: "#0369a1",
      onAccent: "#ffffff",
      link: "#1d4ed8",
    },
    headingFont: "display",
    headingWeight: "extrabold",
    shape: "soft",
    header: "bar",
    hero: { layout: "split", tone: "light" },
  },
  cta: { label: "Request a Quote", page: "contact" },
  footerText:
    "Licensed and insured commercial contractor serving Greater Houston since 1998. TX Master Plumber M-40817 · TECL 31944 · TACLA 108272C (fictional demo licenses).",
  home: {
    nav: "Home",
    title: "Commercial Building Services in Houston",
    description:
      "Ironwood keeps offices, clinics and retail centers running: planned maintenance and repairs for plumbing, electrical and HVAC.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "Trusted by 340 Houston properties",
        title: "Your building, running smoothly every single day",
        text: "One accountable contractor for plumbing, electrical and HVAC. Planned maintenance that prevents call-outs, and a crew on site within two hours when something fails.",
        primary: { label: "Request a Quote", page: "contact" },
        secondary: { label: "Our Services", page: "services" },
        art: {
          kind: "skyline",
          alt: "Illustration of a city skyline with office towers under a morning sun.",
        },
      },
      {
        kind: "stats",
        items: [
          { value: "26 yrs", label: "serving Houston" },
          { value: "2 hr", label: "emergency response" },
          { value: "340+", label: "properties maintained" },
          { value: "4.9★", label: "from 610 reviews" },
        ],
      },
      {
        kind: "cards",
        eyebrow: "What we do",
        title: "Six trades, one service agreement",
        intro:
          "Every job is logged, photographed and reported, so property managers always know what was done and why.",
        columns: 3,
        items: [
          {
            icon: "wrench",
            title: "Commercial Plumbing",
            text: "Backflow testing, water heaters, leak detection and restroom build-outs.",
          },
          {
            icon: "zap",
            title: "Electrical",
            text: "Panel upgrades, lighting retrofits, generators and code corrections.",
          },
          {
            icon: "sun",
            title: "HVAC Maintenance",
            text: "Quarterly rooftop unit service, filter programs and chiller repairs.",
          },
        ],
        link: { label: "See all services", page: "services" },
      },
      {
        kind: "split",
        eyebrow: "Why managers switch to us",
        title: "Fewer surprises, fewer invoices",
        paragraphs: [
          "We start with a free walk-through of your building and a written maintenance plan with fixed quarterly pricing. Repairs outside the plan are quoted before we start, never after.",
        ],
        bullets: [
          "Dedicated account manager and one phone number",
          "Photo reports after every visit",
          "Net-30 invoicing and COIs on request",
        ],
        art: {
          kind: "crew",
          alt: "Illustration of three technicians in hard hats standing in front of a service van.",
        },
        tone: "surface",
      },
      {
        kind: "testimonials",
        title: "What property managers say",
        items: [
          {
            quote:
              "Ironwood took over four of our buildings and emergency calls dropped by half in the first year.",
            name: "Renee Castillo",
            detail: "Portfolio Manager, Bayline Properties",
          },
          {
            quote:
              "The photo reports alone save me a site visit every week. Invoices match the quote, every time.",
            name: "Tom Akers",
            detail: "Facilities Director, Greenway Medical Plaza",
          },
        ],
      },
      {
        kind: "cta",
        title: "Get a free building walk-through",
        text: "We inspect your systems and send a fixed-price maintenance plan within five business days.",
        action: { label: "Request a Quote", page: "contact" },
      },
    ],
  },
  pages: {
    services: {
      nav: "Services",
      title: "Services",
      description:
        "Commercial plumbing, electrical, HVAC, generator, fire-safety and build-out services in Houston.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Services",
          title: "Everything your building needs, from one crew",
          text: "Planned maintenance or one-off projects, priced in writing before we start.",
        },
        {
          kind: "cards",
          title: "Our trades",
          columns: 3,
          items: [
            {
              icon: "wrench",
              title: "Commercial Plumbing",
              text: "Backflow testing and certification, tankless and commercial water heaters, hydro-jetting, leak detection and restroom remodels.",
              meta: ["From $185 service call", "Licensed master plumbers"],
            },
            {
              icon: "zap",
              title: "Electrical",
              text: "Panel and service upgrades, LED lighting retrofits, parking-lot lighting, EV chargers and code corrections after inspections.",
              meta: ["From $165 service call", "TECL licensed"],
            },
            {
              icon: "sun",
              title: "HVAC Maintenance",
              text: "Quarterly rooftop unit service, filter programs, chiller and cooling-tower repairs, and energy audits.",
              meta: ["Plans from $240/unit/year", "NATE-certified techs"],
            },
            {
              icon: "zap",
              title: "Backup Generators",
              text: "Sizing, installation and monthly load testing for standby generators, with transfer switch service.",
              meta: ["Hurricane-season checks", "Generac & Kohler"],
            },
            {
              icon: "shield-plain",
              title: "Fire & Life Safety",
              text: "Emergency lighting, exit signs and backflow reports that keep your fire marshal inspections clean.",
              meta: ["Annual compliance calendar"],
            },
            {
              icon: "building",
              title: "Tenant Build-Outs",
              text: "MEP work for suites and retail spaces, coordinated with your general contractor and the city permit office.",
              meta: ["Permits handled", "Fixed-price bids"],
            },
          ],
        },
        {
          kind: "cta",
          title: "Not sure which plan fits?",
          text: "Tell us about your building and we'll recommend a maintenance schedule.",
          action: { label: "Talk to an estimator", page: "contact" },
        },
      ],
    },
    about: {
      nav: "About",
      title: "About Us",
      description: "A family-owned Houston commercial contractor since 1998, with 85 licensed technicians.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "About Ironwood",
          title: "Family-owned. Houston-built. Since 1998.",
          text: "What started as one plumber and a pickup truck is now 85 licensed technicians who look after 340 properties.",
        },
        {
          kind: "split",
          title: "Our story",
          paragraphs: [
            "Dale Ironwood opened the shop in a Westpark garage after twenty years fixing other contractors' shortcuts. His rule still hangs in the dispatch office: quote it right, do it once, clean up after.",
            "Today his daughter Lena runs the company, and every technician still carries a printed copy of the rule.",
          ],
          art: {
            kind: "crew",
            variant: 1,
            alt: "Illustration of the Ironwood crew beside their service van.",
          },
        },
        {
          kind: "cards",
          title: "Leadership",
          columns: 3,
          tone: "surface",
          items: [
            {
              art: { kind: "portrait", variant: 0, alt: "Portrait illustration of Lena Ironwood." },
              title: "Lena Ironwood",
              meta: ["President"],
            },
            {
              art: { kind: "portrait", variant: 1, alt: "Portrait illustration of Marcus Bell." },
              title: "Marcus Bell",
              meta: ["Director of Operations"],
            },
            {
              art: { kind: "portrait", variant: 2, alt: "Portrait illustration of Ana Trevino." },
              title: "Ana Trevino",
              meta: ["Head of Estimating"],
            },
          ],
        },
        {
          kind: "stats",
          items: [
            { value: "85", label: "licensed technicians" },
            { value: "62", label: "service vans" },
            { value: "0", label: "lost-time incidents in 2024" },
            { value: "A+", label: "BBB rating" },
          ],
        },
      ],
    },
    contact: {
      nav: "Contact",
      title: "Request a Quote",
      description: "Request a free building walk-through or a quote from Ironwood Facility Services.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Contact",
          title: "Request a quote",
          text: "Tell us about your property. An estimator calls back within one business day.",
        },
        {
          kind: "contact",
          title: "Reach the office",
          intro:
            "For an active leak or power loss, call the emergency line: a dispatcher answers around the clock.",
          details: [
            { label: "Office", value: "(713) 555-0148" },
            { label: "Emergency line", value: "(713) 555-0199" },
            { label: "E-mail", value: "projects@ironwood-demo.test" },
            { label: "Address", value: "4210 Westpark Drive, Houston, TX 77027" },
          ],
          hours: [
            { days: "Monday-Friday", time: "7:00 am - 6:00 pm" },
            { days: "Saturday", time: "8:00 am - 12:00 pm" },
            { days: "Emergencies", time: "24 hours, 7 days" },
          ],
          form: {
            title: "Quote request",
            fields: [
              { name: "name", label: "Your name", type: "text" },
              { name: "company", label: "Company or property", type: "text" },
              { name: "email", label: "E-mail", type: "email" },
              {
                name: "service",
                label: "Service needed",
                type: "select",
                options: ["Plumbing", "Electrical", "HVAC", "Generator", "Build-out", "Maintenance plan"],
              },
              { name: "details", label: "Tell us about the job", type: "textarea" },
            ],
            submit: "Send request",
          },
        },
      ],
    },
  },
};
