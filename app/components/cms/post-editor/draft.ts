import { readingTime, slugify, splitTags } from "~/lib/posts";
import type { CmsPost, PostFields, PostFormInput } from "~/lib/schemas/post";

/** Spec 3 "Post form draft", plus the CMS extras (publish date, SEO, image alt text). */
export type Draft = {
  title: string;
  slug: string;
  /** The slug was typed by hand (or the post was live): title edits no longer change it. */
  slugLocked: boolean;
  excerpt: string;
  content: string;
  author: string;
  /** The staff profile named as the author, or "" for a guest author (free text in `author`). */
  authorId: string;
  categories: string[];
  tags: string;
  featuredImage: string;
  featuredImageAlt: string;
  isPublished: boolean;
  /** datetime-local value in the browser's time zone, or "". */
  publishedAt: string;
  /** The date was changed in this editor: only then is it sent (an empty one keeps the post's). */
  dateTouched: boolean;
  seoTitle: string;
  seoDescription: string;
};

export const emptyDraft: Draft = {
  title: "",
  slug: "",
  slugLocked: false,
  excerpt: "",
  content: "",
  author: "",
  authorId: "",
  categories: [],
  tags: "",
  featuredImage: "",
  featuredImageAlt: "",
  // A new post starts as a draft (issue 23.5, ADR 0027); the JSON API keeps the spec's default.
  isPublished: false,
  publishedAt: "",
  dateTouched: false,
  seoTitle: "",
  seoDescription: "",
};

/** ISO instant to the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The editor's starting point: the post, overlaid with its autosaved edits when it has some.
 * The slug is locked once the post was live, or when it differs from the title's slug (it was
 * typed by hand).
 */
export function draftOf(post: CmsPost, pending: PostFields | null, everLive: boolean): Draft {
  const fields = pending ?? { ...post, publishedAt: post.publishedAt };
  return {
    title: fields.title,
    slug: fields.slug,
    slugLocked: everLive || fields.slug !== slugify(fields.title),
    excerpt: fields.excerpt,
    content: fields.content,
    author: fields.author,
    authorId: (fields.authorId === undefined ? post.authorId : fields.authorId) ?? "",
    categories: fields.categories,
    tags: fields.tags.join(", "),
    featuredImage: fields.featuredImage ?? "",
    featuredImageAlt: fields.featuredImageAlt ?? "",
    isPublished: post.isPublished,
    publishedAt: toLocalInput(fields.publishedAt ?? post.publishedAt),
    dateTouched: pending?.publishedAt != null && pending.publishedAt !== post.publishedAt,
    seoTitle: fields.seoTitle ?? "",
    seoDescription: fields.seoDescription ?? "",
  };
}

/** What a save sends (the shared post schema's input); `isNew` sends the date even untouched. */
export function payloadOf(draft: Draft, isNew: boolean): PostFormInput {
  return {
    // The server's rule (slugOrFallback): a typed slug normalized, an empty one from the title.
    // A slug with no letter or digit is sent as typed, for the server's field message.
    slug: slugify(draft.slug) || draft.slug.trim(),
    title: draft.title,
    excerpt: draft.excerpt,
    content: draft.content,
    author: draft.author,
    authorId: draft.authorId,
    categories: draft.categories,
    tags: splitTags(draft.tags),
    featuredImage: draft.featuredImage,
    featuredImageAlt: draft.featuredImageAlt,
    isPublished: draft.isPublished,
    readingTime: readingTime(draft.content),
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    ...((isNew || draft.dateTouched) && draft.publishedAt
      ? { publishedAt: new Date(draft.publishedAt).toISOString() }
      : {}),
  };
}

export type DraftAction =
  | { type: "set"; patch: Partial<Draft> }
  | { type: "title"; title: string }
  | { type: "slug"; slug: string }
  | { type: "replace"; draft: Draft };

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case "set":
      return { ...draft, ...action.patch };
    case "title":
      // The slug follows the title until it is typed by hand or the post has been live (spec 5).
      return { ...draft, title: action.title, slug: draft.slugLocked ? draft.slug : slugify(action.title) };
    case "slug":
      return { ...draft, slug: action.slug, slugLocked: true };
    case "replace":
      return action.draft;
  }
}

/** Inserts `text` into `value` in place of the selection [start, end); returns the new caret. */
export function insertAt(value: string, start: number, end: number, text: string) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  // An image on its own line renders as a block; pad with line breaks where needed.
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${text}${tail}`;
  return { value: before + inserted + after, caret: before.length + lead.length + text.length };
}

/** `![alt](url)`, with the characters that would end the alt or the address escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const safeAlt = alt.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, " ");
  const safeUrl = url.replace(/[()\s]/g, (char) => encodeURIComponent(char));
  return `![${safeAlt}](${safeUrl})`;
}
