import { requireUser } from "~/.server/services/auth";
import { listAllPosts } from "~/.server/services/cms-posts";
import { PostsTab } from "~/components/cms/posts-tab";
import { useSectionActions } from "~/components/cms/use-section-actions";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.posts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Posts · CMS", description: "Staff dashboard: posts.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { posts: await listAllPosts() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const actions = useSectionActions();
  return <PostsTab data={loaderData} actions={actions} />;
}
