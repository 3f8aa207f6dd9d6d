import { zonedInputInstant } from "./date-time";

/** Blog rules shared by the CMS form, the server and the seed (spec 5 and 9). */

export const SLUG_MAX_LENGTH = 200;
/** Every slug this module makes matches this: it is one path segment that needs no escaping. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The one slug rule (spec 5): accents off, lowercase, other runs one hyphen; may return "". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** The slug a post is saved with: the typed one, else the title's (spec 5), else `post-<id>`. */
export function slugOrFallback(slug: string, title: string, id = ""): string {
  if (slug.trim()) return slugify(slug);
  return slugify(title) || slugify(`post-${id}`);
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

/** What a post is called on screen: an autosaved draft may have no title yet. */
export function displayTitle(title: string): string {
  return title.trim() || "Untitled post";
}

/** A draft as "New Post" made it (ADR 0029), never saved since (deleteUntouchedDrafts's test in SQL). */
export function isUntouchedDraft(post: {
  version: number;
  isPublished: boolean;
  title: string;
  content: string;
}) {
  return post.version === 1 && !post.isPublished && post.title === "" && post.content === "";
}

/** The editor's wall-clock publish date as an ISO instant in the site's zone; anything else is the schema's. */
export function withZonedPublishDate(post: unknown, timeZone: string): unknown {
  if (typeof post !== "object" || post === null || !("publishedAt" in post)) return post;
  const { publishedAt } = post;
  const instant = typeof publishedAt === "string" ? zonedInputInstant(publishedAt, timeZone) : null;
  return instant ? { ...post, publishedAt: instant.toISOString() } : post;
}
