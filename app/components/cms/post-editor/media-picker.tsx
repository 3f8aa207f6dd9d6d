import { ImageIcon, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { MediaPage, MediaPick } from "~/.server/services/media/media";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";

/** Library images to pick, read from /cms/post-media by a fetcher (a newer search replaces an older one). */
export function MediaPicker({
  open,
  onOpenChange,
  onPick,
  title,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(item: MediaPick): void;
  title: string;
}) {
  const fetcher = useFetcher<MediaPage<MediaPick>>();
  const [query, setQuery] = useState("");
  const { load } = fetcher;
  // A newer load (or a navigation) aborts an older one: that rejection is expected, not an error.
  const search = (q: string, page = 1) =>
    load(`/cms/post-media?${new URLSearchParams({ q, page: String(page) })}`).catch(() => {});
  // Opening the picker shows the first page; the load is the router's, so it is not a fetch in an effect.
  useEffect(() => {
    if (open) load("/cms/post-media").catch(() => {});
  }, [open, load]);
  const result = fetcher.data;
  /** A button to another page of the same search: disabled past the first or the last. */
  const turn = (label: string, page: number) => (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={!result || page < 1 || page > result.pageCount}
      onClick={() => void search(result?.query ?? "", page)}
    >
      {label}
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Images from the media library. Upload new ones in the Media tab.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog is portaled, but React bubbles its events to the editor's own form,
            // whose submit is "Create Post": a search must not save (or publish) the post.
            event.stopPropagation();
            void search(query);
          }}
        >
          <Input
            type="search"
            aria-label="Search images by name or alt text"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search images"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden />
            Search
          </Button>
        </form>
        {!result ? (
          <p className="py-8 text-center text-sm text-muted">Loading images...</p>
        ) : result.items.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <ImageIcon className="size-8 text-slate-400" aria-hidden />
            <p className="mt-3 text-sm text-muted">
              {result.query ? `No images match "${result.query}".` : "The library is empty."}
            </p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Media library">
              {result.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onPick(item)}
                    className="group block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    aria-label={`Use ${item.filename}`}
                  >
                    <img
                      src={item.url}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full bg-slate-100 object-cover"
                    />
                    <span className="block truncate px-2 pt-1.5 text-xs font-semibold text-ink">
                      {item.filename}
                    </span>
                    <span className="block truncate px-2 pb-1.5 text-xs text-muted">
                      {item.alt || "No alt text"} · {item.width} × {item.height}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {result.pageCount > 1 ? (
              <nav aria-label="Image pages" className="flex items-center justify-between text-sm">
                {turn("Previous", result.page - 1)}
                <span className="text-muted">
                  Page {result.page} of {result.pageCount}
                </span>
                {turn("Next", result.page + 1)}
              </nav>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
