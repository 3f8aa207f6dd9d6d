import { z } from "zod/mini";
import { oneLine } from "./single-line";

/**
 * A staff author profile as the /cms/profile form sends it. The bio has the same
 * limit as a post's author bio (spec's `authorBio`), since it is copied there.
 */
export const profileFormSchema = z.object({
  displayName: z
    .string({ error: "Display name is required" })
    .check(
      z.trim(),
      z.minLength(1, "Display name is required"),
      z.maxLength(120, "Display name must be at most 120 characters"),
      oneLine(),
    ),
  bio: z.pipe(
    z.nullable(
      z.optional(z.string().check(z.trim(), z.maxLength(500, "Bio must be at most 500 characters"))),
    ),
    z.transform((value) => value || null),
  ),
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
