import { ArrowLeft, RotateCcw, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useActionResult } from "~/components/forms/use-action-result";
import { displayTitle } from "~/lib/posts";
import { useSiteDates } from "~/lib/site-dates";
import type { TrashAnswer, TrashData } from "~/lib/cms-pages";
import { ConfirmAction } from "./confirm-action";
import { StatusBadge } from "./status-badge";
import { EmptyState, Hidden } from "./kit";

type TrashedPost = TrashData["posts"][number];

/** The posts Trash: deleted posts, restorable until purged, or deleted for good now. */
export function PostTrash({ posts, trashDays }: TrashData) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Trash</h2>
          <p className="mt-1 text-sm text-muted">
            Deleted posts are kept here for {trashDays} days, then deleted for good. They are not on the blog,
            and their addresses stay reserved until then.
          </p>
        </div>
        <Link to="/cms/posts" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ArrowLeft aria-hidden />
          Back to posts
        </Link>
      </div>
      {posts.length === 0 ? (
        <EmptyState icon={Trash2} title="The Trash is empty." />
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-3" aria-label="Deleted posts">
          {posts.map((post) => (
            <li key={post.id} className="min-w-0">
              <TrashRow post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TrashRow({ post }: { post: TrashedPost }) {
  const dates = useSiteDates();
  const fetcher = useFetcher<TrashAnswer>();
  const busy = fetcher.state !== "idle";
  const title = displayTitle(post.title);

  useActionResult(fetcher.data, {
    failureTitle: "Failed to update post",
    onDone: (result) => ({
      title: result.intent === "restore" ? "Post restored" : "Post deleted forever",
      description:
        result.intent === "restore"
          ? `"${displayTitle(result.title)}" is back in Posts.`
          : `"${displayTitle(result.title)}" is gone for good.`,
      variant: "success",
    }),
  });

  const titleId = `trashed-${post.id}-title`;
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-post-id={post.id}>
      <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-ink">
              {title}
            </h3>
            <StatusBadge status={post.status} />
          </div>
          <p className="mt-1 text-xs break-all text-muted">/blog/{post.slug}</p>
          <p className="mt-1 text-xs text-muted">
            Deleted <time dateTime={post.trashedAt}>{dates.dateTime(post.trashedAt)}</time> · deleted for good
            on <time dateTime={post.purgeAt}>{dates.date(post.purgeAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <fetcher.Form method="post">
            <Hidden id={post.id} />
            <Button type="submit" name="intent" value="restore" variant="outline" size="sm" disabled={busy}>
              <RotateCcw aria-hidden />
              Restore<span className="sr-only"> “{title}”</span>
            </Button>
          </fetcher.Form>
          <ConfirmAction fetcher={fetcher} intent="delete-forever" post={post} />
        </div>
      </article>
    </Card>
  );
}
