import { z } from "zod/mini";
import { actionFailure, cmsActionForm, parseForm, serviceCall } from "~/.server/forms/cms-actions";
import { requirePermission } from "~/.server/services/auth";
import { deletePost, setPublished } from "~/.server/services/cms-posts";
import { listPostPage } from "~/.server/services/post-list";
import { PostList } from "~/components/cms/post-list";
import { pageMeta } from "~/lib/meta";
import { parsePostListQuery } from "~/lib/schemas/post-list";
import type { Route } from "./+types/cms.posts";
import { useCmsShell } from "./cms.shell";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Posts · CMS", description: "Staff dashboard: posts.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The filters live in the address (ADR 0021): `?q=&status=&category=&author=&sort=&page=`. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "posts.write");
  const query = parsePostListQuery(new URL(request.url).searchParams);
  return { query, list: await listPostPage(query) };
}

const rowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ intent: z.literal("unpublish"), id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ intent: z.literal("delete"), id: z.string().check(z.minLength(1), z.maxLength(64)) }),
]);

/** A row's publish, unpublish or delete: the same services as PATCH and DELETE /api/cms/blog/posts/:id. */
export async function action({ request }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm(request, "posts.write");
  const parsed = parseForm(rowActionSchema, { intent: form.get("intent"), id: form.get("id") });
  if (!parsed.ok) return actionFailure(400, "This action is not known. Reload the page and try again.");
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    const result = await serviceCall(() => deletePost(id, auth.user));
    return result.ok ? { ok: true as const, intent, title: null } : result.failure;
  }
  const result = await serviceCall(() => setPublished(id, intent === "publish", auth.user));
  return result.ok ? { ok: true as const, intent, title: result.value.title } : result.failure;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user } = useCmsShell();
  return <PostList query={loaderData.query} list={loaderData.list} viewer={user} />;
}
