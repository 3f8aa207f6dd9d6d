/** The utm_* parameters a visit's attribution keeps (kept free of zod: it ships on every page). */
export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
