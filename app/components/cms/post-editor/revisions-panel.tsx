import { GitCompare, History } from "lucide-react";
import { Link } from "react-router";
import type { PostRevision } from "~/.server/services/posts/cms-posts";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSiteDates } from "~/lib/site-dates";
import { Panel } from "../kit";

/** Each save of the live post, newest first: Compare shows its changes, Restore loads it as an autosave. */
export function RevisionsPanel({
  revisions,
  onRestore,
  busy,
}: {
  revisions: PostRevision[];
  onRestore(revision: PostRevision): void;
  busy: boolean;
}) {
  const dates = useSiteDates();
  return (
    <Panel title="Revisions" icon={History}>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Each save of the published post is kept here.</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label="Revisions">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0">
                <time
                  dateTime={revision.savedAt}
                  className="block font-medium text-ink"
                  suppressHydrationWarning
                >
                  {dates.dateTime(revision.savedAt)}
                </time>
                <span className="block text-xs text-muted">by {revision.savedBy}</span>
              </span>
              <span className="flex gap-2">
                <Link
                  to={`/cms/posts/${encodeURIComponent(revision.postId)}/revisions/${revision.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`Compare the revision of ${dates.dateTime(revision.savedAt)} by ${revision.savedBy}`}
                >
                  <GitCompare aria-hidden />
                  Compare
                </Link>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Restore the revision of ${dates.dateTime(revision.savedAt)} by ${revision.savedBy}`}
                  onClick={() => onRestore(revision)}
                >
                  Restore
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
