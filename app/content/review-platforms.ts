/**
 * Where our reviews live (spec 2.8: four platforms and their displayed ratings). The
 * addresses are our profiles on reserved .example domains; swap them here for the real ones.
 */
export type ReviewPlatform = {
  id: string;
  name: string;
  rating: number;
  reviewCount: number;
  url: string;
  color: string;
};

export const reviewPlatforms: readonly ReviewPlatform[] = [
  {
    id: "google",
    name: "Google",
    rating: 4.9,
    reviewCount: 87,
    url: "https://maps.google.example/hearthstone-digital-houston",
    color: "#1d54e0",
  },
  {
    id: "facebook",
    name: "Facebook",
    rating: 4.8,
    reviewCount: 64,
    url: "https://facebook.example/hearthstonedigital/reviews",
    color: "#1842b8",
  },
  {
    id: "yelp",
    name: "Yelp",
    rating: 4.7,
    reviewCount: 42,
    url: "https://yelp.example/biz/hearthstone-digital-houston",
    color: "#b91c1c",
  },
  {
    id: "clutch",
    name: "Clutch",
    rating: 4.9,
    reviewCount: 38,
    url: "https://clutch.example/profile/hearthstone-digital",
    color: "#0b1b2e",
  },
];
