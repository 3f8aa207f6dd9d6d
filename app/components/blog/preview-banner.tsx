import { Eye } from "lucide-react";
import type { PostStatus } from "~/lib/schemas/post";
import { useSiteDates } from "~/lib/site-dates";

/**
 * Shown above an article that readers cannot see yet: a signed-in editor's view or a
 * preview link. Visitors without either get "Article Not Found" at the same address.
 */
export function PreviewBanner({
  status,
  publishedAt,
  editUrl,
}: {
  status: PostStatus;
  publishedAt: string;
  /** The CMS editor of this post, for signed-in staff; null for a preview link. */
  editUrl: string | null;
}) {
  const dates = useSiteDates();
  const state =
    status === "scheduled"
      ? `Scheduled for ${dates.date(publishedAt)}: readers cannot see it before then.`
      : "This draft is not on the blog: readers get “Article Not Found” here.";
  return (
    <div data-preview-banner className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="container-page flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
        <p className="flex items-center gap-2 font-bold">
          <Eye aria-hidden className="size-4" />
          Preview: not published
        </p>
        <p className="flex-1">{state}</p>
        {editUrl ? (
          <a href={editUrl} className="font-semibold underline underline-offset-2 hover:text-amber-800">
            Edit in the CMS
          </a>
        ) : null}
      </div>
    </div>
  );
}
