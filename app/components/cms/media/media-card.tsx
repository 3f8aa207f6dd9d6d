import { Check, Copy, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import type { LibraryItem } from "~/lib/schemas/media";
import type { MediaAnswer } from "~/lib/cms-pages";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, Hidden } from "../kit";

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One library image: where it is used, alt text (saved on Enter, blur or Save), copy its address,
 * delete it (asking first, naming the posts that use it: keeping it is the default).
 */
export function MediaCard({ item }: { item: LibraryItem }) {
  const dates = useSiteDates();
  const altFetcher = useFetcher<MediaAnswer>();
  const deleteFetcher = useFetcher<MediaAnswer>();
  const [copied, setCopied] = useState(false);
  // The 600 px rendition (the card's width), or the original.
  const thumbnail = item.variants.find((variant) => variant.variant === "w600") ?? item;
  const altResult = altFetcher.state === "idle" ? altFetcher.data : undefined;
  const deleted = deleteFetcher.state === "idle" ? deleteFetcher.data : undefined;
  const used = item.uses.length > 0;

  async function copyUrl() {
    const absolute = new URL(item.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: "URL copied", description: absolute, variant: "success" });
    } catch {
      toast({ title: "Could not copy", description: absolute, variant: "destructive" });
    }
  }

  return (
    <li data-testid="media-item" data-media-id={item.id} className="min-w-0">
      <Card className="flex h-full min-w-0 flex-col overflow-hidden">
        <div className="relative aspect-video bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          <img
            src={thumbnail.url}
            alt={item.alt}
            width={thumbnail.width}
            height={thumbnail.height}
            loading="lazy"
            className="absolute inset-0 size-full object-contain"
          />
          {item.source === "generated" ? (
            <Badge variant="ember" className="absolute top-2 left-2 shadow-sm">
              <Sparkles className="size-3" aria-hidden />
              Generated
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink" title={item.filename}>
              {item.filename}
            </p>
            <p className="mt-0.5 text-xs text-muted">
              <span data-testid="media-dimensions">
                {item.width} × {item.height}
              </span>{" "}
              · {formatBytes(item.byteSize)} · {dates.date(item.createdAt)}
            </p>
          </div>
          {/* "Used in": each post that shows the image, linked to its editor; or that no post does. */}
          {used ? (
            <div className="text-xs">
              <p className="font-medium text-ink-soft">Used in</p>
              <ul aria-label="Used in" className="mt-1 grid gap-1">
                {item.uses.map((use) => (
                  <li key={use.postId} className="flex min-w-0 items-baseline gap-1.5">
                    <Link
                      to={`/cms/posts/${encodeURIComponent(use.postId)}`}
                      className="truncate font-semibold text-brand-700 hover:underline"
                    >
                      {use.title}
                    </Link>
                    <span className="shrink-0 text-muted">
                      {use.asFeatured ? "featured image" : "in the text"}
                      {use.isPublished ? "" : " · draft"}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-xs text-muted">Not used in any post</p>
          )}
          <altFetcher.Form method="post" className="grid gap-1">
            <Hidden intent="alt" id={item.id} />
            <label htmlFor={`alt-${item.id}`} className="text-xs font-medium text-ink-soft">
              Alt text
            </label>
            <div className="flex gap-2">
              <Input
                id={`alt-${item.id}`}
                name="alt"
                key={item.alt}
                defaultValue={item.alt}
                maxLength={300}
                placeholder="Describe the image"
                height="sm"
                className="min-w-0"
                onBlur={(event) => {
                  if (event.currentTarget.value.trim() !== item.alt)
                    altFetcher.submit(event.currentTarget.form);
                }}
              />
              <Button type="submit" variant="outline" size="sm" disabled={altFetcher.state !== "idle"}>
                Save
              </Button>
            </div>
            <ActionNote result={altResult} className="text-xs" />
          </altFetcher.Form>
          <div className="mt-auto flex flex-wrap items-start gap-2">
            <Button variant="outline" size="sm" className="flex-1" onClick={() => void copyUrl()}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy URL"}
            </Button>
            {/* The disclosure is the confirmation step, with or without script. */}
            <details
              className="group"
              onToggle={(event) => {
                // Opened: the safe answer has the focus (a used image is kept unless chosen otherwise).
                const details = event.currentTarget;
                if (details.open && used) details.querySelector<HTMLElement>("[data-keep]")?.focus();
              }}
            >
              <summary
                className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-danger-600 hover:bg-red-50"
                aria-label={`Delete ${item.filename}`}
              >
                <Trash2 className="size-4" aria-hidden />
                Delete
              </summary>
              <deleteFetcher.Form method="post" className="mt-2 grid gap-2">
                <Hidden intent="delete" id={item.id} />
                {used ? (
                  <>
                    <Hidden confirm="used" />
                    <p role="alert" className="text-xs text-ink">
                      Used in {item.uses.length === 1 ? "1 post" : `${item.uses.length} posts`}:{" "}
                      {item.uses.map((use) => `“${use.title}”`).join(", ")}. Deleting it leaves a broken image
                      there.
                    </p>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      data-keep
                      onClick={(event) => {
                        event.currentTarget.closest("details")?.removeAttribute("open");
                      }}
                    >
                      Keep image
                    </Button>
                  </>
                ) : null}
                <Button
                  type="submit"
                  variant="destructive"
                  size="sm"
                  disabled={deleteFetcher.state !== "idle"}
                >
                  {deleteFetcher.state !== "idle" ? "Deleting..." : used ? "Delete anyway" : "Delete image"}
                </Button>
              </deleteFetcher.Form>
            </details>
          </div>
          {deleted && !deleted.ok ? (
            <p role="alert" className="text-xs text-danger-600">
              The image was not deleted. {deleted.message}
            </p>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
