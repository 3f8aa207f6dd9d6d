import type { Faq } from "./faqs";
import type { templateIds } from "./prerender";

/**
 * Website To-Go (spec 2.9, 2.10, 3): the six ready-made templates, their catalog
 * categories, and the fixed texts of the templates page. Prices are whole US dollars.
 */
export type TemplateId = (typeof templateIds)[number];

/** The stylized screenshots a template's artwork can draw (app/components/shop/template-art.tsx). */
export type TemplateView = "home" | "grid" | "split" | "form" | "mobile" | "map";

/** A drawn picture of the template: which view, its caption and its alt text. */
export type TemplateImage = { view: TemplateView; label: string; alt: string };

/** The motif drawn in the template's hero picture. */
export type TemplateMotif = "skyline" | "plate" | "house" | "leaf" | "columns" | "bag";

/** Colors of the template's own design, used only inside its artwork. */
export type TemplatePalette = {
  page: string;
  surface: string;
  primary: string;
  primarySoft: string;
  accent: string;
  text: string;
  muted: string;
};

export type TemplateReview = { name: string; business: string; rating: number; text: string };
export type TemplateSpec = { label: string; value: string };
export type CustomizationOption = { title: string; description: string; included: boolean };

export type Template = {
  id: TemplateId;
  name: string;
  category: string;
  /** US dollars. */
  price: number;
  description: string;
  fullDescription: string;
  /** Ten features; the catalog card shows the first three. */
  features: readonly string[];
  image: TemplateImage;
  detailImages: readonly [TemplateImage, TemplateImage, TemplateImage];
  demoUrl?: string;
  bestFor: readonly string[];
  pages: readonly string[];
  specifications: readonly TemplateSpec[];
  customization: readonly CustomizationOption[];
  reviews: readonly TemplateReview[];
  palette: TemplatePalette;
  motif: TemplateMotif;
};

/** What every purchase includes (spec 2.10 and 9). */
export const purchaseIncludes = [
  "Full customization with your branding and content",
  "One month of technical support",
  "Mobile responsive design",
  "Basic SEO optimization",
] as const;

export const customizationWeeks = "1-2 weeks";
export const supportPeriod = "one month";

/** Specifications every template shares; each template adds its own rows first. */
const sharedSpecifications: readonly TemplateSpec[] = [
  { label: "Responsive layout", value: "Phones, tablets and desktops (tested from 360 px wide)" },
  { label: "Browser support", value: "Current Chrome, Safari, Edge and Firefox" },
  { label: "Performance", value: "90+ Lighthouse performance score on mobile at launch" },
  { label: "Accessibility", value: "WCAG 2.1 AA color contrast, keyboard navigation, alt text" },
  { label: "SEO basics", value: "Titles, meta descriptions, sitemap.xml, schema markup, redirects" },
  { label: "Hosting", value: "Your own hosting or ours; SSL and daily backups either way" },
  { label: "Delivery", value: "Customized and launched in 1-2 weeks" },
  { label: "Support", value: "One month of technical support after launch" },
];

/** Customization options every template offers; each template adds its own first. */
const sharedCustomization: readonly CustomizationOption[] = [
  {
    title: "Brand colors, fonts and logo",
    description: "We apply your logo, brand colors and typefaces across every page and button.",
    included: true,
  },
  {
    title: "Your content and photos",
    description:
      "We load your services, team, photos and contact details, and tidy the copy so it reads well on a phone.",
    included: true,
  },
  {
    title: "Domain, e-mail and analytics set-up",
    description: "We connect your domain, set up Google Analytics and Search Console, and test every form.",
    included: true,
  },
  {
    title: "Extra pages",
    description:
      "Need more service or city pages than the template includes? We quote them at a fixed price.",
    included: false,
  },
  {
    title: "Copywriting from scratch",
    description:
      "Our writers can interview you and write every page for local search, as a fixed-price add-on.",
    included: false,
  },
];

