import { AlertCircle, ArrowLeft, Check, GitCompare, History, Loader2 } from "lucide-react";
import { type ChangeEvent, useEffect, useReducer, useRef, useState } from "react";
import { Link, useBlocker, useFetcher } from "react-router";
import { pendingEditsNote } from "~/content/cms-editor";
import type { EditorPost, PostRevision } from "~/.server/services/posts/cms-posts";
import { AuthorField } from "~/components/cms/profile/author-field";
import { Markdown } from "~/components/markdown";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { can, mayPublishPost, type StaffMember } from "~/lib/permissions";
import { displayTitle, readingTime, withZonedPublishDate } from "~/lib/posts";
import { fieldErrors } from "~/lib/schemas/fields";
import { postFormSchema } from "~/lib/schemas/post";
import type { AuthorProfile } from "~/lib/schemas/profile";
import { useSiteDates } from "~/lib/site-dates";
import { useTimeZone, zoneName } from "~/lib/site-settings";
import { cn } from "~/lib/utils";
import { ConfirmDialog, NotedInput, NotedTextarea, Panel } from "../kit";
import { CategoriesField } from "./categories-field";
import { ContentField } from "./content-field";
import { type Draft, type DraftAction, payloadOf, primaryAction } from "./draft";
import {
  byField,
  type EditorAnswer,
  type EditorIntent,
  type EditorRequest,
  editorReducer,
  initialEditorState,
} from "./editor-state";
import { FeaturedImage } from "./featured-image";
import { NewsletterPanel } from "./newsletter-panel";
import { type ReviewAnswer, ReviewNote, ReviewPanel } from "./review-panel";
import { SharePreview } from "./share-preview";

const REQUIRED_FIELDS = new Set(["title", "content", "author"]);
type TextKey = "excerpt" | "author" | "tags" | "seoTitle" | "seoDescription";

/** Quiet time after the last keystroke before an autosave ("every few seconds"). */
const AUTOSAVE_DELAY_MS = 2000;

/**
 * The post editor page (spec 2.16 and 5): autosaved as a draft, with an explicit save (Save Draft,
 * Publish, Schedule, Update) the only way anything goes live. A `viewer` who may not publish the
 * post (lib/permissions) gets no Status, date or Publish; the main button is "Submit for review".
 */
