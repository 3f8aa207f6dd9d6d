import { Check, Copy, ImageIcon, Sparkles, Trash2, UploadCloud } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { formatLongDate } from "~/lib/posts";
import type { MediaItem } from "~/lib/schemas/media";
import { cn } from "~/lib/utils";
import { cmsRequest, errorMessage } from "./api";
import { formatBytes, thumbnailOf, uploadMedia, useMediaLibrary } from "./media-api";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** The media library: upload (PNG, JPEG, WebP, GIF up to 5 MB), list, copy the URL, delete. */
export function MediaTab() {
  const { items, error, reload, setItems } = useMediaLibrary();
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<MediaItem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function uploadFiles(files: FileList | File[]) {
    const list = [...files];
    if (list.length === 0) return;
    setUploadError(null);
    setUploading((count) => count + list.length);
    for (const file of list) {
      try {
        const item = await uploadMedia(file);
        setItems((current) => [item, ...(current ?? [])]);
        toast({
          title: "Image uploaded",
          description: `${item.filename} is in the library.`,
          variant: "success",
        });
      } catch (caught) {
        const message = errorMessage(caught, "The upload failed. Please try again.");
        setUploadError(`${file.name}: ${message}`);
        toast({ title: "Upload refused", description: message, variant: "destructive" });
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (inputRef.current) inputRef.current.value = "";
  }

  return (
    <div className="grid gap-6">
      <Card className="p-5 sm:p-6">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the button is the keyboard path */}
        <div
          data-testid="media-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void uploadFiles(event.dataTransfer.files);
          }}
          className={cn(
            "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors",
            dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50/60",
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
            <UploadCloud className="size-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-bold text-ink">Upload images</h2>
            <p className="mt-1 text-sm text-muted">
              PNG, JPEG, WebP or GIF, up to 5 MB. Each is saved as WebP with 1200 px and 600 px versions.
            </p>
          </div>
          <input
            ref={inputRef}
            id="media-upload"
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            onChange={(event) => {
              if (event.target.files) void uploadFiles(event.target.files);
            }}
          />
          <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={uploading > 0}>
            <UploadCloud aria-hidden />
            {uploading > 0 ? "Uploading..." : "Choose images"}
          </Button>
          <label htmlFor="media-upload" className="sr-only">
            Image files to upload
          </label>
          <p className="text-xs text-muted">or drop files here</p>
          {uploadError ? (
            <p role="alert" className="text-sm font-medium text-danger-600" data-testid="upload-error">
              {uploadError}
            </p>
          ) : null}
        </div>
      </Card>

      <section aria-labelledby="media-library-heading">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="media-library-heading" className="text-lg font-bold text-ink">
            Library
          </h2>
          {items ? (
            <span className="text-sm text-muted">
              {items.length} image{items.length === 1 ? "" : "s"}
            </span>
          ) : null}
        </div>
        {error ? (
          <Card className="px-6 py-8 text-center text-sm text-danger-600" role="alert">
            {error}{" "}
            <Button variant="link" size="sm" onClick={() => void reload()}>
              Try again
            </Button>
          </Card>
        ) : items === null ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading images">
            {[0, 1, 2].map((key) => (
              <li key={key} className="h-64 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ImageIcon className="size-6" aria-hidden />
            </span>
            <p className="mt-4 font-semibold text-ink">No images yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted">
              Upload an image above, or generate a hero image from the post form.
            </p>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Media library">
            {items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onDelete={() => setPendingDelete(item)}
                onAltSaved={(updated) =>
                  setItems(
                    (current) => current?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? null,
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <DeleteMediaDialog
        item={pendingDelete}
        onClose={() => setPendingDelete(null)}
        onDeleted={(id) => setItems((current) => current?.filter((entry) => entry.id !== id) ?? null)}
      />
    </div>
  );
}

function MediaCard({
  item,
  onDelete,
  onAltSaved,
}: {
  item: MediaItem;
  onDelete(): void;
  onAltSaved(item: MediaItem): void;
}) {
  const [copied, setCopied] = useState(false);
  const [alt, setAlt] = useState(item.alt);
  const [savingAlt, setSavingAlt] = useState(false);

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

  async function saveAlt() {
    if (alt.trim() === item.alt) return;
    setSavingAlt(true);
    try {
      const updated = await cmsRequest<MediaItem>(`/api/cms/media/${item.id}`, {
        method: "PATCH",
        body: { alt },
      });
      onAltSaved(updated);
      toast({ title: "Alt text saved", variant: "success" });
    } catch (caught) {
      toast({
        title: "Alt text not saved",
        description: errorMessage(caught, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setSavingAlt(false);
    }
  }

  return (
    <li data-testid="media-item" data-media-id={item.id}>
      <Card className="flex h-full flex-col overflow-hidden">
        <div className="relative aspect-video bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          <img
            src={thumbnailOf(item)}
            alt={item.alt}
            width={item.variants.find((variant) => variant.variant === "w600")?.width ?? item.width}
            height={item.variants.find((variant) => variant.variant === "w600")?.height ?? item.height}
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
              · {formatBytes(item.byteSize)} · {formatLongDate(item.createdAt)}
            </p>
          </div>
          <div>
            <label htmlFor={`alt-${item.id}`} className="mb-1 block text-xs font-medium text-ink-soft">
              Alt text
            </label>
            <Input
              id={`alt-${item.id}`}
              value={alt}
              placeholder="Describe the image"
              className="h-9 text-sm"
              disabled={savingAlt}
              onChange={(event) => setAlt(event.target.value)}
              onBlur={() => void saveAlt()}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void saveAlt();
                }
              }}
            />
          </div>
          <div className="mt-auto flex gap-2">
            <Button variant="outline" size="sm" className="flex-1" onClick={() => void copyUrl()}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy URL"}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-600 hover:bg-red-50"
              onClick={onDelete}
              aria-label={`Delete ${item.filename}`}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function DeleteMediaDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: MediaItem | null;
  onClose(): void;
  onDeleted(id: string): void;
}) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!item) return;
    setBusy(true);
    try {
      await cmsRequest(`/api/cms/media/${item.id}`, { method: "DELETE" });
      onDeleted(item.id);
      toast({ title: "Image deleted", description: item.filename, variant: "success" });
      onClose();
    } catch (caught) {
      toast({
        title: "Image not deleted",
        description: errorMessage(caught, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this image?</DialogTitle>
          <DialogDescription>
            {item?.filename} will be removed from the library. Posts that use it will show no image.
          </DialogDescription>
        </DialogHeader>
        {item ? (
          <img
            src={thumbnailOf(item)}
            alt={item.alt}
            className="max-h-48 w-full rounded-lg bg-slate-100 object-contain"
          />
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? "Deleting..." : "Delete image"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
