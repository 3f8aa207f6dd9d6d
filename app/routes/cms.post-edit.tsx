import { z } from "zod/mini";
import { readFormData, readJsonBody, textField } from "~/.server/forms/form-body";
import { pageAction, pageLoad } from "~/.server/forms/page-action";
import { parseInput } from "~/.server/services/validate";
import { NotFoundError, ValidationError } from "~/.server/services/errors";
import { auditActorOf } from "~/.server/services/audit";
import { requirePermission } from "~/.server/http/guards";
import { getConfig } from "~/.server/config";
import { type Reviewer, sendBack, submitForReview } from "~/.server/services/posts/post-review";
import { listAuthors } from "~/.server/services/posts/authors";
import {
  assertMayEditPost,
  autosavePost,
  categoryOptions,
  type EditorPost,
  findEditorPost,
  listRevisions,
  PostConflictError,
  restoreRevision,
  setPublished,
  updatePost,
} from "~/.server/services/posts/cms-posts";
import type { EditorAnswer, EditorIntent, EditorRefused } from "~/components/cms/post-editor/editor-state";
import { PostEditor } from "~/components/cms/post-editor/post-editor";
import { getSiteSettings } from "~/.server/services/settings";
import { pageMeta } from "~/lib/meta";
import type { ReviewAnswer } from "~/components/cms/post-editor/review-panel";
import { sendBackSchema } from "~/lib/schemas/post-review";
import { notFound } from "~/lib/route-errors";
import { displayTitle, withZonedPublishDate } from "~/lib/posts";
import { postDraftSchema, postFormSchema } from "~/lib/schemas/post";
import type { Route } from "./+types/cms.post-edit";
import { useCmsShell } from "./cms.shell";
import { requestValues } from "~/lib/request-context";

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "posts.write");
  // Someone else's post (or a Contributor's own once live) does not open for a role that may not edit it.
  await pageLoad(() => assertMayEditPost(params.id, user));
  const [editor, categories, revisions, authors] = await Promise.all([
    findEditorPost(params.id),
    categoryOptions(),
    listRevisions(params.id),
    listAuthors(),
  ]);
  if (!editor) notFound();
  return { editor, categories, revisions, authors };
}

const requestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["autosave", "save", "submit"]), post: z.unknown() }),
  z.object({
    intent: z.literal("restore"),
    revisionId: z.string().check(z.uuid("Unknown revision")),
    version: z.optional(z.number().check(z.int(), z.positive())),
  }),
]);

/** A whole post as JSON: 25,000 characters of content, up to 4 bytes each, and the other fields. */
const EDITOR_BODY_LIMIT_BYTES = 128 * 1024;

const reviewIntents = ["submit-review", "send-back", "publish-review"] as const;
const reviewFormSchema = z.object({
  intent: z.enum(reviewIntents, "This request is not one the editor sends."),
});

/**
 * The review's forms (ADR "Review"), posted as HTML forms so they work without JavaScript:
 * submit the stored draft for review, send it back with a note, or publish it now.
 */
async function reviewAction(request: Request, id: string, actor: Reviewer) {
  const form = await readFormData(request);
  return pageAction(
    async (): Promise<ReviewAnswer> => {
      const { intent } = parseInput(reviewFormSchema, { intent: textField(form, "intent") });
      const origin = getConfig().cmsOrigin;
      if (intent === "submit-review") await submitForReview(id, actor, origin);
      else if (intent === "send-back")
        await sendBack(id, parseInput(sendBackSchema, { note: textField(form, "note") }).note, actor, origin);
      else await setPublished(id, true, actor);
      return { ok: true, review: intent };
    },
    () => ({ review: null }),
  );
}

/**
 * Saves (autosave or explicit), submits for review and restores: JSON in, the editor's ActionResult
 * out (ADR 0030), with the post as stored, also on a version conflict (409: "Reload their version"
 * needs no other request). An HTML form's post is one of the review's forms (reviewAction).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const auth = await requirePermission({ request, context }, "posts.write");
  const { id } = params;
  const { id: userId, username, role } = auth.user;
  const actor = { id: userId, username, role, audit: auditActorOf(auth, requestValues(context).clientIp) };
  if (!request.headers.get("content-type")?.startsWith("application/json"))
    return reviewAction(request, id, actor);
  let intent: EditorIntent | null = null;
  return pageAction(
    async (): Promise<EditorAnswer> => {
      const sent = requestSchema.safeParse(await readJsonBody(request, EDITOR_BODY_LIMIT_BYTES));
      if (!sent.success) throw new ValidationError("This request is not one the editor sends.");
      const input = sent.data;
      intent = input.intent;
      const done = (editor: EditorPost) => ({ ok: true as const, intent: input.intent, editor });
      if (input.intent === "restore")
        return done(await restoreRevision(id, input.revisionId, input.version, actor));
      // The date comes as typed, a wall clock: read here in the site's time zone (ADR 0029).
      const { timeZone } = await getSiteSettings();
      const post = withZonedPublishDate(input.post, timeZone);
      if (input.intent === "autosave")
        return done(await autosavePost(id, parseInput(postDraftSchema, post), actor));
      if (input.intent === "submit") {
        // The text on screen is saved as a draft first, then handed over as saved.
        await updatePost(id, parseInput(postFormSchema, { ...(post as object), isPublished: false }), actor);
        await submitForReview(id, actor, getConfig().cmsOrigin);
      } else await updatePost(id, parseInput(postFormSchema, post), actor);
      const editor = await findEditorPost(id);
      if (!editor) throw new NotFoundError("This post no longer exists.");
      return done(editor);
    },
    async (_refused, error): Promise<EditorRefused> =>
      error instanceof PostConflictError
        ? { intent, conflict: { version: error.currentVersion, current: await findEditorPost(id) } }
        : { intent },
  );
}

/**
 * A save that never got an answer (offline, server restarting) must not replace the editor with
 * the error screen: it becomes a refusal the editor shows as "Not saved", keeping the text.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<EditorAnswer | ReviewAnswer> {
  try {
    return await serverAction();
  } catch {
    return {
      ok: false,
      intent: null,
      message: "The server did not answer. Your text is still here; it will be saved when you type again.",
      fieldErrors: {},
    };
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { imageProvider, user } = useCmsShell();
  // The review forms' answer without JavaScript; the editor's saves go through its fetcher.
  const reviewAnswer = actionData && "review" in actionData ? actionData : null;
  return (
    <PostEditor
      key={loaderData.editor.post.id}
      {...loaderData}
      viewer={user}
      imageProviderLabel={imageProvider}
      reviewAnswer={reviewAnswer}
    />
  );
}
