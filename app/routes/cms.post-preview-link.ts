import { data } from "react-router";
import { toHttpError } from "~/.server/http/errors";
import { isSameOriginRequest, requirePermission } from "~/.server/services/auth";
import { assertMayEditPost } from "~/.server/services/cms-posts";
import { createPreviewLink } from "~/.server/services/preview-links";
import type { Route } from "./+types/cms.post-preview-link";

/**
 * POST /cms/posts/:id/preview-link: a shareable preview link for the post (issue 17.3), as JSON
 * `{ url, expiresAt }` for the editor's "Share preview link" control (a fetcher). Signed-in staff
 * on a CMS host only, same-origin only; 404 for an unknown post.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requirePermission(request, "posts.write");
  if (!isSameOriginRequest(request)) {
    return data(
      { ok: false as const, error: "This request did not come from the CMS. Reload the page and try again." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    await assertMayEditPost(params.id, user);
    const link = await createPreviewLink(params.id);
    return data({ ok: true as const, ...link }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) return data({ ok: false as const, error: refusal.message }, { status: refusal.status });
    throw error;
  }
}

/** Only POST makes a link (a GET must not mint tokens a crawler or prefetch could pick up). */
export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
