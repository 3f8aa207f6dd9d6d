/**
 * Video testimonials (spec 2.8; record: id, title, thumbnail, name, position, duration m:ss).
 * None of the recordings is published, so each card shows the poster and the written
 * testimonial, with no play control; setting `videoUrl` offers 'Watch Video' for that one
 * (see the placeholder-controls ADR in docs/decisions).
 */
export type VideoTestimonial = {
  id: string;
  title: string;
  /** Poster artwork palette (app/components/art/video-poster.tsx). */
  thumbnail: { from: string; to: string; trade: "plumbing" | "hvac" | "electrical" };
  name: string;
  position: string;
  /** m:ss */
  duration: string;
  quote: string;
  /** Where the published recording plays; absent while there is none. */
  videoUrl?: string;
};

export const videoTestimonials: readonly VideoTestimonial[] = [
  {
    id: "houston-plumbing-pros",
    title: "How a family plumber tripled its leads",
    thumbnail: { from: "#1842b8", to: "#0f1f45", trade: "plumbing" },
    name: "Ray Delgado",
    position: "Owner, Houston Plumbing Pros",
    duration: "2:47",
    quote:
      "We were invisible online. Six months after launch we had 320% more leads and hired two technicians. The best part is the calls come from the neighborhoods we want.",
  },
  {
    id: "cool-comfort-ac",
    title: "Booked solid through a Houston summer",
    thumbnail: { from: "#0e7490", to: "#0f1f45", trade: "hvac" },
    name: "Linda Tran",
    position: "Owner, Cool Comfort AC",
    duration: "3:12",
    quote:
      "Our phones used to go quiet every spring. Now the website books service calls around the clock and our conversion rate is over 15%.",
  },
  {
    id: "bright-spark-electric",
    title: "From word of mouth to the top of Google",
    thumbnail: { from: "#a16207", to: "#1f2937", trade: "electrical" },
    name: "Mike Sullivan",
    position: "Owner & Master Electrician, Bright Spark Electric",
    duration: "1:58",
    quote:
      "We went from 15 reviews to over 150 and rank number one for twelve of our main services. Revenue grew 285% in a year.",
  },
];

export const videoCard = {
  durationLabel: "Length",
  newTab: "(opens in a new tab)",
} as const;
