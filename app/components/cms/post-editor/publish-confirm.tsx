import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { displayTitle } from "~/lib/posts";
import { useSiteDates } from "~/lib/site-dates";
import type { PrimaryAction } from "./primary-action";

/**
 * The one question before a post that was never public goes live (so a test post
 * cannot go live by accident). The safe answer, keeping the draft, has the focus.
 */
export function PublishConfirm({
  action,
  title,
  slug,
  open,
  onOpenChange,
  onConfirm,
}: {
  action: PrimaryAction;
  title: string;
  slug: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  const scheduled = action.scheduledFor;
  const dates = useSiteDates();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{scheduled ? "Schedule this post?" : "Publish this post?"}</DialogTitle>
          <DialogDescription>
            “{displayTitle(title)}” will be public at /blog/{slug}
            {scheduled ? ` from ${dates.dateTime(scheduled)}` : " as soon as you confirm"}, and listed on the
            blog and in its feed.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep as draft</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {action.label}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
