import type { DemoSite } from "./types";

/** Wellness Spa demo: a fictional day spa. */
export const wellnessSpaDemo: DemoSite<"wellness-spa"> = {
  templateId: "wellness-spa",
  business: {
    name: "Still Water Day Spa",
    tagline: "Massage, facials and quiet in Bellaire",
    phone: "(713) 555-0164",
    email: "relax@stillwater-demo.test",
    address: "5102 Bissonnet Street, Bellaire, TX 77401",
    hours: "Mon-Sat 9am-8pm · Sun 10am-6pm",
  },
  theme: {
    colors: {
      page: "#f7f3ec",
      surface: "#ece4d6",
      text: "#2f3e30",
      muted: "#56604f",
      border: "#d9ccb6",
      primary: "#46654a",
      onPrimary: "#ffffff",
      onPrimarySoft: "#e3ecdf",
      accent: "#8a5a36",
      onAccent: "#ffffff",
      link: "#46654a",
    },
    headingFont: "serif",
    headingWeight: "light",
    shape: "round",
    header: "centered",
    hero: { layout: "split", tone: "light", reverse: true },
  },
  cta: { label: "Book Now", page: "book" },
  footerText: "Still Water Day Spa is a fictional business created to demonstrate the Wellness Spa template.",
  home: {
    nav: "Home",
    title: "Day Spa in Bellaire",
    description: "Massage, facials and body treatments in a quiet Bellaire day spa. Book online.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "Day spa · Bellaire",
        title: "An hour that feels like a weekend",
        text: "Massage, facials and body rituals in six quiet treatment rooms. Arrive early for tea in the garden.",
        primary: { label: "Book Now", page: "book" },
        secondary: { label: "View Treatments", page: "treatments" },
        art: { kind: "stones", alt: "Illustration of stacked smooth stones beside a sprig of eucalyptus." },
      },
      {
        kind: "cards",
        eyebrow: "Guest favorites",
        title: "Treatments to begin with",
        columns: 3,
        tone: "surface",
        items: [
          {
            icon: "heart",
            title: "Signature Massage",
            text: "Warm oil, slow pressure, tailored to where you hold tension.",
            meta: ["60 or 90 min"],
            price: "from $115",
          },
          {
            icon: "sparkles",
            title: "Glow Facial",
            text: "Enzyme peel, gentle extractions and a calming mask.",
            meta: ["60 min"],
            price: "$125",
          },
          {
            icon: "flower",
            title: "Garden Ritual",
            text: "Body scrub, wrap and scalp massage: our most-booked gift.",
            meta: ["120 min"],
            price: "$245",
          },
        ],
        link: { label: "All treatments", page: "treatments" },
      },
      {
        kind: "split",
        eyebrow: "Gift cards",
        title: "Give someone an afternoon off",
        paragraphs: [
          "Gift cards in any amount, printed on seeded paper that grows wildflowers, or sent by e-mail in minutes.",
        ],
        bullets: ["Never expire", "Valid for every treatment and product"],
        art: { kind: "leaf", alt: "Illustration of eucalyptus leaves in a ceramic vase." },
      },
      {
        kind: "testimonials",
        title: "Kind words",
        items: [
          {
            quote:
              "The most relaxing ninety minutes I've had in years. The garden tea afterwards is a lovely touch.",
            name: "Denise R.",
            detail: "Signature Massage",
          },
          {
            quote: "My skin has never looked better. Alana explains everything without any upselling.",
            name: "Kim T.",
            detail: "Glow Facial",
          },
        ],
      },
    ],
  },
  pages: {
    treatments: {
      nav: "Treatments",
      title: "Treatments & Prices",
      description: "Massage, facials and body treatments at Still Water Day Spa, with durations and prices.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Treatments",
          title: "Treatments & prices",
          text: "Every treatment starts with a short conversation about how you feel today.",
        },
        {
          kind: "menu",
          title: "Treatment menu",
          sections: [
            {
              title: "Massage",
              items: [
                {
                  name: "Signature Massage",
                  description: "Swedish and deep-tissue techniques, warm oil · 60 / 90 min",
                  price: "$115 / $160",
                },
                {
                  name: "Hot Stone Massage",
                  description: "Basalt stones melt tension in back and shoulders · 75 min",
                  price: "$145",
                },
                {
                  name: "Prenatal Massage",
                  description: "Side-lying with supportive cushions, from the second trimester · 60 min",
                  price: "$120",
                },
              ],
            },
            {
              title: "Facials",
              items: [
                {
                  name: "Glow Facial",
                  description: "Enzyme peel, extractions, calming mask · 60 min",
                  price: "$125",
                },
                {
                  name: "Hydra Facial",
                  description: "Deep cleanse and hyaluronic infusion · 50 min",
                  price: "$165",
                },
              ],
            },
            {
              title: "Body",
              items: [
                {
                  name: "Sea Salt Scrub",
                  description: "Exfoliation with lavender oil, followed by a rich lotion · 45 min",
                  price: "$95",
                },
                {
                  name: "Garden Ritual",
                  description: "Scrub, herbal wrap and scalp massage · 120 min",
                  price: "$245",
                },
              ],
            },
          ],
          footnote:
            "Please arrive 15 minutes early. Cancellations less than 24 hours ahead are charged at 50%.",
        },
      ],
    },
    about: {
      nav: "Our Team",
      title: "Our Team",
      description: "Meet Still Water's licensed massage therapists and estheticians.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Our team",
          title: "Gentle hands, years of practice",
          text: "Every therapist is licensed in Texas and has at least five years of experience.",
        },
        {
          kind: "cards",
          title: "Therapists & estheticians",
          columns: 3,
          items: [
            {
              art: { kind: "portrait", variant: 8, alt: "Portrait illustration of Alana Brooks." },
              title: "Alana Brooks",
              meta: ["Lead esthetician"],
              text: "Twelve years of facials, and a soft spot for sensitive skin.",
            },
            {
              art: { kind: "portrait", variant: 9, alt: "Portrait illustration of Rafael Soto." },
              title: "Rafael Soto",
              meta: ["Massage therapist, LMT"],
              text: "Sports and deep-tissue work; ask him about hot stones.",
            },
            {
              art: { kind: "portrait", variant: 10, alt: "Portrait illustration of Grace Kim." },
              title: "Grace Kim",
              meta: ["Massage therapist, LMT"],
              text: "Certified in prenatal massage and lymphatic drainage.",
            },
          ],
        },
        {
          kind: "split",
          title: "Your first visit",
          paragraphs: [
            "Arrive fifteen minutes early to change into a robe and fill in a short health form. Your therapist will ask about pressure and any areas to avoid.",
          ],
          bullets: [
            "Robes, slippers and lockers provided",
            "Tea garden open before and after",
            "Free parking",
          ],
          art: { kind: "leaf", variant: 1, alt: "Illustration of a folded robe and a cup of tea." },
          tone: "surface",
          reverse: true,
        },
      ],
    },
    book: {
      nav: "Book",
      title: "Book an Appointment",
      description: "Request an appointment at Still Water Day Spa in Bellaire.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Book",
          title: "Request an appointment",
          text: "Choose a treatment and a time; our front desk confirms by text within two hours.",
        },
        {
          kind: "contact",
          title: "Visit us",
          intro: "Two blocks from Bellaire Town Square, with free parking in front.",
          details: [
            { label: "Phone", value: "(713) 555-0164" },
            { label: "E-mail", value: "relax@stillwater-demo.test" },
            { label: "Address", value: "5102 Bissonnet Street, Bellaire, TX 77401" },
          ],
          hours: [
            { days: "Monday-Saturday", time: "9:00 am - 8:00 pm" },
            { days: "Sunday", time: "10:00 am - 6:00 pm" },
          ],
          form: {
            title: "Appointment request",
            fields: [
              { name: "name", label: "Name", type: "text" },
              { name: "phone", label: "Mobile number", type: "tel" },
              {
                name: "treatment",
                label: "Treatment",
                type: "select",
                options: [
                  "Signature Massage",
                  "Hot Stone Massage",
                  "Glow Facial",
                  "Hydra Facial",
                  "Garden Ritual",
                ],
              },
              { name: "date", label: "Preferred date", type: "date" },
            ],
            submit: "Request appointment",
          },
        },
      ],
    },
  },
};
