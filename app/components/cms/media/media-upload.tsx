import { UploadCloud } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { mediaUploadNote } from "~/content/cms-editor";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import type { MediaAnswer } from "~/lib/cms-pages";
import { Hidden } from "../kit";

/**
 * Upload through the page's action: a multipart form that works without JavaScript (choose, then
 * Upload); with JavaScript choosing or dropping files sends them at once.
 */
export function MediaUpload() {
  const fetcher = useFetcher<MediaAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // An upload is all or none: a refusal names the file and nothing of the set was stored.
  const error = result && !result.ok ? result.message : null;

  // Announce each finished upload once (the answer itself is drawn by the router).
  useEffect(() => {
    if (!result) return;
    const uploaded = "uploaded" in result ? (result.uploaded ?? []) : [];
    if (uploaded.length)
      toast({
        title: "Image uploaded",
        description: `${uploaded.join(", ")} is in the library.`,
        variant: "success",
      });
    if (error) toast({ title: "Upload refused", description: error, variant: "destructive" });
    formRef.current?.reset();
  }, [result, error]);

  function send(files: FileList) {
    if (files.length === 0) return;
    const body = new FormData();
    body.set("intent", "upload");
    for (const file of files) body.append("files", file);
    fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <Card className="p-5 sm:p-6">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the form is the keyboard path */}
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
          send(event.dataTransfer.files);
        }}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50/60"
        }`}
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <UploadCloud className="size-6" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-bold text-ink">Upload images</h2>
          <p className="mt-1 text-sm text-muted">{mediaUploadNote}</p>
        </div>
        <fetcher.Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          className="flex max-w-full flex-col items-center gap-2"
        >
          <Hidden intent="upload" />
          <label htmlFor="media-upload" className="text-sm font-medium text-ink">
            Image files to upload
          </label>
          <input
            id="media-upload"
            name="files"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            required
            className="max-w-full text-sm"
            onChange={(event) => {
              if (event.currentTarget.files) send(event.currentTarget.files);
            }}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            <UploadCloud aria-hidden />
            {busy ? "Uploading..." : "Upload"}
          </Button>
        </fetcher.Form>
        <p className="text-xs text-muted">or drop files here</p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger-600" data-testid="upload-error">
            {error}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
