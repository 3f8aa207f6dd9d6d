import { z } from "zod/mini";
import { optionalText, requiredLabelled } from "./single-line";

/** A staff author profile from /cms/profile; the bio has `authorBio`'s limit, as it is copied there. */
export const profileFormSchema = z.object({
  displayName: requiredLabelled("Display name", 120),
  bio: optionalText(500, "Bio"),
  avatarMediaId: z.pipe(
    z.optional(z.union([z.uuid("Choose an image from the media library"), z.literal(""), z.null()])),
    z.transform((value) => (value ? value.toLowerCase() : null)),
  ),
});

export type ProfileInput = z.output<typeof profileFormSchema>;

/** An author as the public article and the editor's author select show them. */
export type AuthorProfile = {
  id: string;
  /** The display name, or the username when none is set yet. */
  name: string;
  bio: string | null;
  /** A library image (its 600 px rendition), or null for the initials avatar. */
  avatarUrl: string | null;
};
