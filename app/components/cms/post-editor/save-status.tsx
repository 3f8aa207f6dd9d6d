import { AlertCircle, Check, Loader2 } from "lucide-react";
import { useSiteDates } from "~/lib/site-settings";

/**
 * The honest save state: "Saving..." while a request is out, "Not saved" while the text on screen
 * differs from the stored one (or the last save failed), "Saved" only after the server said so.
 */
export function SaveStatus({
  unsaved,
  inFlight,
  failed,
  conflict,
  savedAt,
  isNew,
}: {
  unsaved: boolean;
  inFlight: boolean;
  failed: string | null;
  conflict: boolean;
  savedAt: Date | null;
  isNew: boolean;
}) {
  const dates = useSiteDates();
  let content: React.ReactNode = null;
  if (inFlight)
    content = (
      <>
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Saving...
      </>
    );
  else if (conflict || failed || unsaved)
    content = (
      <>
        <AlertCircle className="size-4 text-danger-600" aria-hidden />
        Not saved
        {failed && !conflict ? <span className="sr-only">: {failed}</span> : null}
      </>
    );
  else if (!isNew)
    content = (
      <>
        <Check className="size-4 text-emerald-600" aria-hidden />
        Saved
        {savedAt ? <span className="text-muted">at {dates.time(savedAt)}</span> : null}
      </>
    );
  return (
    <p
      role="status"
      data-testid="save-status"
      title={failed ?? undefined}
      className="inline-flex min-w-24 items-center gap-1.5 text-sm font-medium text-ink-soft"
    >
      {content}
    </p>
  );
}
