import { z } from "zod/mini";

/** "Send back": the note an Editor writes for the author of a draft waiting for review. */
export const REVIEW_NOTE_MAX = 2000;

export const sendBackSchema = z.object({
  note: z
    .string({ error: "Write a note for the author" })
    .check(
      z.trim(),
      z.minLength(1, "Write a note for the author"),
      z.maxLength(
        REVIEW_NOTE_MAX,
        `The note must be at most ${REVIEW_NOTE_MAX.toLocaleString("en-US")} characters`,
      ),
    ),
});
