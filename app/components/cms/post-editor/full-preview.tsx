import { Markdown } from "~/components/markdown";
import { displayTitle } from "~/lib/posts";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { readingTime } from "~/lib/posts";
import type { Draft } from "./draft";

/** The separate full-screen preview (spec 2.16, 4): the draft as a reader would see it. */
export function FullPreview({
  open,
  onOpenChange,
  draft,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  draft: Draft;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="screen" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle tone="eyebrow">Preview</DialogTitle>
        </DialogHeader>
        <article className="mx-auto max-w-3xl" data-testid="full-preview">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {displayTitle(draft.title)}
          </h1>
          <p className="mt-3 text-sm text-muted">
            {draft.author || "Author"} · {readingTime(draft.content)}
          </p>
          {draft.featuredImage ? (
            <img
              src={draft.featuredImage}
              alt={draft.featuredImageAlt}
              className="mt-6 aspect-video w-full rounded-lg object-cover"
            />
          ) : null}
          {draft.excerpt ? <p className="mt-4 text-lg text-ink-soft">{draft.excerpt}</p> : null}
          <Markdown content={draft.content || "_Nothing written yet._"} className="mt-6" />
        </article>
      </DialogContent>
    </Dialog>
  );
}
