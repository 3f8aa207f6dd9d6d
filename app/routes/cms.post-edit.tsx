import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod/mini";
import { readJsonBody } from "~/.server/forms/form-body";
import { fieldErrors, toHttpError } from "~/.server/http/errors";
import { auditActorOf } from "~/.server/services/audit";
import { requirePermission } from "~/.server/http/guards";
import { listAuthors } from "~/.server/services/authors";
import {
  assertMayEditPost,
  autosavePost,
  categoryOptions,
  findEditorPost,
  listRevisions,
  PostConflictError,
  restoreRevision,
  updatePost,
} from "~/.server/services/cms-posts";
import type { EditorAnswer, EditorIntent } from "~/components/cms/post-editor/editor-state";
import { PostEditor } from "~/components/cms/post-editor/post-editor";
import { getSiteSettings } from "~/.server/services/settings";
import { pageMeta } from "~/lib/meta";
import { can } from "~/lib/permissions";
import { displayTitle, withZonedPublishDate } from "~/lib/posts";
import { postDraftSchema, postFormSchema } from "~/lib/schemas/post";
import type { Route } from "./+types/cms.post-edit";
import { useCmsShell } from "./cms.shell";

/**
 * The post editor, a page of its own (ADR 0021, "Editor"), at the post's own address from the
 * first keystroke: "New Post" makes the draft first (cms.post-new.tsx, ADR 0029).
 */

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Edit: ${displayTitle(args.loaderData.editor.post.title)} · CMS` : "Post · CMS",
    description: "Staff dashboard: the post editor.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requirePermission(request, "posts.write");
  // Someone else's post (or a Contributor's own once live) does not open for a role that may not edit it.
  try {
    await assertMayEditPost(params.id, user);
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) throw data(refusal.message, { status: refusal.status });
    throw error;
  }
  const [editor, categories, revisions, authors] = await Promise.all([
    findEditorPost(params.id),
    categoryOptions(),
    listRevisions(params.id),
    listAuthors(),
  ]);
  if (!editor) throw data(null, { status: 404 });
  return { editor, categories, revisions, authors };
}

const requestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("autosave"), post: z.unknown() }),
  z.object({ intent: z.literal("save"), post: z.unknown() }),
  z.object({
    intent: z.literal("restore"),
    revisionId: z.string().check(z.uuid("Unknown revision")),
    version: z.optional(z.number().check(z.int(), z.positive())),
  }),
]);

/** A whole post as JSON: 25,000 characters of content, up to 4 bytes each, and the other fields. */
const EDITOR_BODY_LIMIT_BYTES = 128 * 1024;

type Failure = Extract<EditorAnswer, { ok: false }>;

function failure(status: number, intent: EditorIntent | null, message: string, extra: Partial<Failure> = {}) {
  return data<Failure>({ ok: false, intent, message, errors: {}, ...extra }, { status });
}

/** Saves (autosave or explicit) and restores; JSON in, the editor's new state or the reason out. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const auth = await requirePermission(request, "posts.write");
  let body: unknown;
  try {
    body = await readJsonBody(request, EDITOR_BODY_LIMIT_BYTES);
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) return failure(refusal.status, null, refusal.message);
    throw error;
  }
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return failure(400, null, "This request is not one the editor sends.");
  const input = parsed.data;
  const { id } = params;
  const { id: userId, username, role } = auth.user;
  const actor = { id: userId, username, role, audit: auditActorOf(auth, context.clientIp) };
  try {
    if (input.intent === "restore")
      return {
        ok: true as const,
        intent: input.intent,
        editor: await restoreRevision(id, input.revisionId, input.version, actor),
      };
    const schema = input.intent === "autosave" ? postDraftSchema : postFormSchema;
    // The date comes as typed, a wall clock: read here in the site's time zone (ADR 0029).
    const { timeZone } = await getSiteSettings();
    const post = schema.safeParse(withZonedPublishDate(input.post, timeZone));
    if (!post.success)
      return failure(400, input.intent, "Please check the highlighted fields.", {
        errors: fieldErrors(post.error),
      });
    if (input.intent === "autosave")
      return { ok: true as const, intent: input.intent, editor: await autosavePost(id, post.data, actor) };
    await updatePost(id, post.data, actor);
    const editor = await findEditorPost(id);
    if (!editor) return failure(404, input.intent, "This post no longer exists.");
    return { ok: true as const, intent: input.intent, editor };
  } catch (error) {
    if (error instanceof PostConflictError)
      return failure(409, input.intent, error.message, {
        conflictVersion: error.currentVersion,
        current: (await findEditorPost(id)) ?? undefined,
      });
    const refusal = toHttpError(error);
    if (refusal)
      return failure(refusal.status, input.intent, refusal.message, { errors: refusal.errors ?? {} });
    throw error;
  }
}

/**
 * A save that never got an answer (offline, server restarting) must not replace the editor with
 * the error screen: it becomes a failure the editor shows as "Not saved", keeping the text.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    const offline: Failure = {
      ok: false,
      intent: null,
      message: "The server did not answer. Your text is still here; it will be saved when you type again.",
      errors: {},
    };
    return offline;
  }
}

/** Autosaves change nothing another loader shows; saves and restores refresh the revisions. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (json as { intent?: unknown } | undefined)?.intent;
  return intent === "autosave" ? false : defaultShouldRevalidate;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { imageProvider, user } = useCmsShell();
  return (
    <PostEditor
      key={loaderData.editor.post.id}
      editor={loaderData.editor}
      categories={loaderData.categories}
      revisions={loaderData.revisions}
      authors={loaderData.authors}
      imageProviderLabel={imageProvider}
      mayEmail={can(user.role, "newsletter.send")}
    />
  );
}
