import { pageLoad } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { assertMayEditPost } from "~/.server/services/posts/cms-posts";
import { type CompareAgainst, compareRevision } from "~/.server/services/posts/revision-compare";
import { RevisionDiff } from "~/components/cms/post-editor/revision-diff";
import { pageMeta } from "~/lib/meta";
import { displayTitle } from "~/lib/posts";
import type { Route } from "./+types/cms.post-revision";

/**
 * A revision compared with the current text or the revision before it, the comparison in the
 * address (`?against=previous`): it works without script and can be shared between staff.
 */

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData
      ? `Compare revision: ${displayTitle(args.loaderData.postTitle)} · CMS`
      : "Compare revision · CMS",
    description: "Staff dashboard: a revision's changes.",
    noindex: true,
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "posts.write");
  const against: CompareAgainst =
    new URL(request.url).searchParams.get("against") === "previous" ? "previous" : "current";
  return pageLoad(async () => {
    await assertMayEditPost(params.id, user);
    return compareRevision(params.id, params.revisionId, against);
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RevisionDiff comparison={loaderData} />;
}