export const templates: readonly Template[] = [
  {
    id: "business-pro",
    name: "Business Pro",
    category: "Corporate",
    price: 999,
    description:
      "A confident, clean website for established service companies that want to look as professional online as they are on the job.",
    fullDescription:
      "Business Pro is built for companies that win work on reputation: a bold home page with your strongest numbers up front, a services section that makes every offer easy to scan, and trust signals (licenses, reviews, years in business) exactly where a cautious buyer looks for them. Every page leads to one clear next step, a call or a quote request, so visitors know what to do and you know where each lead came from.",
    features: [
      "Bold hero with your headline numbers",
      "Services grid with a page per service",
      "Quote request form with call tracking",
      "Team and company story section",
      "Client logos and testimonial slider",
      "Service-area page with city list",
      "Licenses, insurance and awards strip",
      "Blog ready for news and tips",
      "Click-to-call header on phones",
      "Google Business Profile review feed",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "Business Pro home page: navy header, a bold headline with a call-to-action button, a city skyline picture and three service cards.",
    },
    detailImages: [
      {
        view: "grid",
        label: "Services section",
        alt: "Business Pro services section: six service cards in two rows, each with an icon, a title and a short description.",
      },
      {
        view: "split",
        label: "About and team",
        alt: "Business Pro about section: a team photo block beside the company story and a list of credentials.",
      },
      {
        view: "mobile",
        label: "Mobile home page",
        alt: "Business Pro on a phone: compact header with a call button, the headline and a full-width quote button.",
      },
    ],
    demoUrl: "/demos/business-pro",
    bestFor: ["Established contractors", "Multi-service companies", "Commercial service providers"],
    pages: ["Home", "About", "Services (6)", "Service area", "Reviews", "Blog", "Contact"],
    specifications: [
      { label: "Pages included", value: "7 page layouts, 6 service pages" },
      { label: "Forms", value: "Quote request and contact, with spam protection" },
    ],
    customization: [
      {
        title: "Service page set",
        description: "Six service pages written from your price list, each with its own call to action.",
        included: true,
      },
    ],
    reviews: [
      {
        name: "Marcus Reed",
        business: "Reed Commercial Plumbing, Houston",
        rating: 5,
        text: "We went from a one-page site to something that looks like a 50-person company. Quote requests doubled in the first month.",
      },
      {
        name: "Dana Whitfield",
        business: "Whitfield Electric, Sugar Land",
        rating: 5,
        text: "Launched in nine days. The team loaded all our services and licenses; I only had to send photos.",
      },
      {
        name: "Luis Ortega",
        business: "Ortega Roofing & Restoration, Katy",
        rating: 4,
        text: "Clean and fast on phones. I asked for a couple of extra city pages and they quoted them up front.",
      },
    ],
    palette: {
      page: "#ffffff",
      surface: "#eef2ff",
      primary: "#1e3a8a",
      primarySoft: "#c7d2fe",
      accent: "#0ea5e9",
      text: "#0f172a",
      muted: "#94a3b8",
    },
    motif: "skyline",
  },
  {
    id: "restaurant-delight",
    name: "Restaurant Delight",
    category: "Food & Beverage",
    price: 1299,
    description:
      "A warm, appetizing website for restaurants, cafés and caterers, with a menu people can read on a phone and a reservation form that works.",
    fullDescription:
      "Restaurant Delight puts your food first: a full-width hero for your signature dish, opening hours and location visible without scrolling, and a menu page that stays readable on the smallest phone. Guests can book a table or a catering inquiry in under a minute, and you receive every request by e-mail with the party size and time. Seasonal specials, events and a photo gallery keep regulars coming back.",
    features: [
      "Menu with sections, prices and dietary tags",
      "Table reservation form",
      "Opening hours and map above the fold",
      "Catering and private events inquiry",
      "Photo gallery for dishes and the room",
      "Specials and events board",
      "Online ordering link buttons",
      "Reviews from Google and Yelp",
      "Gift card and newsletter sign-up",
      "Printable menu download",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "Restaurant Delight home page: cream background, burgundy header, a plated dish picture and a Reserve a Table button.",
    },
    detailImages: [
      {
        view: "split",
        label: "Menu with prices",
        alt: "Restaurant Delight menu page: a dish picture beside a list of menu items with gold prices.",
      },
      {
        view: "form",
        label: "Table reservation",
        alt: "Restaurant Delight reservation form with fields for date, time, party size and a confirm button.",
      },
      {
        view: "mobile",
        label: "Mobile menu",
        alt: "Restaurant Delight on a phone: the menu with prices and a sticky Reserve button.",
      },
    ],
    demoUrl: "/demos/restaurant-delight",
    bestFor: ["Restaurants and cafés", "Caterers and food trucks", "Bakeries and bars"],
    pages: ["Home", "Menu", "Reservations", "Catering", "Gallery", "Events", "Contact"],
    specifications: [
      { label: "Pages included", value: "7 page layouts including menu and gallery" },
      { label: "Forms", value: "Table reservation, catering inquiry and contact" },
    ],
    customization: [
      {
        title: "Menu entry",
        description: "We type in your full menu (up to 80 items) with prices and dietary tags.",
        included: true,
      },
    ],
    reviews: [
      {
        name: "Sofia Marin",
        business: "Casa Marin Kitchen, Montrose",
        rating: 5,
        text: "Guests finally read the menu on their phones instead of calling us. Weekend reservations through the site went up by a third.",
      },
      {
        name: "Terrence Hall",
        business: "Hall's Smokehouse Catering, Pasadena TX",
        rating: 5,
        text: "The catering inquiry form alone paid for the template in the first month.",
      },
    ],
    palette: {
      page: "#fff7ed",
      surface: "#fde8d7",
      primary: "#7f1d1d",
      primarySoft: "#fecaca",
      accent: "#d97706",
      text: "#431407",
      muted: "#d6b59c",
    },
    motif: "plate",
  },
  {
    id: "realty-finder",
    name: "Realty Finder",
    category: "Real Estate",
    price: 1499,
    description:
      "A listing-first website for agents and small brokerages, with property search, rich listing pages and showing requests.",
    fullDescription:
      "Realty Finder turns your listings into your best marketing: buyers search by price, beds and neighborhood, browse large photos on any device and request a showing straight from the listing. Agent profiles, neighborhood guides and a home-valuation form capture sellers too, and each inquiry arrives tagged with the property it came from so you can follow up fast.",
    features: [
      "Property search by price, beds and area",
      "Map view of active listings",
      "Listing pages with large photo galleries",
      "Showing request form on every listing",
      "Home valuation form for sellers",
      "Agent profiles with contact buttons",
      "Neighborhood guide pages",
      "Sold properties showcase",
      "Mortgage calculator widget",
      "Saved-search e-mail sign-up",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "Realty Finder home page: teal header, a house picture with a property search bar and three listing cards.",
    },
    detailImages: [
      {
        view: "map",
        label: "Search with map",
        alt: "Realty Finder search page: filters on the left, a map with coral price pins and listing cards.",
      },
      {
        view: "grid",
        label: "Listing cards",
        alt: "Realty Finder listing grid: six property cards with a photo block, price, beds and baths.",
      },
      {
        view: "form",
        label: "Showing request",
        alt: "Realty Finder showing request form with preferred date, time and contact fields.",
      },
    ],
    demoUrl: "/demos/realty-finder",
    bestFor: ["Independent agents", "Small brokerages", "Property managers"],
    pages: ["Home", "Search", "Listing", "Sold", "Agents", "Neighborhoods", "Home valuation", "Contact"],
    specifications: [
      { label: "Pages included", value: "8 page layouts including search and listing" },
      { label: "Listings", value: "Managed in the site editor; an IDX/MLS feed can be added" },
    ],
    customization: [
      {
        title: "Listing import",
        description: "We load up to 25 of your current listings with photos and details.",
        included: true,
      },
      {
        title: "IDX / MLS feed",
        description: "Connect your MLS feed through your IDX provider, quoted to your board's rules.",
        included: false,
      },
    ],
    reviews: [
      {
        name: "Priya Natarajan",
        business: "Natarajan Realty Group, The Woodlands",
        rating: 5,
        text: "Showing requests come in with the listing attached. I answer faster and look far more established than my team size.",
      },
      {
        name: "Glenn Foster",
        business: "Foster Homes, Pearland",
        rating: 5,
        text: "The valuation form brings me two or three seller leads a week. Best money I've spent this year.",
      },
      {
        name: "Kara Lindqvist",
        business: "Bayou City Rentals",
        rating: 4,
        text: "Clear and quick to update. We asked for a rentals filter and it was part of the customization.",
      },
    ],
    palette: {
      page: "#f0fdfa",
      surface: "#ccfbf1",
      primary: "#0f766e",
      primarySoft: "#99f6e4",
      accent: "#f97316",
      text: "#134e4a",
      muted: "#94c9c1",
    },
    motif: "house",
  },
  {
    id: "wellness-spa",
    name: "Wellness Spa",
    category: "Health & Beauty",
    price: 1199,
    description:
      "A calm, elegant website for spas, salons and wellness studios, with treatment menus and online appointment requests.",
    fullDescription:
      "Wellness Spa sets the mood before the first visit: soft colors, generous space and photography that lets your rooms speak. Treatments are grouped with durations and prices, packages and gift cards are one tap away, and the booking form asks for exactly what your front desk needs. Therapist profiles and reviews build trust with first-time guests.",
    features: [
      "Treatment menu with durations and prices",
      "Appointment request form",
      "Packages and memberships page",
      "Gift card promotion section",
      "Therapist and stylist profiles",
      "Before-and-after gallery",
      "First-visit guide and FAQs",
      "Booking app link buttons",
      "Reviews and press mentions",
      "Newsletter sign-up for offers",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "Wellness Spa home page: sand-colored background, sage-green header, a leaf and stones picture and a Book Now button.",
    },
    detailImages: [
      {
        view: "grid",
        label: "Treatments",
        alt: "Wellness Spa treatments section: six soft cards, each with a treatment name, duration and price.",
      },
      {
        view: "form",
        label: "Appointment booking",
        alt: "Wellness Spa booking form with treatment, date, time and contact fields.",
      },
      {
        view: "mobile",
        label: "Mobile home page",
        alt: "Wellness Spa on a phone: the hero picture, a short welcome and a full-width Book Now button.",
      },
    ],
    demoUrl: "/demos/wellness-spa",
    bestFor: ["Day spas and massage studios", "Hair and beauty salons", "Wellness and yoga studios"],
    pages: ["Home", "Treatments", "Packages", "Team", "Gallery", "Book", "Contact"],
    specifications: [
      { label: "Pages included", value: "7 page layouts including treatments and booking" },
      { label: "Forms", value: "Appointment request, gift card inquiry and contact" },
    ],
    customization: [
      {
        title: "Booking system link",
        description: "We link Book buttons to your booking app (Vagaro, Square, Mindbody) or use our form.",
        included: true,
      },
    ],
    reviews: [
      {
        name: "Hannah Cole",
        business: "Stillwater Day Spa, Bellaire",
        rating: 5,
        text: "It feels like our spa. Online requests replaced half of our phone bookings, which frees the front desk.",
      },
      {
        name: "Aisha Grant",
        business: "Glow Studio, Midtown Houston",
        rating: 5,
        text: "Beautiful on phones, and the gift card section sold out our holiday packages.",
      },
    ],
    palette: {
      page: "#f7f3ec",
      surface: "#ece4d6",
      primary: "#4f6f52",
      primarySoft: "#c9d8c5",
      accent: "#c08457",
      text: "#2f3e30",
      muted: "#c5b8a3",
    },
    motif: "leaf",
  },
  {
    id: "legal-counsel",
    name: "Legal Counsel",
    category: "Professional Services",
    price: 1399,
    description:
      "A trustworthy, understated website for law firms, accountants and consultants, built to turn readers into booked consultations.",
    fullDescription:
      "Legal Counsel is designed for firms whose clients decide on trust. Practice areas are explained in plain language, attorney and adviser profiles carry credentials and bar admissions, and case results and testimonials are presented with the restraint professional rules ask for. A confidential consultation form collects the matter type and urgency, so the right person calls back first.",
    features: [
      "Practice area pages in plain language",
      "Attorney and adviser profiles",
      "Confidential consultation request form",
      "Case results and testimonials section",
      "Credentials and bar admissions strip",
      "Insights blog for articles and updates",
      "Office locations with maps",
      "Free-consultation call-to-action bar",
      "Disclaimer and privacy pages ready",
      "Spanish-language page option",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "Legal Counsel home page: charcoal header with gold accents, a columns picture and a Request a Consultation button.",
    },
    detailImages: [
      {
        view: "split",
        label: "Practice areas",
        alt: "Legal Counsel practice areas: a picture of a courthouse beside a list of practice areas with gold markers.",
      },
      {
        view: "grid",
        label: "Attorney profiles",
        alt: "Legal Counsel team page: six profile cards with a portrait block, a name and a title.",
      },
      {
        view: "form",
        label: "Consultation request",
        alt: "Legal Counsel consultation form with matter type, preferred contact time and a confidential note.",
      },
    ],
    demoUrl: "/demos/legal-counsel",
    bestFor: ["Law firms", "Accountants and tax advisers", "Consultants and insurance agencies"],
    pages: ["Home", "Practice areas", "Attorneys", "Results", "Insights", "Locations", "Contact"],
    specifications: [
      { label: "Pages included", value: "7 page layouts including practice areas and profiles" },
      { label: "Forms", value: "Confidential consultation request with matter type" },
    ],
    customization: [
      {
        title: "Practice area set",
        description: "Up to eight practice area pages laid out from your outlines.",
        included: true,
      },
    ],
    reviews: [
      {
        name: "Robert Chen",
        business: "Chen & Alvarez, Attorneys at Law, Houston",
        rating: 5,
        text: "Dignified, fast and easy to update. Consultation requests now come in with the matter type, which saves us a call.",
      },
      {
        name: "Melissa Drake",
        business: "Drake Tax & Accounting, Cypress",
        rating: 5,
        text: "Our old site looked dated next to the big firms. Now clients tell us the site is why they called.",
      },
    ],
    palette: {
      page: "#f8fafc",
      surface: "#e2e8f0",
      primary: "#1f2937",
      primarySoft: "#cbd5e1",
      accent: "#b08d57",
      text: "#111827",
      muted: "#a3adba",
    },
    motif: "columns",
  },
  {
    id: "ecommerce-starter",
    name: "eCommerce Starter",
    category: "Retail",
    price: 1699,
    description:
      "A bright online store for local shops ready to sell online, with a product catalog, product pages and a simple checkout.",
    fullDescription:
      "eCommerce Starter gets a local shop selling online without a big platform bill: a catalog with categories and filters, product pages with large photos and variants, and a short checkout with local pickup or delivery. Sales, new arrivals and bundles are easy to feature, and order notifications go straight to your inbox so nothing is missed on a busy day.",
    features: [
      "Product catalog with categories and filters",
      "Product pages with photo galleries and variants",
      "Cart and short checkout",
      "Local pickup and delivery options",
      "Sale, new arrival and bundle badges",
      "Order notification e-mails",
      "Discount code support",
      "Featured collections on the home page",
      "Shipping and returns pages ready",
      "Inventory-friendly product import sheet",
    ],
    image: {
      view: "home",
      label: "Home page",
      alt: "eCommerce Starter home page: violet header with a cart icon, a shopping bag picture, a Shop Now button and product tiles.",
    },
    detailImages: [
      {
        view: "grid",
        label: "Product catalog",
        alt: "eCommerce Starter catalog: six product cards with a photo block, a name, a price and an add-to-cart button.",
      },
      {
        view: "split",
        label: "Product page",
        alt: "eCommerce Starter product page: a large product picture beside the price, size options and an Add to Cart button.",
      },
      {
        view: "form",
        label: "Checkout",
        alt: "eCommerce Starter checkout: delivery details and an order summary with a Pay button.",
      },
    ],
    demoUrl: "/demos/ecommerce-starter",
    bestFor: ["Local boutiques and gift shops", "Supply stores", "Makers selling online"],
    pages: ["Home", "Catalog", "Product", "Cart", "Checkout", "About", "Shipping & returns", "Contact"],
    specifications: [
      { label: "Pages included", value: "8 page layouts including catalog, product and checkout" },
      { label: "Payments", value: "Stripe or Square checkout connected to your account" },
    ],
    customization: [
      {
        title: "Product import",
        description: "We import up to 100 products from your spreadsheet with photos and variants.",
        included: true,
      },
    ],
    reviews: [
      {
        name: "Jenna Morales",
        business: "Heights Home & Garden Supply",
        rating: 5,
        text: "We sold online the week we launched. Local pickup orders now make up a fifth of our sales.",
      },
      {
        name: "Omar Haddad",
        business: "Haddad Pool Supplies, Spring",
        rating: 5,
        text: "Simple for my staff to update prices and stock. Customers love checking availability before they drive over.",
      },
      {
        name: "Beth Summers",
        business: "Summers Hardware, Tomball",
        rating: 4,
        text: "Setup was painless. The product import sheet saved us days of data entry.",
      },
    ],
    palette: {
      page: "#faf5ff",
      surface: "#ede9fe",
      primary: "#6d28d9",
      primarySoft: "#ddd6fe",
      accent: "#db2777",
      text: "#2e1065",
      muted: "#c4b5fd",
    },
    motif: "bag",
  },
];

