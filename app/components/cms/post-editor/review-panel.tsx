import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { reviewDone, reviewPanelCopy } from "~/content/cms-editor";
import type { PostReview } from "~/.server/services/posts/cms-posts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { ActionResult } from "~/lib/action-result";
import { ActionNote, NotedTextarea, Panel } from "../kit";

/** What the editor's route action answers an HTML form of the review (cms.post-edit.tsx). */
export type ReviewAnswer = ActionResult<{ review: keyof typeof reviewDone }, { review: null }>;

/** The message of a review form's answer, for the page (no JavaScript) or a toast. */
export function reviewMessage(answer: ReviewAnswer): string {
  return answer.ok ? reviewDone[answer.review] : answer.message;
}

/** The note an Editor sent the draft back with: shown above the fields until it is submitted again. */
export function ReviewNote({ review }: { review: PostReview | null }) {
  if (review?.state !== "returned" || !review.note) return null;
  return (
    <section
      aria-label="Note from the editor"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
    >
      <p className="font-semibold">{review.noteBy ?? "An editor"} sent this draft back:</p>
      <p className="mt-1 whitespace-pre-line">{review.note}</p>
      <p className="mt-2 text-muted">Make the changes, then submit it for review again.</p>
    </section>
  );
}

/**
 * The review (ADR "Review"): to an author who may not publish, where the draft stands; to an Editor,
 * on a pending draft, "Publish now" and "Send back" with a note. Its controls belong to forms outside
 * the editor's (the `form` attribute); with JavaScript "Send back" goes through a fetcher and
 * "Publish now" through the editor's own save (`onPublish`), keeping the editor's version in step.
 */
export function ReviewPanel({
  mode,
  review,
  author,
  answer,
  formIds,
  onPublish,
}: {
  mode: "author" | "reviewer";
  review: PostReview | null;
  author: string;
  /** The answer of a review form posted without JavaScript. */
  answer: ReviewAnswer | null;
  formIds: { sendBack: string; publish: string };
  onPublish(): void;
}) {
  const noteId = useId();
  const sendBackFetcher = useFetcher<ReviewAnswer>({ key: `${formIds.sendBack}-fetcher` });
  const sent = sendBackFetcher.data;
  useEffect(() => {
    if (sent?.ok) toast({ title: reviewMessage(sent), variant: "success" });
  }, [sent]);
  const shown = sent && !sent.ok ? sent : answer;
  const pending = review?.state === "pending";
  if (mode === "reviewer" && !pending) return null;
  return (
    <Panel title="Review" className="grid gap-3">
      {mode === "author" ? (
        <p className="text-sm text-muted">
          {pending ? reviewPanelCopy.pending : reviewPanelCopy.mayNotPublish}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {author || "The author"}
            {reviewPanelCopy.submitted}
          </p>
          <Button
            type="submit"
            form={formIds.publish}
            name="intent"
            value="publish-review"
            onClick={(event) => {
              event.preventDefault();
              onPublish();
            }}
          >
            Publish now
          </Button>
          <NotedTextarea
            id={`${noteId}-note`}
            label="Note for the author"
            name="note"
            form={formIds.sendBack}
            rows={3}
            // The message itself is the panel's answer below.
            aria-invalid={shown?.ok === false && shown.fieldErrors.note ? true : undefined}
          />
          <Button
            type="submit"
            variant="outline"
            form={formIds.sendBack}
            name="intent"
            value="send-back"
            disabled={sendBackFetcher.state !== "idle"}
          >
            Send back
          </Button>
        </>
      )}
      <ActionNote result={shown}>
        {shown?.ok ? reviewMessage(shown) : (shown?.fieldErrors.note ?? shown?.message)}
      </ActionNote>
    </Panel>
  );
}
