import { data } from "react-router";
import { toHttpError } from "~/.server/http/errors";
import { requirePermission } from "~/.server/http/guards";
import { assertMayEditPost } from "~/.server/services/cms-posts";
import { type CompareAgainst, compareRevision } from "~/.server/services/revision-compare";
import { RevisionDiff } from "~/components/cms/post-editor/revision-diff";
import { pageMeta } from "~/lib/meta";
import { displayTitle } from "~/lib/posts";
import type { Route } from "./+types/cms.post-revision";

/**
 * A revision compared with the current text or with the revision before it (issue 23): a page
 * of its own, linked from the editor's Revisions panel, the comparison in the address
 * (`?against=previous`), so it works without script and can be shared between staff.
 */

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData
      ? `Compare revision: ${displayTitle(args.loaderData.postTitle)} · CMS`
      : "Compare revision · CMS",
    description: "Staff dashboard: a revision's changes.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requirePermission(request, "posts.write");
  const against: CompareAgainst =
    new URL(request.url).searchParams.get("against") === "previous" ? "previous" : "current";
  try {
    await assertMayEditPost(params.id, user);
    return await compareRevision(params.id, params.revisionId, against);
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) throw data(null, { status: refusal.status });
    throw error;
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RevisionDiff comparison={loaderData} />;
}
