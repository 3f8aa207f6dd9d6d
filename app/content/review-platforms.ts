/**
 * Where our reviews live (spec 2.8: four platforms and their displayed ratings). No profile
 * address is known yet, so the platforms show as text (no link that pretends to lead somewhere);
 * adding a `url` here turns a platform into a link to that profile (ADR 0005).
 */
export type ReviewPlatform = {
  id: string;
  name: string;
  rating: number;
  reviewCount: number;
  /** Our profile on the platform; absent until a real one exists. */
  url?: string;
  color: string;
};

export const reviewPlatforms: readonly ReviewPlatform[] = [
  {
    id: "google",
    name: "Google",
    rating: 4.9,
    reviewCount: 87,
    color: "#1d54e0",
  },
  {
    id: "facebook",
    name: "Facebook",
    rating: 4.8,
    reviewCount: 64,
    color: "#1842b8",
  },
  {
    id: "yelp",
    name: "Yelp",
    rating: 4.7,
    reviewCount: 42,
    color: "#b91c1c",
  },
  {
    id: "clutch",
    name: "Clutch",
    rating: 4.9,
    reviewCount: 38,
    color: "#0b1b2e",
  },
];
