import type { MediaItem } from "~/lib/schemas/media";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The 600 px rendition (the card's width), or the original. */
export function thumbnailOf(item: MediaItem) {
  const small = item.variants.find((variant) => variant.variant === "w600");
  return {
    src: small?.url ?? item.url,
    width: small?.width ?? item.width,
    height: small?.height ?? item.height,
  };
}
