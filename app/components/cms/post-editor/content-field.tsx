import { Eye, EyeOff, ImagePlus, Maximize2 } from "lucide-react";
import { useRef, useState } from "react";
import { Markdown } from "~/components/markdown";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { readingTime } from "~/lib/posts";
import { cn } from "~/lib/utils";
import { FieldNote } from "../kit";
import { imageMarkdown, insertAt } from "./draft";
import { MediaPicker } from "./media-picker";

/** The markdown body (spec 2.16, 5): inline preview, reading time, and "Insert image" at the cursor. */
export function ContentField({
  value,
  onChange,
  onFullPreview,
  error,
}: {
  value: string;
  onChange(value: string): void;
  onFullPreview(): void;
  error: string | undefined;
}) {
  const [showPreview, setShowPreview] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the cursor was when the picker opened (the dialog takes the focus).
  const selection = useRef({ start: value.length, end: value.length });

  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="post-content" flush>
          Content *
        </Label>
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              const field = textarea.current;
              const end = value.length;
              selection.current = { start: field?.selectionStart ?? end, end: field?.selectionEnd ?? end };
              setPickerOpen(true);
            }}
          >
            <ImagePlus aria-hidden />
            Insert image
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setShowPreview((shown) => !shown)}
            aria-pressed={showPreview}
          >
            {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {showPreview ? "Hide preview" : "Show preview"}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onFullPreview}>
            <Maximize2 aria-hidden />
            Full-screen preview
          </Button>
        </div>
      </div>
      <div className={cn("grid gap-3", showPreview && "md:grid-cols-2")}>
        <Textarea
          ref={textarea}
          id="post-content"
          rows={16}
          className="font-mono max-sm:text-sm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={"## A heading\n\nWrite with **bold**, *italics*, `code`, lists and links."}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "post-content-note" : undefined}
        />
        {showPreview ? (
          <section
            aria-label="Inline preview"
            data-testid="inline-preview"
            className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4"
          >
            {value.trim() ? (
              <Markdown content={value} className="text-sm" />
            ) : (
              <p className="py-4 text-sm text-muted">Nothing to preview yet.</p>
            )}
          </section>
        ) : null}
      </div>
      <p className="mt-1.5 text-xs text-muted">{readingTime(value)}</p>
      {error ? <FieldNote id="post-content-note" error={error} /> : null}
      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title="Insert an image"
        onPick={(item) => {
          const { start, end } = selection.current;
          const next = insertAt(value, start, end, imageMarkdown(item.alt, item.url));
          onChange(next.value);
          setPickerOpen(false);
          // Back to the text, the cursor after the image (once the dialog has given the focus back).
          requestAnimationFrame(() => {
            textarea.current?.focus();
            textarea.current?.setSelectionRange(next.caret, next.caret);
          });
        }}
      />
    </div>
  );
}
