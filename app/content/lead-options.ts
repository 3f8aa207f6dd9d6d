/** The lead forms' option lists (spec 5): each option's posted value and its label. */

export const heroServiceOptions = [
  { value: "website", label: "Website Design" },
  { value: "seo", label: "SEO Content" },
  { value: "full", label: "Full Marketing" },
] as const;

export const contactServiceOptions = [
  { value: "website", label: "New Website" },
  { value: "redesign", label: "Website Redesign" },
  { value: "seo", label: "SEO Content" },
  { value: "local", label: "Local Marketing" },
  { value: "all", label: "Full Marketing Package" },
] as const;

export const budgetOptions = [
  { value: "under-3k", label: "Under $3,000" },
  { value: "3k-6k", label: "$3,000 - $6,000" },
  { value: "6k-10k", label: "$6,000 - $10,000" },
  { value: "10k-plus", label: "$10,000+" },
  { value: "unsure", label: "Not sure yet" },
] as const;

export const timelineOptions = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-month", label: "Within a month" },
  { value: "1-3-months", label: "In 1-3 months" },
  { value: "exploring", label: "Just exploring" },
] as const;
