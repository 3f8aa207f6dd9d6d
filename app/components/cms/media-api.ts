import { useCallback, useEffect, useState } from "react";
import { MAX_UPLOAD_BYTES, type MediaItem } from "~/lib/schemas/media";
import { CmsApiError, CmsNetworkError, cmsRequest } from "./api";

/** Sends an image's bytes as the body; the server reads its type from the bytes. */
export async function uploadMedia(file: File): Promise<MediaItem> {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new CmsApiError(413, "The file is larger than 5 MB.", {}, "The file is larger than 5 MB.");
  let response: Response;
  try {
    response = await fetch("/api/cms/media", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "content-type": file.type || "application/octet-stream",
        "x-filename": encodeURIComponent(file.name),
      },
      body: file,
    });
  } catch {
    throw new CmsNetworkError("Unable to connect to server");
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string } & Partial<MediaItem>;
  if (!response.ok) {
    const message = typeof body.message === "string" ? body.message : `${response.status}: upload failed`;
    throw new CmsApiError(response.status, message, {}, message);
  }
  return body as MediaItem;
}

/** The media library, loaded in the browser; `reload` after a change. */
export function useMediaLibrary(enabled = true) {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      const result = await cmsRequest<{ items: MediaItem[] }>("/api/cms/media");
      setItems(result.items);
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not load the media library.");
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { items, error, reload, setItems };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function thumbnailOf(item: MediaItem): string {
  return item.variants.find((variant) => variant.variant === "w600")?.url ?? item.url;
}
