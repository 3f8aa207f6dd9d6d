import type { EditorPost } from "~/.server/services/posts/cms-posts";
import { zonedInputInstant, zonedInputValue } from "~/lib/date-time";
import { isUntouchedDraft, readingTime, slugify, slugOrFallback, splitTags } from "~/lib/posts";
import type { PostFormInput } from "~/lib/schemas/post";

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
  /** datetime-local value, a wall clock in the site's time zone (ADR 0029), or "". */
  publishedAt: string;
  /** The date was changed in this editor: only then is it sent (an empty one keeps the post's). */
  dateTouched: boolean;
  seoTitle: string;
  seoDescription: string;
};

/**
 * The editor's starting point: the post, overlaid with its autosaved edits when it has some.
 * The slug is locked once the post was live, or when it differs from the one the title gives
 * (it was typed by hand). A slug that is only the id's fallback (`post-<id>`, no title yet) is
 * shown empty. An untouched new draft's date is empty too: "now", until someone picks one.
 */
export function draftOf({ post, pending, everLive }: EditorPost, timeZone: string): Draft {
  const fields = pending?.fields ?? post;
  const { title, excerpt, content, author, categories } = fields;
  const derived = !everLive && fields.slug === slugOrFallback("", title, post.id);
  return {
    title,
    excerpt,
    content,
    author,
    categories,
    slug: derived && !slugify(title) ? "" : fields.slug,
    slugLocked: !derived,
    authorId: (fields.authorId === undefined ? post.authorId : fields.authorId) ?? "",
    tags: fields.tags.join(", "),
    featuredImage: fields.featuredImage ?? "",
    featuredImageAlt: fields.featuredImageAlt ?? "",
    isPublished: post.isPublished,
    publishedAt: isUntouchedDraft(post)
      ? ""
      : zonedInputValue(fields.publishedAt ?? post.publishedAt, timeZone),
    dateTouched: pending?.fields.publishedAt != null && pending.fields.publishedAt !== post.publishedAt,
    seoTitle: fields.seoTitle ?? "",
    seoDescription: fields.seoDescription ?? "",
  };
}

/**
 * What a save sends (the shared post schema's input). The date goes only when changed here, as
 * the wall clock typed: the route action reads it in the site's time zone (ADR 0029).
 */
export function payloadOf({ slugLocked: _, dateTouched, publishedAt, ...draft }: Draft): PostFormInput {
  return {
    ...draft,
    // The server's rule (slugOrFallback): a typed slug normalized, an empty one from the title.
    // A slug with no letter or digit is sent as typed, for the server's field message.
    slug: slugify(draft.slug) || draft.slug.trim(),
    tags: splitTags(draft.tags),
    readingTime: readingTime(draft.content),
    ...(dateTouched && publishedAt ? { publishedAt } : {}),
  };
}

export type DraftAction =
  | { type: "set"; patch: Partial<Draft> }
  | { type: "title"; title: string }
  | { type: "slug"; slug: string };

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case "set":
      return { ...draft, ...action.patch };
    case "title":
      // The slug follows the title until it is typed by hand or the post has been live (spec 5).
      return { ...draft, title: action.title, slug: draft.slugLocked ? draft.slug : slugify(action.title) };
    case "slug":
      return { ...draft, slug: action.slug, slugLocked: true };
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

/**
 * The editor's main button for the status and date on screen against the post as stored: a draft
 * is saved, a live post updated or unpublished, a future date scheduled. `confirm`: the save would
 * make a never-published post public (now or on its date), so it asks first.
 */
export function primaryAction(
  draft: Pick<Draft, "isPublished" | "publishedAt">,
  stored: EditorPost,
  timeZone: string,
  now = Date.now(),
) {
  // A draft waiting for review is a draft to the button.
  const storedStatus = stored.post.status === "pending" ? "draft" : stored.post.status;
  if (!draft.isPublished)
    return {
      label: storedStatus === "draft" ? "Save Draft" : "Unpublish",
      confirm: false,
      scheduledFor: null,
    };
  const date = zonedInputInstant(draft.publishedAt, timeZone);
  const future = date !== null && date.getTime() > now;
  const goesLive = future ? storedStatus !== "scheduled" : storedStatus !== "published";
  return {
    label: goesLive ? (future ? "Schedule" : "Publish") : "Update",
    // Asked once: a scheduled post was confirmed when it was scheduled.
    confirm: goesLive && storedStatus === "draft" && !stored.everLive,
    scheduledFor: future ? date : null,
  };
}
