import { data } from "react-router";
import { throwStatus } from "~/lib/route-errors";
import { pageAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { assertMayEditPost } from "~/.server/services/posts/cms-posts";
import { createPreviewLink } from "~/.server/services/posts/preview-links";
import type { Route } from "./+types/cms.post-preview-link";

/**
 * POST /cms/posts/:id/preview-link: a shareable preview link for the post, as JSON
 * `{ url, expiresAt }` for the editor's "Share preview link" control (a fetcher). Signed-in staff
 * on a CMS host only, same-origin only (the guard in http/guards.ts); 404 for an unknown post.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requirePermission(request, "posts.write");
  return pageAction(async () => {
    await assertMayEditPost(params.id, user);
    const link = await createPreviewLink(params.id);
    return data({ ok: true as const, ...link }, { headers: { "Cache-Control": "no-store" } });
  });
}

/** Only POST makes a link (a GET must not mint tokens a crawler or prefetch could pick up). */
export function loader() {
  throwStatus(405, {}, { Allow: "POST" });
}
