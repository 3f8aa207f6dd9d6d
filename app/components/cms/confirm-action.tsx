import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { displayTitle } from "~/lib/posts";

/** The questions a post row asks before an intent that cannot be taken back at a click. */
const questions = {
  /** The posts list: to the Trash (issue 23). */
  delete: {
    label: "Delete",
    title: "Delete this post?",
    description: (title: string) =>
      `"${title}" will be removed from the blog at once and kept in the Trash for 30 days, where you can restore it.`,
    confirm: "Delete post",
    pending: "Deleting...",
  },
  /** The Trash: gone for good. */
  "delete-forever": {
    label: "Delete forever",
    title: "Delete this post forever?",
    description: (title: string) =>
      `"${title}" and its revisions will be deleted for good. This cannot be undone.`,
    confirm: "Delete forever",
    pending: "Delete forever",
  },
};

/**
 * A post row's destructive action behind one question, for every row that has one: the trigger
 * opens a dialog (Radix: focus moves into it, is trapped there and returns to the trigger on close,
 * which Radix does only for its own DialogTrigger),
 * Cancel keeps everything, and the confirm button is a plain form post of `intent` and `id` through
 * the row's fetcher, so the answer lands where the row's `useActionResult` reads it (the toast).
 */
export function ConfirmAction({
  fetcher,
  intent,
  post,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state" | "formData">;
  intent: keyof typeof questions;
  post: { id: string; title: string };
}) {
  const [open, setOpen] = useState(false);
  const question = questions[intent];
  const title = displayTitle(post.title);
  const busy = fetcher.state !== "idle";
  const pending = busy && fetcher.formData?.get("intent") === intent;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* The trigger is Radix's own, so the focus comes back to it when the dialog closes. */}
      <DialogTrigger asChild>
        <Button variant="ghost-danger" size="sm" disabled={busy}>
          <Trash2 aria-hidden />
          {question.label}
          <span className="sr-only"> “{title}”</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{question.title}</DialogTitle>
          <DialogDescription>{question.description(title)}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onSubmit={() => setOpen(false)}
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={post.id} />
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            <Trash2 aria-hidden />
            {pending ? question.pending : question.confirm}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
