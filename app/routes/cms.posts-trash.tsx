import { z } from "zod/mini";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { auditActorOf } from "~/.server/services/audit";
import { ValidationError } from "~/.server/services/errors";
import { requirePermission } from "~/.server/http/guards";
import { deleteForever, listTrash, restorePost, TRASH_DAYS } from "~/.server/services/posts/post-trash";
import { PostTrash } from "~/components/cms/post-trash";
import { cmsMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.posts-trash";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Trash · CMS", "Staff dashboard: deleted posts.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "posts.editAll");
  return { posts: await listTrash(), trashDays: TRASH_DAYS };
}

const trashActionSchema = z.object({
  intent: z.enum(["restore", "delete-forever"]),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** A trashed post's Restore or Delete forever (plain form posts: they work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm({ request, context }, "posts.editAll");
  const audit = auditActorOf(auth, requestValues(context).clientIp);
  return pageAction(async () => {
    const parsed = trashActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
    if (!parsed.success)
      throw new ValidationError("This action is not known. Reload the page and try again.");
    const { intent, id } = parsed.data;
    const post = intent === "restore" ? await restorePost(id, audit) : await deleteForever(id, audit);
    return { ok: true as const, intent, title: post.title };
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PostTrash {...loaderData} />;
}
