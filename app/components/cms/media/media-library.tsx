import { ImageIcon, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { MediaPage } from "~/.server/services/media/media";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { LibraryItem } from "~/lib/schemas/media";
import { Pager } from "../pager";
import { MediaCard } from "./media-card";
import { MediaUpload } from "./media-upload";
import { EmptyState } from "../kit";

/** The media library page: upload, search (a GET form, so the search is the URL) and pages. */
export function MediaLibrary({ data }: { data: MediaPage<LibraryItem> }) {
  const { items, query, page, pageCount, total } = data;
  return (
    // One column that never grows past the screen: a file input's own width would widen it on a phone.
    <div className="grid min-w-0 grid-cols-1 gap-6 *:min-w-0">
      <MediaUpload />
      <section aria-labelledby="media-library-heading" className="grid min-w-0 grid-cols-1 gap-3 *:min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="media-library-heading" className="text-lg font-bold text-ink">
            Library
          </h2>
          <span className="text-sm text-muted" data-testid="media-count">
            {total} image{total === 1 ? "" : "s"}
            {query ? ` matching “${query}”` : ""}
          </span>
        </div>
        <Form method="get" role="search" aria-label="Search the library" className="flex gap-2" key={query}>
          <label htmlFor="media-search" className="sr-only">
            Search by file name or alt text
          </label>
          <Input
            id="media-search"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={query}
            placeholder="File name or alt text"
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden />
            Search
          </Button>
        </Form>
        {items.length === 0 ? (
          <EmptyState
            icon={ImageIcon}
            title={query ? `No image matches “${query}”` : "No images yet"}
            note={query ? undefined : "Upload an image above, or generate a hero image from the post form."}
          >
            {query ? (
              <Link to="/cms/media" className={buttonVariants({ variant: "link", size: "sm" })}>
                Show every image
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Media library">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} label="Library pages" />
      </section>
    </div>
  );
}
