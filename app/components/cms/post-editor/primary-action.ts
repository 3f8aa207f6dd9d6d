import type { EditorPost } from "~/.server/services/posts/cms-posts";
import { zonedInputInstant } from "~/lib/date-time";
import type { Draft } from "./draft";

export type PrimaryLabel = "Save Draft" | "Unpublish" | "Schedule" | "Publish" | "Update";

type PrimaryAction = {
  /** What the editor's main button will do, in its own words. */
  label: PrimaryLabel;
  /** The save would make a never-published post public (now or on its date): ask first. */
  confirm: boolean;
  /** The publish date, when the save schedules the post. */
  scheduledFor: Date | null;
};

/**
 * The editor's primary button for the status and date chosen on screen against the post as
 * stored: a draft is saved, a live post updated or unpublished, a future date scheduled.
 */
export function primaryAction(
  draft: Pick<Draft, "isPublished" | "publishedAt">,
  stored: EditorPost,
  /** The site's: the date on screen is a wall clock there. */
  timeZone: string,
  now = Date.now(),
): PrimaryAction {
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
  const label: PrimaryLabel = goesLive ? (future ? "Schedule" : "Publish") : "Update";
  return {
    label,
    // Asked once: a scheduled post was confirmed when it was scheduled.
    confirm: goesLive && storedStatus === "draft" && !stored.everLive,
    scheduledFor: future ? date : null,
  };
}