/** Specifications of one template: its own rows, then the shared ones. */
export function specificationsOf(template: Template): TemplateSpec[] {
  return [...template.specifications, ...sharedSpecifications];
}

/** Customization options of one template: its own, then the shared ones. */
export function customizationOf(template: Template): CustomizationOption[] {
  return [...template.customization, ...sharedCustomization];
}

export function findTemplate(id: string | undefined): Template | undefined {
  return templates.find((template) => template.id === id);
}

/** Catalog categories for the filter: All plus each distinct category, with URL slugs. */
export type TemplateCategoryOption = { slug: string; label: string };

export function categorySlug(category: string) {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const allCategory: TemplateCategoryOption = { slug: "all", label: "All" };

export const templateCategories: readonly TemplateCategoryOption[] = [
  allCategory,
  ...[...new Set(templates.map((template) => template.category))].map((label) => ({
    slug: categorySlug(label),
    label,
  })),
];

/** Up to `limit` other templates for 'You Might Also Like' (same category first). */
export function relatedTemplates(template: Template, limit = 4): Template[] {
  const others = templates.filter((other) => other.id !== template.id);
  const sameCategory = others.filter((other) => other.category === template.category);
  const rest = others.filter((other) => other.category !== template.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** "$1,299" */
export function formatPrice(dollars: number) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(dollars);
}

/** The first crumbs of a template's pages (detail, checkout), shown and in their JSON-LD. */
export const templateBreadcrumb = {
  home: "Home",
  templates: "Templates",
} as const;

/** The templates page (spec 2.9). */
export const productsPage = {
  metaTitle: "Website Templates",
  metaDescription:
    "Ready-made website templates you can launch in 1-2 weeks: Website To-Go, customized with your branding and content, with a month of support.",
  hero: {
    eyebrow: "Website To-Go",
    title: "Ready-Made Website Templates",
    intro:
      "Professionally designed websites you can launch in 1-2 weeks. Pick a template, and we customize it with your branding and content, then support you for a month after launch.",
  },
  filterLabel: "Filter templates by category",
  /** The catalog's heading (for screen readers) and its list's name. */
  gridTitle: "Templates",
  /** The count under the chips, one line per category. */
  showingAll: (count: number) => `Showing all ${count} templates`,
  showingCategory: (count: number, category: string) =>
    `Showing ${count} ${count === 1 ? "template" : "templates"} in ${category}`,
  customBanner: {
    title: "Need a Custom Design?",
    text: "Don't see the right fit? We design and build custom websites for home-service businesses, shaped around your services, your city and the way your customers call.",
    cta: "Request a Custom Quote",
    to: "/custom-quote",
  },
  howItWorks: {
    eyebrow: "How It Works",
    title: "Your New Website in Three Steps",
    /** The step's number follows, as its own text node. */
    stepPrefix: "Step ",
  },
  faqTitle: "Template Questions",
} as const;

export type HowItWorksStep = { title: string; description: string };

export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    title: "Choose & Purchase",
    description:
      "Browse the templates, open the live demos, and order the one that fits. You receive an invoice by e-mail; nothing is charged until you approve it.",
  },
  {
    title: "Customize",
    description:
      "We add your logo, colors, services, photos and contact details, set up your domain and forms, and send you a preview to review within 1-2 weeks.",
  },
  {
    title: "Launch",
    description:
      "Once you approve, we launch the site, submit it to Google and stay on hand with one month of technical support.",
  },
];

