import { Clock, ExternalLink, Eye, EyeOff, FilePlus2, Pencil, Search, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { formatLongDate } from "~/lib/posts";
import type { CmsPost } from "~/lib/schemas/post";
import { cmsRequest, errorMessage } from "./api";
import { StatusBadge } from "./status-badge";
import type { PostsTabProps } from "./types";

/** Case-insensitive search by title or author (spec 2.16). */
export function filterPosts(posts: CmsPost[], query: string): CmsPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return posts;
  return posts.filter(
    (post) => post.title.toLowerCase().includes(needle) || post.author.toLowerCase().includes(needle),
  );
}

export function PostsTab({ data, actions }: PostsTabProps) {
  const [query, setQuery] = useState("");
  const [toDelete, setToDelete] = useState<CmsPost | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const visible = useMemo(() => filterPosts(data.posts, query), [data.posts, query]);

  async function togglePublished(post: CmsPost) {
    setBusyId(post.id);
    try {
      await cmsRequest(`/api/cms/blog/posts/${encodeURIComponent(post.id)}`, {
        method: "PATCH",
        body: { isPublished: !post.isPublished },
      });
      toast({
        title: post.isPublished ? "Post unpublished" : "Post published",
        description: post.isPublished
          ? `"${post.title}" is now a draft.`
          : `"${post.title}" is live on the blog.`,
        variant: "success",
      });
      actions.refresh();
    } catch (error) {
      toast({
        title: "Failed to update post",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const post = toDelete;
    setBusyId(post.id);
    try {
      await cmsRequest(`/api/cms/blog/posts/${encodeURIComponent(post.id)}`, { method: "DELETE" });
      toast({
        title: "Post deleted",
        description: `"${post.title}" was removed from the blog.`,
        variant: "success",
      });
      setToDelete(null);
      actions.refresh();
    } catch (error) {
      toast({
        title: "Failed to delete post",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  if (data.posts.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-ember-50 text-ember-700">
          <FilePlus2 className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-bold text-ink">No posts yet</h2>
        <p className="mt-2 max-w-sm text-sm text-muted">Write the first Marketing Hub article.</p>
        <Button className="mt-6" onClick={actions.newPost}>
          <FilePlus2 aria-hidden />
          Create Post
        </Button>
      </Card>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by title or author"
          aria-label="Search posts by title or author"
          className="pl-10"
        />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {visible.length === data.posts.length
          ? `${data.posts.length} post${data.posts.length === 1 ? "" : "s"}`
          : `${visible.length} of ${data.posts.length} posts match`}
      </p>

      {visible.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-muted">No posts match "{query.trim()}".</Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Posts">
          {visible.map((post) => (
            <li key={post.id}>
              <Card className="p-4 sm:p-5" data-post-id={post.id}>
                <article
                  aria-labelledby={`post-${post.id}-title`}
                  className="flex flex-col gap-4 lg:flex-row lg:items-start"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 id={`post-${post.id}-title`} className="text-base font-bold text-ink sm:text-lg">
                        {post.title}
                      </h3>
                      <StatusBadge status={post.status} />
                    </div>
                    {post.excerpt ? (
                      <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{post.excerpt}</p>
                    ) : null}
                    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                      <span>{post.author}</span>
                      <span aria-hidden>·</span>
                      <span>
                        {post.status === "scheduled" ? "Goes live " : ""}
                        {formatLongDate(post.publishedAt)}
                      </span>
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
                    <Button variant="outline" size="sm" onClick={() => actions.editPost(post)}>
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => togglePublished(post)}
                      disabled={busyId === post.id}
                    >
                      {post.isPublished ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                      {post.isPublished ? "Unpublish" : "Publish"}
                    </Button>
                    <Button variant="outline" size="sm" asChild>
                      <a href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener">
                        <ExternalLink aria-hidden />
                        View
                      </a>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger-600 hover:bg-red-50"
                      onClick={() => setToDelete(post)}
                      aria-label={`Delete "${post.title}"`}
                    >
                      <Trash2 aria-hidden />
                      Delete
                    </Button>
                  </div>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? null : setToDelete(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this post?</DialogTitle>
            <DialogDescription>
              "{toDelete?.title}" will be removed from the blog and the CMS. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={busyId === toDelete?.id}>
              <Trash2 aria-hidden />
              {busyId === toDelete?.id ? "Deleting..." : "Delete post"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
