/**
 * Client names shared by the portfolio, project pages and case studies, so every page
 * names a client the same way. `projectSlug` is set where a project page exists.
 */
export type Client = {
  id: string;
  name: string;
  category: "Plumbing" | "HVAC" | "Electrical" | "Roofing" | "Landscaping" | "Cleaning" | "Painting";
  city: string;
  state: string;
  projectSlug?: string;
};

export const portfolioClients: Client[] = [
  {
    id: "sunrise-plumbing",
    name: "Sunrise Plumbing",
    category: "Plumbing",
    city: "Houston",
    state: "TX",
    projectSlug: "sunrise-plumbing",
  },
  {
    id: "coolbreeze-hvac",
    name: "CoolBreeze HVAC",
    category: "HVAC",
    city: "Miami",
    state: "FL",
    projectSlug: "coolbreeze-hvac",
  },
  {
    id: "bright-spark-electrical",
    name: "Bright Spark Electrical",
    category: "Electrical",
    city: "Dallas",
    state: "TX",
    projectSlug: "bright-spark-electrical",
  },
  {
    id: "elite-roofing",
    name: "Elite Roofing Co.",
    category: "Roofing",
    city: "Austin",
    state: "TX",
    projectSlug: "elite-roofing",
  },
  {
    id: "metro-roofing",
    name: "Metro Roofing & Exteriors",
    category: "Roofing",
    city: "San Antonio",
    state: "TX",
    projectSlug: "metro-roofing",
  },
  {
    id: "green-landscaping",
    name: "Green Leaf Landscaping",
    category: "Landscaping",
    city: "The Woodlands",
    state: "TX",
    projectSlug: "green-landscaping",
  },
  {
    id: "sparkle-cleaning",
    name: "Sparkle Home Cleaning",
    category: "Cleaning",
    city: "Sugar Land",
    state: "TX",
  },
  { id: "freshcoat-painting", name: "FreshCoat Painting", category: "Painting", city: "Katy", state: "TX" },
];

/** The four case-study clients (spec 2.11 and 9). */
export const caseStudyClients = {
  "houston-plumbing-pros": {
    name: "Houston Plumbing Pros",
    industry: "Plumbing",
    city: "Houston",
    state: "TX",
  },
  "cool-comfort-ac": { name: "Cool Comfort AC", industry: "HVAC", city: "Houston", state: "TX" },
  "bright-spark-electric": {
    name: "Bright Spark Electric",
    industry: "Electrical",
    city: "Dallas",
    state: "TX",
  },
  "automatic-climate-hvac": {
    name: "Automatic Climate HVAC",
    industry: "HVAC",
    city: "Richmond",
    // Richmond, Texas: a Fort Bend County suburb, hence "second Houston client" in spec 2.1.
    state: "TX",
  },
} as const;
