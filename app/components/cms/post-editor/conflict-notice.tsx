import { Button } from "~/components/ui/button";

/**
 * A save refused because the post changed elsewhere (another tab, another person): take their
 * version (the one the refusal brought), or send mine over it.
 */
export function ConflictNotice({
  message,
  onReload,
  onOverwrite,
}: {
  message: string;
  onReload(): void;
  onOverwrite(): void;
}) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-danger-600/40 bg-red-50 p-4 text-sm text-ink">
      <p className="font-semibold">Not saved: this post changed elsewhere.</p>
      <p className="mt-1">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          Reload their version
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onOverwrite}>
          Overwrite with mine
        </Button>
      </div>
    </div>
  );
}
