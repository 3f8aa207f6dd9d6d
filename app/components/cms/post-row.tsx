import { Clock, ExternalLink, Eye, EyeOff, Pencil } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { displayTitle } from "~/lib/posts";
import type { CmsPost } from "~/lib/schemas/post";
import type { PostRowAnswer } from "~/lib/cms-pages";
import { ConfirmAction } from "./confirm-action";
import { StatusBadge } from "./status-badge";
import { useSiteDates } from "~/lib/site-dates";
import { useActionResult } from "~/components/forms/use-action-result";
import { mayEditPost, mayPublishPost, type StaffMember } from "~/lib/permissions";
import { Hidden } from "./kit";

/** The post's title, for the names of its row's controls ("Edit “Title”"). */
function Named({ title }: { title: string }) {
  return <span className="sr-only"> “{title}”</span>;
}

/** One post in the list; its actions post through a fetcher (plain form posts without script). */
export function PostRow({ post, viewer }: { post: CmsPost; viewer: StaffMember }) {
  // The server enforces the same rules (services/posts/cms-posts); here they only hide what would be refused.
  const mayEdit = mayEditPost(viewer, post);
  const mayPublish = mayPublishPost(viewer, post);
  const dates = useSiteDates();
  const fetcher = useFetcher<PostRowAnswer>();
  const busy = fetcher.state !== "idle";

  // On the action's answer, not on idle: a deleted row is gone once the list has reloaded.
  useActionResult(fetcher.data, {
    failureTitle: "Failed to update post",
    onDone: (result) => {
      const title = displayTitle(post.title);
      const [heading, description] = {
        delete: ["Post deleted", `"${title}" was moved to the Trash. You can restore it there for 30 days.`],
        publish: ["Post published", `"${title}" is live on the blog.`],
        unpublish: ["Post unpublished", `"${title}" is now a draft.`],
      }[result.intent];
      return { title: heading, description, variant: "success" };
    },
  });

  const titleId = `post-${post.id}-title`;
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-post-id={post.id}>
      <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-ink sm:text-lg">
              {displayTitle(post.title)}
            </h3>
            <StatusBadge status={post.status} />
          </div>
          {post.excerpt ? (
            <p className="mt-1 line-clamp-2 text-sm break-words text-ink-soft">{post.excerpt}</p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <span>{post.author}</span>
            <span aria-hidden>·</span>
            {post.status === "scheduled" ? (
              <span data-testid="post-date">
                Goes live <time dateTime={post.publishedAt}>{dates.dateTime(post.publishedAt)}</time>
              </span>
            ) : (
              <span data-testid="post-date">{dates.date(post.publishedAt)}</span>
            )}
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {post.readingTime}
            </span>
          </p>
          {post.categories.length > 0 ? (
            <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label="Categories">
              {post.categories.slice(0, 3).map((category) => (
                <li key={category}>
                  <Badge variant="brand">{category}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          {mayEdit ? (
            <Link
              to={`/cms/posts/${encodeURIComponent(post.id)}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Pencil aria-hidden />
              Edit
              <Named title={displayTitle(post.title)} />
            </Link>
          ) : null}
          {mayPublish ? (
            <fetcher.Form method="post">
              <Hidden id={post.id} />
              <Button
                type="submit"
                name="intent"
                value={post.isPublished ? "unpublish" : "publish"}
                variant="outline"
                size="sm"
                disabled={busy}
              >
                {post.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {post.isPublished ? "Unpublish" : "Publish"}
                <Named title={displayTitle(post.title)} />
              </Button>
            </fetcher.Form>
          ) : null}
          <a
            href={`/blog/${encodeURIComponent(post.slug)}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <ExternalLink aria-hidden />
            View
            <Named title={displayTitle(post.title)} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {mayEdit ? <ConfirmAction fetcher={fetcher} intent="delete" post={post} /> : null}
        </div>
      </article>
    </Card>
  );
}
