/** The generated cards' colors (Open Graph images, local hero artwork): plain data for media/image-render. */
export type Palette = {
  /** Gradient stops of the background, dark enough for white text (AA at any size). */
  from: string;
  to: string;
  /** Accent for the eyebrow, the bar and the artwork. */
  accent: string;
  /** Second, softer artwork color. */
  glow: string;
};

export const cardPalettes = {
  brand: { from: "#0f1f45", to: "#1842b8", accent: "#ffb070", glow: "#5996fc" },
  ember: { from: "#3b1306", to: "#a5360c", accent: "#ffd1a8", glow: "#ff8437" },
  teal: { from: "#042f2e", to: "#0f766e", accent: "#99f6e4", glow: "#2dd4bf" },
  violet: { from: "#1e1147", to: "#5b21b6", accent: "#ddd6fe", glow: "#a78bfa" },
  green: { from: "#052e16", to: "#166534", accent: "#bbf7d0", glow: "#4ade80" },
  slate: { from: "#0b1b2e", to: "#334155", accent: "#ffb070", glow: "#94a3b8" },
  rose: { from: "#4c0519", to: "#9f1239", accent: "#fecdd3", glow: "#fb7185" },
} satisfies Record<string, Palette>;

/** Known categories (blog topics, page kinds, trades) and their palettes; others get one from a hash. */
export const categoryPalette: Record<string, keyof typeof cardPalettes> = {
  "local seo": "brand",
  seo: "brand",
  "google business profile": "teal",
  "paid ads": "ember",
  ppc: "ember",
  "web design": "violet",
  websites: "violet",
  templates: "violet",
  "reviews & reputation": "rose",
  reviews: "rose",
  "email marketing": "teal",
  "seasonal marketing": "green",
  analytics: "slate",
  "case study": "ember",
  project: "violet",
  plumbing: "brand",
  hvac: "teal",
  electrical: "ember",
  roofing: "slate",
  landscaping: "green",
  legal: "slate",
  blog: "brand",
  brand: "brand",
};

/** Characters the cards' latin fonts lack, and the close ASCII form drawn instead ("" drops them). */
export const cardTextReplacements: Record<string, string> = {
  "→": "-",
  "←": "-",
  "⇒": "-",
  "➜": "-",
  "✓": "",
  "✔": "",
  "★": "*",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
};
