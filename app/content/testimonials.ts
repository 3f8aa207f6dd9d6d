export type Testimonial = {
  quote: string;
  name: string;
  position: string;
  company: string;
  /** A headline result shown with the quote. */
  result: string;
};

/** Home page testimonials (spec 2.3: three). */
export const homeTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Before Hearthstone, we were paying for leads we shared with four other plumbers. Now the calls come straight to us, from the neighborhoods we actually want to work in.",
    name: "Ray Delgado",
    position: "Owner",
    company: "Houston Plumbing Pros",
    result: "320% more leads",
  },
  {
    quote:
      "They speak our language. No buzzwords, just a monthly report that shows how many calls came in and what each one cost. Best marketing money we spend.",
    name: "Linda Tran",
    position: "Owner",
    company: "Cool Comfort AC",
    result: "285% lead increase",
  },
  {
    quote:
      "The new website paid for itself in the first month. Customers tell us they picked us because the site looked more professional than anyone else's.",
    name: "Mike Sullivan",
    position: "Owner & Master Electrician",
    company: "Bright Spark Electric",
    result: "285% revenue growth",
  },
];

/** About page testimonials (spec 2.7: three). */
export const aboutTestimonials: readonly Testimonial[] = [
  {
    quote:
      "Hearthstone feels like part of our team. They answer the phone, they know our busy season, and they never try to upsell us on things we don't need.",
    name: "Lisa Morgan",
    position: "Owner",
    company: "Sparkle Home Cleaning",
    result: "Fully booked recurring schedule",
  },
  {
    quote:
      "After the last hailstorm our storm-damage page was the first result in Austin. We booked more inspections in two weeks than in the whole previous spring.",
    name: "Brandon Hayes",
    position: "Owner",
    company: "Elite Roofing Co.",
    result: "Page 1 for storm repair",
  },
  {
    quote:
      "They rebuilt our site around the projects we love doing. We get fewer tire-kickers and far more design-build jobs than before.",
    name: "Sam Whitfield",
    position: "Owner",
    company: "Green Leaf Landscaping",
    result: "Larger average job size",
  },
];
