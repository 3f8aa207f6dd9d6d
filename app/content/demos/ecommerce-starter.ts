import type { DemoSite } from "./types";

/** eCommerce Starter demo: a fictional home-goods shop. */
export const ecommerceStarterDemo: DemoSite<"ecommerce-starter"> = {
  templateId: "ecommerce-starter",
  business: {
    name: "Juniper & Clay",
    tagline: "Handmade home goods from Texas makers",
    phone: "(281) 555-0137",
    email: "shop@juniperclay-demo.test",
    address: "2314 19th Street, Houston, TX 77008",
    hours: "Shop Tue-Sun 10am-6pm · Online 24/7",
  },
  theme: {
    colors: {
      page: "#faf5ff",
      surface: "#f1eafe",
      text: "#2e1065",
      muted: "#574a7d",
      border: "#ddd6fe",
      primary: "#6d28d9",
      onPrimary: "#ffffff",
      onPrimarySoft: "#ede9fe",
      accent: "#be185d",
      onAccent: "#ffffff",
      link: "#6d28d9",
    },
    headingFont: "display",
    headingWeight: "extrabold",
    shape: "round",
    header: "light",
    hero: { layout: "split", tone: "light", reverse: true },
  },
  cta: { label: "Shop Now", page: "shop" },
  footerText:
    "Juniper & Clay is a fictional shop created to demonstrate the eCommerce Starter template. Nothing here is for sale.",
  home: {
    nav: "Home",
    title: "Handmade Home Goods from Texas Makers",
    description:
      "Ceramics, candles, linens and plants made by Texas makers. Local pickup in the Heights or delivery.",
    blocks: [
      {
        kind: "hero",
        eyebrow: "New: the spring collection",
        title: "Things for the home, made by hand in Texas",
        text: "Stoneware from Wimberley, candles poured in Austin, linens from a Marfa studio. Free local pickup at our 19th Street shop.",
        primary: { label: "Shop Now", page: "shop" },
        secondary: { label: "Meet the Makers", page: "about" },
        art: { kind: "bag", alt: "Illustration of a shopping bag beside a ceramic vase and a candle." },
      },
      {
        kind: "cards",
        eyebrow: "Best sellers",
        title: "Our customers' favorites",
        columns: 4,
        items: [
          {
            art: { kind: "product", variant: 0, alt: "Illustration of a speckled stoneware mug." },
            badge: "Best seller",
            title: "Speckled Stoneware Mug",
            meta: ["Wimberley Clay Co."],
            price: "$34",
          },
          {
            art: { kind: "product", variant: 1, alt: "Illustration of a soy candle in an amber jar." },
            title: "Cedar & Smoke Candle",
            meta: ["Lone Wick, Austin"],
            price: "$28",
          },
          {
            art: { kind: "product", variant: 2, alt: "Illustration of a potted snake plant." },
            badge: "Local pickup",
            title: "Snake Plant, 6 in.",
            meta: ["Heights greenhouse"],
            price: "$42",
          },
          {
            art: { kind: "product", variant: 3, alt: "Illustration of a folded striped linen towel." },
            title: "Striped Linen Towel",
            meta: ["Marfa Loom"],
            price: "$24",
          },
        ],
        link: { label: "Shop everything", page: "shop" },
      },
      {
        kind: "split",
        eyebrow: "Pickup or delivery",
        title: "Order by noon, pick up by three",
        paragraphs: [
          "Choose free pickup at the shop, same-day delivery inside Loop 610 for $8, or shipping anywhere in Texas.",
        ],
        bullets: ["Free gift wrapping", "30-day returns", "Gift cards from $25"],
        art: { kind: "bag", variant: 1, alt: "Illustration of a wrapped gift box with a ribbon." },
        tone: "surface",
      },
      {
        kind: "testimonials",
        title: "Reviews",
        items: [
          {
            quote: "Ordered at 11, picked up at 2, and the gift wrap was gorgeous.",
            name: "Hannah W.",
            detail: "Verified buyer",
          },
          {
            quote: "The mugs are even nicer in person. Now I buy all my gifts here.",
            name: "Marco L.",
            detail: "Verified buyer",
          },
        ],
      },
    ],
  },
  pages: {
    shop: {
      nav: "Shop",
      title: "Shop All",
      description: "Shop handmade ceramics, candles, linens and plants from Texas makers.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Shop",
          title: "Shop all",
          text: "Eight of our 140 products. Every item shows whether it is in stock at the shop for pickup today.",
        },
        {
          kind: "cards",
          title: "Products",
          columns: 4,
          items: [
            {
              art: { kind: "product", variant: 0, alt: "Illustration of a speckled stoneware mug." },
              badge: "Best seller",
              title: "Speckled Stoneware Mug",
              meta: ["Ceramics", "In stock"],
              price: "$34",
            },
            {
              art: { kind: "product", variant: 1, alt: "Illustration of a soy candle in an amber jar." },
              title: "Cedar & Smoke Candle",
              meta: ["Candles", "In stock"],
              price: "$28",
            },
            {
              art: { kind: "product", variant: 2, alt: "Illustration of a potted snake plant." },
              badge: "Local pickup",
              title: "Snake Plant, 6 in.",
              meta: ["Plants", "Pickup only"],
              price: "$42",
            },
            {
              art: { kind: "product", variant: 3, alt: "Illustration of a folded striped linen towel." },
              title: "Striped Linen Towel",
              meta: ["Linens", "In stock"],
              price: "$24",
            },
            {
              art: { kind: "product", variant: 4, alt: "Illustration of a tall glazed vase." },
              badge: "New",
              title: "Tall Glazed Vase",
              meta: ["Ceramics", "3 left"],
              price: "$68",
            },
            {
              art: { kind: "product", variant: 5, alt: "Illustration of a lavender candle in a white tin." },
              badge: "Sale",
              title: "Lavender Field Tin Candle",
              meta: ["Candles", "In stock"],
              price: "$16",
            },
            {
              art: { kind: "product", variant: 6, alt: "Illustration of a small potted succulent." },
              title: "Succulent Trio",
              meta: ["Plants", "In stock"],
              price: "$30",
            },
            {
              art: { kind: "product", variant: 7, alt: "Illustration of a woven table runner." },
              title: "Woven Table Runner",
              meta: ["Linens", "Ships in 3 days"],
              price: "$52",
            },
          ],
        },
        {
          kind: "cta",
          title: "Looking for a gift?",
          text: "Tell us the budget and who it's for; we'll put a box together and wrap it for free.",
          action: { label: "Ask the shop", page: "contact" },
        },
      ],
    },
    about: {
      nav: "Our Makers",
      title: "Our Makers",
      description: "Juniper & Clay works with twenty-two small makers across Texas.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Our makers",
          title: "Twenty-two makers, one small shop",
          text: "We visit every studio before we stock their work, and pay makers within a week of a sale.",
        },
        {
          kind: "cards",
          title: "A few of our makers",
          columns: 3,
          items: [
            {
              art: { kind: "portrait", variant: 15, alt: "Portrait illustration of potter Jo Whitfield." },
              title: "Wimberley Clay Co.",
              meta: ["Stoneware · Wimberley"],
              text: "Jo Whitfield throws every mug by hand and glazes in small batches.",
            },
            {
              art: { kind: "portrait", variant: 16, alt: "Portrait illustration of candle maker Sam Ortiz." },
              title: "Lone Wick",
              meta: ["Candles · Austin"],
              text: "Sam pours soy candles with Texas-grown scents: cedar, sage, grapefruit.",
            },
            {
              art: { kind: "portrait", variant: 17, alt: "Portrait illustration of weaver Ada Brennan." },
              title: "Marfa Loom",
              meta: ["Linens · Marfa"],
              text: "Ada weaves towels and runners on a 1950s floor loom.",
            },
          ],
        },
        {
          kind: "split",
          title: "Visit the shop",
          paragraphs: [
            "Our 19th Street shop is open Tuesday to Sunday. Come in to see the new arrivals, pick up an online order or have a gift wrapped.",
          ],
          art: {
            kind: "bag",
            variant: 2,
            alt: "Illustration of the shop counter with a shopping bag and plants.",
          },
          tone: "surface",
          reverse: true,
        },
      ],
    },
    contact: {
      nav: "Contact",
      title: "Contact & Shipping",
      description: "Contact Juniper & Clay: shop hours, local pickup, delivery and returns.",
      blocks: [
        {
          kind: "pageHeader",
          eyebrow: "Contact",
          title: "Questions about an order?",
          text: "We answer e-mails within a day, and the shop phone during opening hours.",
        },
        {
          kind: "contact",
          title: "The shop",
          intro:
            "Pickup orders are ready in three hours. Delivery inside Loop 610 the same day for orders placed by noon.",
          details: [
            { label: "Phone", value: "(281) 555-0137" },
            { label: "E-mail", value: "shop@juniperclay-demo.test" },
            { label: "Shop", value: "2314 19th Street, Houston, TX 77008" },
            { label: "Returns", value: "30 days, unused, with receipt" },
          ],
          hours: [
            { days: "Tuesday-Saturday", time: "10:00 am - 6:00 pm" },
            { days: "Sunday", time: "11:00 am - 5:00 pm" },
            { days: "Monday", time: "Closed" },
          ],
          form: {
            title: "Send us a message",
            fields: [
              { name: "name", label: "Name", type: "text" },
              { name: "email", label: "E-mail", type: "email" },
              { name: "order", label: "Order number (optional)", type: "text" },
              { name: "message", label: "Message", type: "textarea" },
            ],
            submit: "Send message",
          },
        },
      ],
    },
  },
};
