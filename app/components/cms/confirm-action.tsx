import { Trash2 } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { displayTitle } from "~/lib/posts";
import { Hidden } from "./kit";

/** The questions a post row asks before an intent that cannot be taken back at a click. */
const questions = {
  /** The posts list: to the Trash. */
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
 * A post row's destructive action behind one question. The native dialog opens with no script (a
 * press before hydration still asks); the confirm posts through the row's fetcher, so its toast shows.
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
  const question = questions[intent];
  const title = displayTitle(post.title);
  const busy = fetcher.state !== "idle";
  const pending = busy && fetcher.formData?.get("intent") === intent;
  return (
    <NativeDialog
      trigger={
        <>
          <Trash2 aria-hidden />
          {question.label}
          <span className="sr-only"> “{title}”</span>
        </>
      }
      triggerClassName={buttonVariants({ variant: "ghost-danger", size: "sm" })}
      title={question.title}
      description={question.description(title)}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <form method="dialog">
          <Button type="submit" variant="outline" className="w-full">
            Cancel
          </Button>
        </form>
        <fetcher.Form method="post" onSubmit={(event) => event.currentTarget.closest("dialog")?.close()}>
          <Hidden intent={intent} id={post.id} />
          <Button type="submit" variant="destructive" className="w-full" disabled={busy}>
            <Trash2 aria-hidden />
            {pending ? question.pending : question.confirm}
          </Button>
        </fetcher.Form>
      </div>
    </NativeDialog>
  );
}
