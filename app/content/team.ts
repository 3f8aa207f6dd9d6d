/**
 * The team (spec 2.7; record: name, position, bio, image, social). The spec's social links
 * are placeholders and no real profiles exist, so `social` is empty and the about page shows
 * no icon for a profile that is not there; add an address here to show its icon (ADR 0005).
 */
export type TeamMember = {
  name: string;
  position: string;
  bio: string;
  /** Portrait artwork palette (app/components/art/portrait.tsx). */
  image: { skin: string; hair: string; shirt: string; hairStyle: "short" | "long" | "bun" | "curly" };
  social: { linkedin?: string; twitter?: string };
};

export const team: readonly TeamMember[] = [
  {
    name: "Marcus Reed",
    position: "Founder & CEO",
    bio: "Grew up working summers in his uncle's Pasadena plumbing business and started Hearthstone in 2015 to give trades the marketing big franchises get.",
    image: { skin: "#8d5a3b", hair: "#1f1a17", shirt: "#1842b8", hairStyle: "short" },
    social: {},
  },
  {
    name: "Priya Patel",
    position: "Head of Design",
    bio: "Designs every site phone-first and tests it with real homeowners. Ten years of web design, the last six spent on home-service brands.",
    image: { skin: "#c68c5b", hair: "#2b1d14", shirt: "#c2410c", hairStyle: "long" },
    social: {},
  },
  {
    name: "Daniel Ortiz",
    position: "SEO Director",
    bio: "Has ranked more plumbers, roofers and HVAC companies in Houston's map pack than he can count. Lives in Google Search Console.",
    image: { skin: "#b57a4f", hair: "#3b2a20", shirt: "#0f766e", hairStyle: "curly" },
    social: {},
  },
  {
    name: "Jasmine Carter",
    position: "Client Success Manager",
    bio: "Your main point of contact. Runs the monthly strategy calls and makes sure every report answers one question: is the phone ringing?",
    image: { skin: "#6b4226", hair: "#15100d", shirt: "#6d28d9", hairStyle: "bun" },
    social: {},
  },
];

/** Names of the social networks, used in each link's accessible name ("Marcus Reed on LinkedIn"). */
export const socialNetworks = { linkedin: "LinkedIn", twitter: "X (Twitter)" } as const;

/** Accessible name of a profile link, e.g. "Marcus Reed on LinkedIn (opens in a new tab)". */
export function socialLinkLabel(name: string, network: keyof typeof socialNetworks): string {
  return `${name} on ${socialNetworks[network]} (opens in a new tab)`;
}
