import { z } from "zod/mini";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { ValidationError } from "~/.server/services/errors";
import { requirePermission } from "~/.server/http/guards";
import { auditActorOf } from "~/.server/services/audit";
import { setPublished } from "~/.server/services/posts/cms-posts";
import { countTrash, trashPost } from "~/.server/services/posts/post-trash";
import { listPostPage } from "~/.server/services/posts/post-list";
import { PostList } from "~/components/cms/post-list";
import { cmsMeta } from "~/lib/meta";
import { parsePostListQuery } from "~/lib/schemas/post-list";
import type { Route } from "./+types/cms.posts";
import { useCmsShell } from "./cms.shell";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Posts · CMS", "Staff dashboard: posts.");

/** The filters live in the address (ADR 0021): `?q=&status=&category=&author=&sort=&page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "posts.write");
  const query = parsePostListQuery(new URL(request.url).searchParams);
  const [list, trashCount] = await Promise.all([listPostPage(query, new Date(), user), countTrash()]);
  return { query, list, trashCount };
}

/** A post's id as the list posts it: no control character, which the database could not even look up. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const postId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[^\u0000-\u001f\u007f]+$/));
const rowActionSchema = z.object({ intent: z.enum(["publish", "unpublish", "delete"]), id: postId });

/**
 * A row's publish, unpublish or delete (the posts service holds each to the post rules of
 * lib/permissions). Delete moves the post to the Trash (/cms/posts/trash).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm({ request, context }, "posts.write");
  const { id: userId, username, role } = auth.user;
  const actor = { id: userId, username, role, audit: auditActorOf(auth, requestValues(context).clientIp) };
  return pageAction(async () => {
    const parsed = rowActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
    if (!parsed.success)
      throw new ValidationError("This action is not known. Reload the page and try again.");
    const { intent, id } = parsed.data;
    if (intent === "delete") {
      await trashPost(id, actor);
      return { ok: true as const, intent, title: null };
    }
    const post = await setPublished(id, intent === "publish", actor);
    return { ok: true as const, intent, title: post.title };
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user } = useCmsShell();
  return <PostList {...loaderData} viewer={user} />;
}
