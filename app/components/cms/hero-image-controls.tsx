import { ImageIcon, Library, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { heroPrompt, type MediaItem } from "~/lib/schemas/media";
import { cn } from "~/lib/utils";
import { cmsRequest, errorMessage } from "./api";
import { formatBytes, thumbnailOf, useMediaLibrary } from "./media-api";

export const DEFAULT_IMAGE_PROVIDER_LABEL = "Hearthstone Studio (local)";

/**
 * The post form's featured-image helpers (spec 4, 5, 7): generate a hero image, pick one from
 * the media library, and a preview that hides itself when the image does not load.
 */
export function HeroImageControls({
  draft,
  value,
  onChange,
  providerLabel = DEFAULT_IMAGE_PROVIDER_LABEL,
}: {
  draft: { title: string; excerpt: string; content: string; categories: string[] };
  value: string;
  onChange(url: string): void;
  providerLabel?: string;
}) {
  const [generating, setGenerating] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The address that failed to load: a new address gets a fresh chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === value;
  const hasSource = draft.title.trim() !== "" || draft.content.trim() !== "";

  async function generate() {
    if (generating) return;
    if (!hasSource) {
      toast({ title: "Please add a title or content first", variant: "destructive" });
      return;
    }
    setGenerating(true);
    try {
      const { imageUrl } = await cmsRequest<{ imageUrl: string }>("/api/generate-image", {
        method: "POST",
        body: {
          prompt: heroPrompt(draft),
          style: "digital-art",
          ratio: "16:9",
          ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
          ...(draft.categories[0] ? { category: draft.categories[0] } : {}),
        },
      });
      onChange(imageUrl);
      toast({ title: "Hero image generated successfully", variant: "success" });
    } catch (error) {
      toast({
        title: "Failed to generate hero image",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setGenerating(false);
    }
  }

  const disabled = !hasSource || generating;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-disabled={disabled}
          aria-describedby={hasSource ? undefined : "hero-generate-hint"}
          data-testid="generate-hero"
          className={cn(disabled && "cursor-not-allowed opacity-60")}
          onClick={() => void generate()}
        >
          <Sparkles aria-hidden />
          {generating ? "Generating..." : `Generate with ${providerLabel}`}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setPickerOpen(true)}>
          <Library aria-hidden />
          Pick from library
        </Button>
      </div>
      {hasSource ? null : (
        <p id="hero-generate-hint" className="text-xs text-muted">
          Add a title or content to generate a hero image.
        </p>
      )}
      {value && !broken ? (
        <figure className="max-w-md overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <img
            src={value}
            alt="Hero preview"
            data-testid="hero-preview"
            className="aspect-video w-full object-cover"
            onError={() => setBrokenUrl(value)}
          />
        </figure>
      ) : null}
      <MediaPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onPick={(item) => {
          onChange(item.url);
          setPickerOpen(false);
          toast({ title: "Featured image chosen", description: item.filename, variant: "success" });
        }}
      />
    </div>
  );
}

function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(item: MediaItem): void;
}) {
  const { items, error } = useMediaLibrary(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose a featured image</DialogTitle>
          <DialogDescription>
            Images from the media library. Upload new ones in the Media tab.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        ) : items === null ? (
          <p className="py-8 text-center text-sm text-muted">Loading images...</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <ImageIcon className="size-8 text-slate-400" aria-hidden />
            <p className="mt-3 text-sm text-muted">The library is empty.</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Media library">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  className="group block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={`Use ${item.filename}`}
                >
                  <img
                    src={thumbnailOf(item)}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full bg-slate-100 object-cover"
                  />
                  <span className="block truncate px-2 pt-1.5 text-xs font-semibold text-ink">
                    {item.filename}
                  </span>
                  <span className="block px-2 pb-1.5 text-xs text-muted">
                    {item.width} × {item.height} · {formatBytes(item.byteSize)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
