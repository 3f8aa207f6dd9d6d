import { redirect } from "react-router";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { requirePermission } from "~/.server/http/guards";
import { createDraft } from "~/.server/services/posts/cms-posts";
import { NewPostButton } from "~/components/cms/new-post-button";
import { Card } from "~/components/ui/card";
import { cmsMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.post-new";

/**
 * "New Post" (ADR 0029): the POST makes an empty draft and answers with its editor's address, so
 * a post has its id before the first keystroke. A GET (a bookmark, a typed address) makes
 * nothing: it offers the same button.
 */

export const meta = cmsMeta("New Post · CMS", "Staff dashboard: a new post.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "posts.write");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = await cmsActionForm({ request, context }, "posts.write");
  const { post } = await createDraft(auth.user);
  return redirect(`/cms/posts/${encodeURIComponent(post.id)}`, { status: 303 });
}

export default function NewPostPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">New Post</h1>
        <p className="mt-2 max-w-sm text-sm text-muted">
          Start a draft: it is saved as you write, and nothing goes live until you publish it.
        </p>
        <NewPostButton label="Start a draft" className="mt-6" />
      </Card>
    </div>
  );
}
