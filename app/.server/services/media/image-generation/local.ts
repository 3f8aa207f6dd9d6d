import { renderCardPng } from "../image-render";
import type { GeneratedImage, ImageProvider, ImageRequest } from "./types";

export const LOCAL_IMAGE_SIZE = { width: 1600, height: 900 } as const;

/** The title for the artwork: the given title, or the prompt's first sentence, kept short. */
function artworkTitle(request: ImageRequest): string {
  const given = request.title?.trim();
  if (given) return given;
  const firstSentence = request.prompt.split(/(?<=[.!?])\s/)[0] ?? request.prompt;
  return firstSentence.length > 90 ? `${firstSentence.slice(0, 87).trimEnd()}...` : firstSentence;
}

function fileSlug(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "hero"
  );
}

/**
 * Default provider, no network: the shared card renderer (satori + resvg) draws the title in the
 * site's display font over generated artwork, colored by the post's category, as a 1600x900 PNG.
 */
export const localImageProvider: ImageProvider = {
  id: "local",
  label: "Hearthstone Studio (local)",
  async generate(request: ImageRequest): Promise<GeneratedImage> {
    const title = artworkTitle(request);
    const bytes = await renderCardPng({
      title,
      eyebrow: request.category || "Marketing Hub",
      category: request.category,
      ...LOCAL_IMAGE_SIZE,
    });
    return { bytes, filename: `hero-${fileSlug(title)}.png` };
  },
};
