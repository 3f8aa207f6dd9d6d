import type { IconName } from "./icons";

export type Industry = { id: string; name: string; description: string; icon: IconName };

/** Spec 2.4: the eight industries we serve. */
export const industries: readonly Industry[] = [
  {
    id: "plumbing",
    name: "Plumbing",
    description: "Emergency calls, water heaters, drain and sewer work.",
    icon: "wrench",
  },
  {
    id: "hvac",
    name: "HVAC",
    description: "AC repair in July, heating in January, maintenance plans all year.",
    icon: "snowflake",
  },
  {
    id: "electrical",
    name: "Electrical",
    description: "Panel upgrades, EV chargers, generators and rewiring.",
    icon: "zap",
  },
  {
    id: "roofing",
    name: "Roofing",
    description: "Storm damage, insurance claims and full replacements.",
    icon: "home",
  },
  {
    id: "landscaping",
    name: "Landscaping",
    description: "Design-build projects, irrigation and lawn programs.",
    icon: "leaf",
  },
  {
    id: "cleaning",
    name: "Cleaning",
    description: "Recurring house cleaning, move-outs and deep cleans.",
    icon: "sparkles",
  },
  {
    id: "painting",
    name: "Painting",
    description: "Interior, exterior and cabinet refinishing.",
    icon: "paintbrush",
  },
  {
    id: "garage",
    name: "Garage Doors",
    description: "Spring repairs, openers and new door installs.",
    icon: "garage",
  },
];
