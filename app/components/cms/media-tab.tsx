import { ImageIcon } from "lucide-react";
import { Card } from "~/components/ui/card";

/** Placeholder until the media library lands (spec 2.16: coming soon). */
export function MediaTab() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ImageIcon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">Media library coming soon</h2>
      <p className="mt-2 max-w-sm text-sm text-muted">
        Uploading and managing images for your posts is on its way. Until then, paste an image URL into a
        post's featured image field.
      </p>
    </Card>
  );
}