export const productFaqs: readonly Faq[] = [
  {
    question: "What is included in the template price?",
    answer:
      "Every template includes full customization with your branding and content, mobile responsive design, basic SEO optimization and one month of technical support after launch. Domain and hosting are billed separately at cost if you host with us.",
  },
  {
    question: "How long does it take to launch my website?",
    answer:
      "Customization takes 1-2 weeks from the day we receive your logo, photos and service details. Most clients launch within two weeks of ordering.",
  },
  {
    question: "Can I change the template after it goes live?",
    answer:
      "Yes. The site is yours: you can edit text and photos yourself, and during the first month of support we make small changes for you at no charge. Larger changes are quoted at a fixed price.",
  },
  {
    question: "How do I pay?",
    answer:
      "When you place an order we e-mail an invoice within one business day. You can pay by card or bank transfer, and customization starts as soon as the invoice is paid.",
  },
];

/** The template detail page (spec 2.10). */
export const productPage = {
  metaTitle: (templateName: string) => `${templateName} Website Template`,
  notFound: {
    title: "Product Not Found",
    text: "The product you are looking for does not exist or has been removed.",
    cta: "View All Products",
  },
  priceNote: "one-time, USD",
  keyFeatures: "Key Features",
  purchase: "Purchase Now",
  demo: "View Live Demo",
  /** Read after the demo link's label. */
  newTabNote: " (opens in a new tab)",
  gallery: {
    label: "Template views",
    /** Read before a thumbnail's visible name. */
    showPrefix: "Show ",
  },
  tabsLabel: "Template details",
  includesTitle: "Template Purchase Includes",
  tabs: {
    description: "Description",
    specifications: "Specifications",
    customization: "Customization Options",
    reviews: "Reviews",
  },
  description: {
    /** The template's name follows, as its own text node. */
    aboutPrefix: "About ",
    pagesTitle: "Pages included",
    bestForTitle: "Best for",
  },
  customization: {
    included: "Included",
    addOn: "Add-on",
  },
  /** "From 3 verified buyers": the parts around the count, each its own text node. */
  reviewsSummary: {
    from: "From ",
    verified: " verified ",
    buyer: "buyer",
    buyers: "buyers",
  },
  relatedTitle: "You Might Also Like",
  help: {
    title: "Need Help Choosing the Right Template?",
    text: "Tell us about your business and we'll recommend the template that fits, or show you what a custom design would cost.",
    cta: "Contact Us",
    to: "/#contact",
  },
} as const;