export function PostEditor({
  editor,
  categories,
  revisions,
  authors,
  viewer,
  imageProviderLabel,
  reviewAnswer,
}: {
  editor: EditorPost;
  categories: string[];
  revisions: PostRevision[];
  /** Staff profiles for the author picker. */
  authors: AuthorProfile[];
  viewer: StaffMember;
  imageProviderLabel: string;
  /** The answer of a review form posted without JavaScript. */
  reviewAnswer: ReviewAnswer | null;
}) {
  const timeZone = useTimeZone();
  const dates = useSiteDates();
  const action = `/cms/posts/${encodeURIComponent(editor.post.id)}`;
  /*
   * The reducer (editor-state.ts, ADR 0029) wired to the route action through one fetcher: it decides
   * what is sent and when; this page sends it, feeds the answer back, toasts, and keeps the autosave pause.
   */
  const [state, dispatch] = useReducer(editorReducer, { editor, timeZone }, initialEditorState);
  const fetcher = useFetcher<EditorAnswer>();
  const { submit } = fetcher;
  /** The request handed to the fetcher last: each leaves once, even if this effect runs again. */
  const sentRef = useRef<EditorRequest | null>(null);
  const pauseRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { draft, stored, errors, phase, conflict, failed, savedAt, isNew, request, notice } = state;

  useEffect(() => {
    if (!request || sentRef.current === request) return;
    sentRef.current = request;
    submit(request.body, {
      method: "post",
      encType: "application/json",
      action,
      // Revalidating after an autosave aborted the library picker's load in flight.
      ...(request.intent === "autosave" ? { defaultShouldRevalidate: false } : {}),
    })
      // The answer is the fetcher's data; a rejection (an aborted revalidation) tells nothing more.
      .catch(() => {});
  }, [request, submit, action]);

  // The answer is in once the fetcher is idle again; the reducer takes each answer once.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      dispatch({ type: "answer", data: fetcher.data, at: Date.now() });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (notice) toast(notice);
  }, [notice]);

  useEffect(() => () => clearTimeout(pauseRef.current), []);

  const send = (intent: EditorIntent, revisionId?: string) => {
    clearTimeout(pauseRef.current);
    dispatch({ type: "send", intent, revisionId });
  };
  const autosaveNow = () => send("autosave");
  const [fullPreview, setFullPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The question was opened by the Review panel's "Publish now": "Keep as draft" undoes its status. */
  const [fromReview, setFromReview] = useState(false);
  /** An edit of the draft, clearing the named fields' messages; autosaved after the pause. */
  const update = (edit: DraftAction, clears: string[]) => {
    dispatch({ type: "edit", action: edit, clears });
    clearTimeout(pauseRef.current);
    pauseRef.current = setTimeout(() => dispatch({ type: "send", intent: "autosave" }), AUTOSAVE_DELAY_MS);
  };
  /** Some fields changed, clearing the messages of those named (by default, the fields themselves). */
  const patch = (fields: Partial<Draft>, clears = Object.keys(fields)) =>
    update({ type: "set", patch: fields }, clears);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => patch({ [key]: value });
  const text = (key: TextKey) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value),
    error: errors[key],
  });
  const setPublished = (isPublished: boolean) => patch({ isPublished }, []);

  const review = editor.review;
  const mayPublish = mayPublishPost(viewer, editor.post);
  const mayReview = can(viewer.role, "posts.review");
  const hasPending = stored.post.isPublished && (phase !== "idle" || stored.pending !== null);
  const primary = primaryAction(draft, stored, timeZone);
  // A role that may not publish the post hands it to an Editor instead (ADR "Review").
  const submitsForReview = !mayPublish && review?.state !== "pending";
  const primaryLabel = mayPublish ? primary.label : submitsForReview ? "Submit for review" : "Save Draft";
  const formIds = { sendBack: `send-back-${stored.post.id}`, publish: `publish-review-${stored.post.id}` };
  // "Send back" is a fetcher's form (the same key as the Review panel's).
  const sendBackFetcher = useFetcher<ReviewAnswer>({ key: `${formIds.sendBack}-fetcher` });

  // Unsaved work: the router's blocker for in-app links, beforeunload for the rest.
  const unsaved = phase !== "idle";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  function save() {
    const parsed = postFormSchema.safeParse(withZonedPublishDate(payloadOf(draft), timeZone));
    if (!parsed.success) {
      const messages = byField(fieldErrors(parsed.error));
      dispatch({ type: "invalid", errors: messages });
      toast({
        title: Object.keys(messages).some((key) => REQUIRED_FIELDS.has(key))
          ? "Please fill in all required fields (title, content, author)"
          : "Please check the highlighted fields",
        variant: "destructive",
      });
      return;
    }
    if (submitsForReview) send("submit");
    else if (primary.confirm) setConfirming(true);
    else send("save");
  }

  // The question was opened by "Publish now": closing it keeps the draft a draft.
  const closeConfirm = () => {
    setConfirming(false);
    if (!fromReview) return;
    setFromReview(false);
    setPublished(false);
  };

  return (
    // Side padding on phones and tablets: the sticky bar's -mx-4 reaches the screen edge, not past it.
    <div className="mx-auto max-w-6xl px-4 sm:px-6 xl:px-0">
      <form
        noValidate
        aria-labelledby="editor-heading"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        // Leaving a field saves what is there ("on blur").
        onBlur={(event) => {
          // Not when focus moves to this form's submit: an autosave would re-render before the click.
          const next = event.relatedTarget;
          if (
            next instanceof HTMLButtonElement &&
            next.type === "submit" &&
            next.form === event.currentTarget
          )
            return;
          autosaveNow();
        }}
      >
        <div className="sticky top-0 z-10 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <div className="flex items-center gap-3">
            <Link
              to="/cms/posts"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Posts
            </Link>
            <h1 id="editor-heading" className="text-xl font-bold text-ink">
              {isNew ? "New Post" : "Edit Post"}
            </h1>
          </div>
          <div className="flex items-center gap-3">
            {/* "Saving...", "Not saved" (edits unsent, a failure), or "Saved" once the server said so. */}
            <p
              role="status"
              data-testid="save-status"
              title={failed ?? undefined}
              className="inline-flex min-w-24 items-center gap-1.5 text-sm font-medium text-ink-soft"
            >
              {phase === "saving" || phase === "queued" ? (
                <>
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                  Saving...
                </>
              ) : phase !== "idle" ? (
                <>
                  <AlertCircle className="size-4 text-danger-600" aria-hidden />
                  Not saved
                  {phase === "failed" && failed ? <span className="sr-only">: {failed}</span> : null}
                </>
              ) : savedAt !== null || !isNew ? (
                <>
                  <Check className="size-4 text-emerald-600" aria-hidden />
                  Saved
                  {savedAt !== null ? (
                    <span className="text-muted">at {dates.time(new Date(savedAt))}</span>
                  ) : null}
                </>
              ) : null}
            </p>
            <Button
              type="submit"
              disabled={conflict !== null}
              // Without JavaScript, "Submit for review" posts the saved draft to the page action.
              {...(submitsForReview ? { formMethod: "post", name: "intent", value: "submit-review" } : {})}
            >
              {primaryLabel}
            </Button>
          </div>
        </div>

        {conflict ? (
          // The post changed elsewhere: take their version (the refusal brought it), or send mine.
          <div
            role="alert"
            className="mb-6 rounded-lg border border-danger-600/40 bg-red-50 p-4 text-sm text-ink"
          >
            <p className="font-semibold">Not saved: this post changed elsewhere.</p>
            <p className="mt-1">{conflict.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => dispatch({ type: "reload" })}>
                Reload their version
              </Button>
              <Button
                type="button"
                variant="destructive"
                size="sm"
                onClick={() => dispatch({ type: "overwrite" })}
              >
                Overwrite with mine
              </Button>
            </div>
          </div>
        ) : null}

        <ReviewNote review={review} />

        {hasPending ? (
          <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
            {pendingEditsNote}
          </p>
        ) : null}

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid gap-5">
            <p className="text-sm text-muted">
              Fields marked * are required. Content is written in Markdown.
            </p>
            <NotedInput
              id="post-title"
              label="Title *"
              value={draft.title}
              onChange={(e) => update({ type: "title", title: e.target.value }, ["title", "slug"])}
              error={errors.title}
            />
            <NotedInput
              id="post-slug"
              label="Slug"
              value={draft.slug}
              onChange={(e) => update({ type: "slug", slug: e.target.value }, ["slug"])}
              placeholder="derived-from-the-title"
              error={errors.slug}
              hint={`The article's address: /blog/${draft.slug || "…"}${
                draft.slugLocked ? " (no longer follows the title)" : ""
              }${stored.everLive ? " Changing it keeps the old address as a redirect." : ""}`}
            />
            <NotedTextarea id="post-excerpt" label="Excerpt" rows={2} fitRows {...text("excerpt")} />
            <ContentField
              value={draft.content}
              onChange={(content) => set("content", content)}
              onFullPreview={() => setFullPreview(true)}
              error={errors.content}
            />
            <AuthorField
              authors={authors}
              value={draft.authorId}
              onChange={(profile) =>
                patch(profile ? { authorId: profile.id, author: profile.name } : { authorId: "" }, [
                  "authorId",
                  "author",
                ])
              }
              error={errors.authorId}
            />
            <NotedInput
              id="post-author"
              label="Author *"
              // A profile's name comes from the profile (the server copies it on every save).
              readOnly={draft.authorId !== ""}
              hint={draft.authorId ? "The profile's display name." : undefined}
              {...text("author")}
            />
            <FeaturedImage
              source={draft}
              onChange={patch}
              providerLabel={imageProviderLabel}
              errors={errors}
              mayGenerate={can(viewer.role, "media.upload")}
            />
            <CategoriesField
              value={draft.categories}
              options={categories}
              onChange={(next) => set("categories", next)}
              error={errors.categories}
            />
            <NotedInput
              id="post-tags"
              label="Tags"
              placeholder="seo, plumbing, google business profile"
              hint="Separate tags with commas."
              {...text("tags")}
            />
            <details
              className="rounded-lg border border-slate-200 px-4 py-3"
              open={Boolean(draft.seoTitle || draft.seoDescription) || undefined}
            >
              {/* The summary takes the box's padding as its own: the whole 44 px row opens it. */}
              <summary className="-my-3 cursor-pointer py-3 text-sm font-semibold text-ink">
                Search engine listing (optional)
              </summary>
              <div className="mt-4 grid gap-4">
                <NotedInput
                  id="post-seo-title"
                  label="SEO title"
                  placeholder={draft.title || "Defaults to the title"}
                  {...text("seoTitle")}
                />
                <NotedTextarea
                  id="post-seo-description"
                  label="Meta description"
                  rows={2}
                  fitRows
                  placeholder={draft.excerpt || "Defaults to the excerpt"}
                  {...text("seoDescription")}
                />
              </div>
            </details>
          </div>

          <aside className="grid content-start gap-5">
            {!mayPublish || mayReview ? (
              <ReviewPanel
                mode={mayPublish ? "reviewer" : "author"}
                review={review}
                author={draft.author}
                answer={reviewAnswer}
                formIds={formIds}
                onPublish={() => {
                  setPublished(true);
                  setFromReview(true);
                  setConfirming(true);
                }}
              />
            ) : null}
            {mayPublish ? (
              // The publish date is a wall clock in the site's time zone (ADR 0029).
              <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4">
                <fieldset>
                  <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
                  <div
                    className="inline-flex rounded-lg bg-slate-100 p-1"
                    role="radiogroup"
                    aria-label="Status"
                  >
                    {[
                      { value: true, label: "Published" },
                      { value: false, label: "Draft" },
                    ].map((option) => (
                      <label
                        key={option.label}
                        className={cn(
                          "cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                          draft.isPublished === option.value
                            ? "bg-white text-brand-800 shadow-sm"
                            : "text-ink-soft",
                        )}
                      >
                        <input
                          type="radio"
                          name="post-status"
                          className="sr-only"
                          checked={draft.isPublished === option.value}
                          onChange={() => setPublished(option.value)}
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                  <p className="mt-1.5 text-xs text-muted">
                    Autosave keeps drafts; only Save changes the status.
                  </p>
                </fieldset>
                <NotedInput
                  id="post-published-at"
                  label={`Publish date (${zoneName(timeZone)})`}
                  type="datetime-local"
                  value={draft.publishedAt}
                  onChange={(e) => patch({ publishedAt: e.target.value, dateTouched: true }, ["publishedAt"])}
                  error={errors.publishedAt}
                  hint={
                    primary.scheduledFor
                      ? "Scheduled: the post goes live on this date."
                      : "Optional. Empty means now; a future date schedules the post."
                  }
                />
              </div>
            ) : null}
            <SharePreview postId={stored.post.id} />
            {can(viewer.role, "newsletter.send") ? (
              <NewsletterPanel postId={stored.post.id} title={draft.title} />
            ) : null}
            {/* Each save of the live post, newest first: Compare shows its changes, Restore loads it. */}
            <Panel title="Revisions" icon={History}>
              {revisions.length === 0 ? (
                <p className="mt-2 text-sm text-muted">Each save of the published post is kept here.</p>
              ) : (
                <ol className="mt-3 grid gap-2" aria-label="Revisions">
                  {revisions.map((revision) => (
                    <li
                      key={revision.id}
                      className="flex flex-wrap items-center justify-between gap-2 text-sm"
                    >
                      <span className="min-w-0">
                        <time
                          dateTime={revision.savedAt}
                          className="block font-medium text-ink"
                          suppressHydrationWarning
                        >
                          {dates.dateTime(revision.savedAt)}
                        </time>
                        <span className="block text-xs text-muted">by {revision.savedBy}</span>
                      </span>
                      <span className="flex gap-2">
                        <Link
                          to={`/cms/posts/${encodeURIComponent(revision.postId)}/revisions/${revision.id}`}
                          className={buttonVariants({ variant: "outline", size: "sm" })}
                          aria-label={`Compare the revision of ${dates.dateTime(revision.savedAt)} by ${revision.savedBy}`}
                        >
                          <GitCompare aria-hidden />
                          Compare
                        </Link>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={request !== null}
                          aria-label={`Restore the revision of ${dates.dateTime(revision.savedAt)} by ${revision.savedBy}`}
                          onClick={() => send("restore", revision.id)}
                        >
                          Restore
                        </Button>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
          </aside>
        </div>
      </form>

      {/* The one question before a post that was never public goes live (so a test post cannot go
          live by accident). The safe answer, keeping the draft, has the focus. */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : closeConfirm())}
        title={primary.scheduledFor ? "Schedule this post?" : "Publish this post?"}
        description={`“${displayTitle(draft.title)}” will be public at /blog/${payloadOf(draft).slug ?? ""}${
          primary.scheduledFor ? ` from ${dates.dateTime(primary.scheduledFor)}` : " as soon as you confirm"
        }, and listed on the blog and in its feed.`}
        cancel="Keep as draft"
        confirm={primary.label}
        onConfirm={() => {
          setConfirming(false);
          setFromReview(false);
          send("save");
        }}
      />
      {/* The review's forms, outside the editor's form (forms do not nest): their controls are in ReviewPanel. */}
      <sendBackFetcher.Form id={formIds.sendBack} method="post" action={action} />
      <form id={formIds.publish} method="post" action={action} />
      {/* The separate full-screen preview (spec 2.16, 4): the draft as a reader would see it. */}
      <Dialog open={fullPreview} onOpenChange={setFullPreview}>
        <DialogContent size="screen" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle tone="eyebrow">Preview</DialogTitle>
          </DialogHeader>
          <article className="mx-auto max-w-3xl" data-testid="full-preview">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {displayTitle(draft.title)}
            </h1>
            <p className="mt-3 text-sm text-muted">
              {draft.author || "Author"} · {readingTime(draft.content)}
            </p>
            {draft.featuredImage ? (
              <img
                src={draft.featuredImage}
                alt={draft.featuredImageAlt}
                className="mt-6 aspect-video w-full rounded-lg object-cover"
              />
            ) : null}
            {draft.excerpt ? <p className="mt-4 text-lg text-ink-soft">{draft.excerpt}</p> : null}
            <Markdown content={draft.content || "_Nothing written yet._"} className="mt-6" />
          </article>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(next) => (next ? undefined : blocker.reset?.())}
        title="Leave without saving?"
        description="Your latest changes to this post are not saved yet."
        cancel="Stay and save"
        onCancel={() => {
          autosaveNow();
          blocker.reset?.();
        }}
        confirm="Leave anyway"
        variant="destructive"
        onConfirm={() => blocker.proceed?.()}
      />
    </div>
  );
}
