import { data, useNavigate } from "react-router";
import { requireUser } from "~/.server/services/auth";
import { findPost, listAllPosts } from "~/.server/services/cms-posts";
import { PostFormDialog } from "~/components/cms/post-form-dialog";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.post-edit";
import { useCmsShell } from "./cms.shell";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Edit Post · CMS", description: "Staff dashboard: edit a post.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const [post, posts] = await Promise.all([findPost(params.id), listAllPosts()]);
  if (!post) throw data(null, { status: 404 });
  return { post, posts };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { imageProvider } = useCmsShell();
  return (
    <PostFormDialog
      open
      post={loaderData.post}
      posts={loaderData.posts}
      onOpenChange={(open) => {
        if (!open) navigate("/cms/posts");
      }}
      onSaved={() => navigate("/cms/posts")}
      imageProviderLabel={imageProvider}
    />
  );
}
