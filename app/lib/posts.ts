/** Blog rules shared by the CMS form, the server and the seed (spec 5 and 9). */

/** Lowercase; runs of non-alphanumerics become one hyphen; no leading or trailing hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** On save, an empty slug falls back to the lowercased title with spaces turned into hyphens (spec 5). */
export function slugOrFallback(slug: string, title: string): string {
  const trimmed = slug.trim();
  return trimmed || title.toLowerCase().trim().replace(/\s+/g, "-");
}

/** ceil(words separated by spaces / 200), written '{n} min read' (spec 9). */
export function readingTime(content: string): string {
  const words = content.split(" ").filter((word) => word.length > 0).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

/** The comma-separated tags input: split on commas, trimmed, empty entries dropped (spec 5). */
export function splitTags(input: string): string[] {
  return input
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** US English long form: "September 15, 2026" (spec 9). */
export function formatLongDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
