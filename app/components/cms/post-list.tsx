import { ChevronLeft, ChevronRight, FilePlus2, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { can } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { POSTS_PER_PAGE, postListSearch } from "~/lib/schemas/post-list";
import type { PostListData } from "~/lib/cms-pages";
import { NewPostButton } from "./new-post-button";
import { PostListFilters } from "./post-list-filters";
import { PostRow } from "./post-row";
import type { StaffMember } from "~/lib/permissions";
import { EmptyState } from "./kit";

type Props = PostListData & { viewer: StaffMember };

/** The way to the deleted posts, with how many there are (none: no link to an empty view). */
function TrashLink({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      to="/cms/posts/trash"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      <Trash2 className="size-4" aria-hidden />
      Trash ({count})<span className="sr-only"> deleted post{count === 1 ? "" : "s"}</span>
    </Link>
  );
}

/** The Posts section (spec 2.16): filters in the address, one page of rows, paging links. */
export function PostList({ query, list, trashCount, viewer }: Props) {
  if (list.allPosts === 0) {
    return (
      <>
        <EmptyState icon={FilePlus2} title="No posts yet" note="Write the first Marketing Hub article.">
          <NewPostButton label="Create Post" className="mt-4" />
        </EmptyState>
        <p className="mt-3 text-center">
          <TrashLink count={can(viewer.role, "posts.editAll") ? trashCount : 0} />
        </p>
      </>
    );
  }

  const from = (list.page - 1) * POSTS_PER_PAGE + 1;
  const to = from + list.posts.length - 1;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <PostListFilters query={query} categories={list.categories} authors={list.authors} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-muted" aria-live="polite" data-testid="post-count">
          {list.total === 0
            ? "No posts match these filters."
            : list.pageCount === 1
              ? `${list.total} post${list.total === 1 ? "" : "s"}`
              : `Showing ${from}–${to} of ${list.total} post${list.total === 1 ? "" : "s"}`}
        </p>
        <TrashLink count={can(viewer.role, "posts.editAll") ? trashCount : 0} />
      </div>

      {list.total === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-muted">
          {query.q ? `No posts match "${query.q}".` : "No posts match these filters."}{" "}
          <Link to="/cms/posts" className="font-semibold text-brand-700 underline underline-offset-2">
            Clear filters
          </Link>
        </Card>
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-3" aria-label="Posts">
          {list.posts.map((post) => (
            <li key={post.id} className="min-w-0">
              <PostRow post={post} viewer={viewer} />
            </li>
          ))}
        </ul>
      )}

      {list.pageCount > 1 ? (
        <nav aria-label="Pages of posts" className="flex flex-wrap items-center justify-between gap-3">
          <PageLink to={postListSearch({ ...query, page: list.page - 1 })} disabled={list.page <= 1}>
            <ChevronLeft aria-hidden />
            Previous<span className="sr-only"> page</span>
          </PageLink>
          <span className="text-sm text-muted">
            Page {list.page} of {list.pageCount}
          </span>
          <PageLink
            to={postListSearch({ ...query, page: list.page + 1 })}
            disabled={list.page >= list.pageCount}
          >
            Next<span className="sr-only"> page</span>
            <ChevronRight aria-hidden />
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: React.ReactNode }) {
  const className = cn(buttonVariants({ variant: "outline", size: "sm" }));
  return disabled ? (
    <span className={cn(className, "pointer-events-none opacity-50")} aria-disabled="true">
      {children}
    </span>
  ) : (
    <Link to={`/cms/posts${to}`} className={className}>
      {children}
    </Link>
  );
}
