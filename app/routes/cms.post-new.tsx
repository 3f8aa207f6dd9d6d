import { useNavigate } from "react-router";
import { requireUser } from "~/.server/services/auth";
import { listAllPosts } from "~/.server/services/cms-posts";
import { PostFormDialog } from "~/components/cms/post-form-dialog";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.post-new";
import { useCmsShell } from "./cms.shell";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "New Post · CMS", description: "Staff dashboard: new post.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { posts: await listAllPosts() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { imageProvider } = useCmsShell();
  return (
    <PostFormDialog
      open
      post={null}
      posts={loaderData.posts}
      onOpenChange={(open) => {
        if (!open) navigate("/cms/posts");
      }}
      onSaved={() => navigate("/cms/posts")}
      imageProviderLabel={imageProvider}
    />
  );
}
