import { Library, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { heroPrompt } from "~/lib/schemas/media";
import { cn } from "~/lib/utils";
import { cmsRequest, errorMessage } from "../api";
import { MediaPicker } from "./media-picker";
import { NotedInput } from "../kit";
import type { Draft } from "./draft";

/**
 * The featured image (spec 4, 5, 7): address and alt text, generate one (a role with "media.upload"),
 * pick one from the library (its alt text comes along), and a preview hidden when it does not load.
 */
export function FeaturedImage({
  source,
  onChange,
  providerLabel,
  errors,
  mayGenerate,
}: {
  source: Draft;
  onChange(patch: { featuredImage?: string; featuredImageAlt?: string }): void;
  providerLabel: string;
  errors: Record<string, string>;
  mayGenerate: boolean;
}) {
  const { featuredImage: url, featuredImageAlt: alt } = source;
  const [generating, setGenerating] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The address that failed to load: a new address gets a fresh chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === url;
  const hasSource = source.title.trim() !== "" || source.content.trim() !== "";

  async function generate() {
    if (generating) return;
    if (!hasSource) {
      toast({ title: "Please add a title or content first", variant: "destructive" });
      return;
    }
    setGenerating(true);
    try {
      const { imageUrl, media } = await cmsRequest<{ imageUrl: string; media: { alt: string } }>(
        "/api/generate-image",
        {
          method: "POST",
          body: {
            prompt: heroPrompt(source),
            style: "digital-art",
            ratio: "16:9",
            ...(source.title.trim() ? { title: source.title.trim() } : {}),
            ...(source.categories[0] ? { category: source.categories[0] } : {}),
          },
        },
      );
      // The previous image's alt text would describe a picture no longer there.
      onChange({ featuredImage: imageUrl, featuredImageAlt: media.alt });
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
      <div className="grid gap-5 sm:grid-cols-2">
        <NotedInput
          id="post-image"
          label="Featured image URL"
          value={url}
          onChange={(e) => onChange({ featuredImage: e.target.value })}
          placeholder="https://… or /media/…"
          error={errors.featuredImage}
        />
        <NotedInput
          id="post-image-alt"
          label="Featured image alt text"
          value={alt}
          onChange={(e) => onChange({ featuredImageAlt: e.target.value })}
          placeholder="What the image shows"
          error={errors.featuredImageAlt}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {mayGenerate ? (
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
        ) : null}
        <Button type="button" variant="outline" size="sm" onClick={() => setPickerOpen(true)}>
          <Library aria-hidden />
          Pick from library
        </Button>
      </div>
      {hasSource || !mayGenerate ? null : (
        <p id="hero-generate-hint" className="text-xs text-muted">
          Add a title or content to generate a hero image.
        </p>
      )}
      {url && !broken ? (
        <figure className="max-w-md overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <img
            src={url}
            alt={alt || "Hero preview"}
            data-testid="hero-preview"
            className="aspect-video w-full object-cover"
            onError={() => setBrokenUrl(url)}
          />
        </figure>
      ) : null}
      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title="Choose a featured image"
        onPick={(item) => {
          // The library's description comes along; one typed here already wins over an empty one.
          onChange({ featuredImage: item.url, featuredImageAlt: item.alt || alt });
          setPickerOpen(false);
          toast({ title: "Featured image chosen", description: item.filename, variant: "success" });
        }}
      />
    </div>
  );
}
