import { data, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { z } from "zod/mini";
import { readJsonBody } from "~/.server/forms/form-body";
import { fieldErrors, toHttpError } from "~/.server/http/errors";
import { isSameOriginRequest, requirePermission } from "~/.server/services/auth";
import { listAuthors } from "~/.server/services/authors";
import {
  assertMayEditPost,
  autosavePost,
  categoryOptions,
  createPost,
  findEditorPost,
  listRevisions,
  PostConflictError,
  restoreRevision,
  updatePost,
} from "~/.server/services/cms-posts";
import { PostEditor } from "~/components/cms/post-editor/post-editor";
import { pageMeta } from "~/lib/meta";
import { displayTitle } from "~/lib/posts";
import { postDraftSchema, postFormSchema } from "~/lib/schemas/post";
import type { Route } from "./+types/cms.post-edit";
import { useCmsShell } from "./cms.shell";

/**
 * The post editor, a page of its own (ADR 0021, "Editor"): /cms/posts/new and /cms/posts/:id
 * both use this module (routes.ts gives the first its own id), so when a new post's first
 * autosave replaces the address with its id, the editor on screen stays mounted.
 */

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.editor
      ? `Edit: ${displayTitle(args.loaderData.editor.post.title)} · CMS`
      : "New Post · CMS",
    description: "Staff dashboard: the post editor.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requirePermission(request, "posts.write");
  const id = params.id ?? null;
  // Someone else's post (or a Contributor's own once live) does not open for a role that may not edit it.
  if (id) {
    try {
      await assertMayEditPost(id, user);
    } catch (error) {
      const refusal = toHttpError(error);
      if (refusal) throw data(refusal.message, { status: refusal.status });
      throw error;
    }
  }
  const [editor, categories, revisions, authors] = await Promise.all([
    id ? findEditorPost(id) : null,
    categoryOptions(),
    id ? listRevisions(id) : [],
    listAuthors(),
  ]);
  if (id && !editor) throw data(null, { status: 404 });
  return { editor, categories, revisions, authors };
}

const requestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("autosave"), id: z.nullable(z.string()), post: z.unknown() }),
  z.object({ intent: z.literal("save"), id: z.nullable(z.string()), post: z.unknown() }),
  z.object({
    intent: z.literal("restore"),
    id: z.string(),
    revisionId: z.string().check(z.uuid("Unknown revision")),
    version: z.optional(z.number().check(z.int(), z.positive())),
  }),
]);

/** A whole post as JSON: 25,000 characters of content, up to 4 bytes each, and the other fields. */
const EDITOR_BODY_LIMIT_BYTES = 128 * 1024;

export type EditorIntent = z.infer<typeof requestSchema>["intent"];

type Failure = {
  ok: false;
  intent: EditorIntent | null;
  message: string;
  errors: Record<string, string>;
  /** Set on a version conflict: the version now stored. */
  conflictVersion?: number;
};

function failure(status: number, intent: EditorIntent | null, message: string, extra: Partial<Failure> = {}) {
  return data<Failure>({ ok: false, intent, message, errors: {}, ...extra }, { status });
}

/** Saves (autosave or explicit) and restores; JSON in, the editor's new state or the reason out. */
export async function action({ request, params }: Route.ActionArgs) {
  const auth = await requirePermission(request, "posts.write");
  if (!isSameOriginRequest(request))
    return failure(403, null, "This request did not come from the CMS. Reload the page and try again.");
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
  // A save on /cms/posts/:id is for that post, whatever the body says.
  const id = params.id ?? input.id;
  const actor = auth.user;
  try {
    if (input.intent === "restore") {
      if (!id) return failure(400, input.intent, "Save the post before restoring a revision.");
      return {
        ok: true as const,
        intent: input.intent,
        editor: await restoreRevision(id, input.revisionId, input.version, actor),
      };
    }
    const schema = input.intent === "autosave" ? postDraftSchema : postFormSchema;
    const post = schema.safeParse(input.post);
    if (!post.success)
      return failure(400, input.intent, "Please check the highlighted fields.", {
        errors: fieldErrors(post.error),
      });
    if (input.intent === "autosave")
      return { ok: true as const, intent: input.intent, editor: await autosavePost(id, post.data, actor) };
    const saved = id ? await updatePost(id, post.data, actor) : await createPost(post.data, actor);
    const editor = await findEditorPost(saved.id);
    if (!editor) return failure(404, input.intent, "This post no longer exists.");
    return { ok: true as const, intent: input.intent, editor };
  } catch (error) {
    if (error instanceof PostConflictError)
      return failure(409, input.intent, error.message, { conflictVersion: error.currentVersion });
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

export type EditorActionData = Awaited<ReturnType<typeof clientAction>>;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { imageProvider } = useCmsShell();
  const location = useLocation();
  // The editor session a new post started in keeps its state when its address gains the id.
  const sessionKey =
    (location.state as { editorSession?: string } | null)?.editorSession ??
    loaderData.editor?.post.id ??
    "new";
  return (
    <PostEditor
      key={sessionKey}
      sessionKey={sessionKey}
      editor={loaderData.editor}
      categories={loaderData.categories}
      revisions={loaderData.revisions}
      authors={loaderData.authors}
      imageProviderLabel={imageProvider}
    />
  );
}
