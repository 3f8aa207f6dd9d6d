import { AlertCircle, Check, Loader2 } from "lucide-react";
import { useSiteDates } from "~/lib/site-dates";
import type { EditorState } from "./editor-state";

/** "Saving...", "Not saved" (edits unsent, a failure), or "Saved" once the server said so. */
export function SaveStatus({ state: { phase, failed, savedAt, isNew } }: { state: EditorState }) {
  const dates = useSiteDates();
  let content: React.ReactNode = null;
  if (phase === "saving" || phase === "queued")
    content = (
      <>
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Saving...
      </>
    );
  else if (phase !== "idle")
    content = (
      <>
        <AlertCircle className="size-4 text-danger-600" aria-hidden />
        Not saved
        {phase === "failed" && failed ? <span className="sr-only">: {failed}</span> : null}
      </>
    );
  else if (savedAt !== null || !isNew)
    content = (
      <>
        <Check className="size-4 text-emerald-600" aria-hidden />
        Saved
        {savedAt !== null ? <span className="text-muted">at {dates.time(new Date(savedAt))}</span> : null}
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
