import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { EditorPost, PostReview, PostRevision } from "~/.server/services/posts/cms-posts";
import { AuthorField } from "~/components/cms/profile/author-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { fieldErrors } from "~/lib/schemas/fields";
import { withZonedPublishDate } from "~/lib/posts";
import { postFormSchema } from "~/lib/schemas/post";
import { useTimeZone } from "~/lib/site-settings";
import type { AuthorProfile } from "~/lib/schemas/profile";
import { CategoriesField } from "./categories-field";
import { ContentField } from "./content-field";
import { ConflictNotice } from "./conflict-notice";
import { type Draft, payloadOf } from "./draft";
import { byField } from "./editor-state";
import { FeaturedImage } from "./featured-image";
import { FieldError, fieldErrorProps } from "./field-error";
import { FullPreview } from "./full-preview";
import { LeaveGuard } from "./leave-guard";
import { primaryAction } from "./primary-action";
import { PublishConfirm } from "./publish-confirm";
import { type ReviewAnswer, ReviewForms, ReviewNote, ReviewPanel } from "./review-panel";
import { RevisionsPanel } from "./revisions-panel";
import { SaveStatus } from "./save-status";
import { NewsletterPanel } from "./newsletter-panel";
import { SharePreview } from "./share-preview";
import { StatusFields } from "./status-fields";
import { useEditorSave } from "./use-editor-save";

const REQUIRED_FIELDS = new Set(["title", "content", "author"]);

/**
 * The post editor page (spec 2.16 and 5): the post form, autosaved as a draft,
 * with an explicit save (Save Draft, Publish, Schedule, Update) that is the only way anything goes live.
 * Its state is one reducer (editor-state.ts, ADR 0029); the sections below are components of their own.
 */
export function PostEditor({
  editor,
  categories,
  revisions,
  authors,
  imageProviderLabel,
  mayEmail = false,
  mayPublish = true,
  mayReview = false,
  mayGenerate = true,
  review = editor.review,
  reviewAnswer = null,
}: {
  editor: EditorPost;
  /**
   * Whether the signed-in person may publish this post (lib/permissions mayPublishPost): else the
   * editor has no Status, date or Publish, and its main button is "Submit for review".
   */
  mayPublish?: boolean;
  /** Whether they review others' drafts ("posts.review"): a draft waiting gets Publish now / Send back. */
  mayReview?: boolean;
  /** Whether they may generate hero images ("media.upload"). */
  mayGenerate?: boolean;
  /** The post's review as the page last loaded it (it changes outside the editor's own saves). */
  review?: PostReview | null;
  /** The answer of a review form posted without JavaScript. */
  reviewAnswer?: ReviewAnswer | null;
  /** Whether the signed-in role may email subscribers (lib/permissions "newsletter.send"). */
  mayEmail?: boolean;
  /** Staff profiles for the author picker. */
  authors: AuthorProfile[];
  categories: string[];
  revisions: PostRevision[];
  imageProviderLabel?: string;
}) {
  const timeZone = useTimeZone();
  const saver = useEditorSave(editor, timeZone);
  const { draft, stored, errors, phase, conflict } = saver.state;
  const [fullPreview, setFullPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** The question was opened by the Review panel's "Publish now": "Keep as draft" undoes its status. */
  const [fromReview, setFromReview] = useState(false);
  const update = saver.edit;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    update({ type: "set", patch: { [key]: value } }, [key]);

  function save() {
    const parsed = postFormSchema.safeParse(withZonedPublishDate(payloadOf(draft), timeZone));
    if (!parsed.success) {
      const messages = byField(fieldErrors(parsed.error));
      saver.invalid(messages);
      toast({
        title: Object.keys(messages).some((key) => REQUIRED_FIELDS.has(key))
          ? "Please fill in all required fields (title, content, author)"
          : "Please check the highlighted fields",
        variant: "destructive",
      });
      return;
    }
    if (submitsForReview) saver.submit();
    else if (primaryAction(draft, stored, timeZone).confirm) setConfirming(true);
    else saver.save();
  }

  const field = (key: string) => fieldErrorProps(errors, key);
  const fieldError = (key: string) => <FieldError errors={errors} name={key} />;

  const hasPending = stored.post.isPublished && (phase !== "idle" || stored.pending !== null);
  const primary = primaryAction(draft, stored, timeZone);
  // A role that may not publish the post hands it to an Editor instead (ADR "Review").
  const submitsForReview = !mayPublish && review?.state !== "pending";
  const primaryLabel = mayPublish ? primary.label : submitsForReview ? "Submit for review" : "Save Draft";
  const action = `/cms/posts/${encodeURIComponent(stored.post.id)}`;
  const formIds = { sendBack: `send-back-${stored.post.id}`, publish: `publish-review-${stored.post.id}` };

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
          // Focus moving to this form's own submit button is the explicit save starting: an
          // autosave first would re-render the form between the press and the click.
          const next = event.relatedTarget;
          if (
            next instanceof HTMLButtonElement &&
            next.type === "submit" &&
            next.form === event.currentTarget
          )
            return;
          saver.autosaveNow();
        }}
      >
        <div className="sticky top-0 z-10 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          <div className="flex items-center gap-3">
            <Link
              to="/cms/posts"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Posts
            </Link>
            <h1 id="editor-heading" className="text-xl font-bold text-ink">
              {saver.state.isNew ? "New Post" : "Edit Post"}
            </h1>
          </div>
          <div className="flex items-center gap-3">
            <SaveStatus
              phase={phase}
              failed={saver.state.failed}
              savedAt={saver.state.savedAt}
              isNew={saver.state.isNew}
            />
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
          <ConflictNotice message={conflict.message} onReload={saver.reload} onOverwrite={saver.overwrite} />
        ) : null}

        <ReviewNote review={review} />

        {hasPending ? (
          <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
            This post is published. Your edits are kept as unpublished changes: readers see them after you
            press Update.
          </p>
        ) : null}

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid gap-5">
            <p className="text-sm text-muted">
              Fields marked * are required. Content is written in Markdown.
            </p>
            <div>
              <Label htmlFor="post-title">Title *</Label>
              <Input
                id="post-title"
                value={draft.title}
                onChange={(e) => update({ type: "title", title: e.target.value }, ["title", "slug"])}
                {...field("title")}
              />
              {fieldError("title")}
            </div>
            <div>
              <Label htmlFor="post-slug">Slug</Label>
              <Input
                id="post-slug"
                value={draft.slug}
                onChange={(e) => update({ type: "slug", slug: e.target.value }, ["slug"])}
                placeholder="derived-from-the-title"
                {...field("slug")}
              />
              <p className="mt-1.5 text-xs text-muted">
                The article's address: /blog/{draft.slug || "…"}
                {draft.slugLocked ? " (no longer follows the title)" : ""}
                {stored.everLive ? " Changing it keeps the old address as a redirect." : ""}
              </p>
              {fieldError("slug")}
            </div>
            <div>
              <Label htmlFor="post-excerpt">Excerpt</Label>
              <Textarea
                id="post-excerpt"
                rows={2}
                fitRows
                value={draft.excerpt}
                onChange={(e) => set("excerpt", e.target.value)}
                {...field("excerpt")}
              />
              {fieldError("excerpt")}
            </div>
            <ContentField
              value={draft.content}
              onChange={(content) => set("content", content)}
              onFullPreview={() => setFullPreview(true)}
              invalid={Boolean(errors.content)}
              error={errors.content}
            />
            <AuthorField
              authors={authors}
              value={draft.authorId}
              onChange={(profile) =>
                update(
                  {
                    type: "set",
                    patch: profile ? { authorId: profile.id, author: profile.name } : { authorId: "" },
                  },
                  ["authorId", "author"],
                )
              }
              error={errors.authorId}
            />
            <div>
              <Label htmlFor="post-author">Author *</Label>
              <Input
                id="post-author"
                value={draft.author}
                // A profile's name comes from the profile (the server copies it on every save).
                readOnly={draft.authorId !== ""}
                onChange={(e) => set("author", e.target.value)}
                {...field("author")}
              />
              {draft.authorId ? (
                <p className="mt-1.5 text-xs text-muted">The profile's display name.</p>
              ) : null}
              {fieldError("author")}
            </div>
            <FeaturedImage
              source={draft}
              url={draft.featuredImage}
              alt={draft.featuredImageAlt}
              onChange={(patch) => update({ type: "set", patch }, Object.keys(patch))}
              providerLabel={imageProviderLabel}
              errors={errors}
              mayGenerate={mayGenerate}
            />
            <CategoriesField
              value={draft.categories}
              options={categories}
              onChange={(next) => set("categories", next)}
              error={errors.categories}
            />
            <div>
              <Label htmlFor="post-tags">Tags</Label>
              <Input
                id="post-tags"
                value={draft.tags}
                onChange={(e) => set("tags", e.target.value)}
                placeholder="seo, plumbing, google business profile"
                {...field("tags")}
              />
              <p className="mt-1.5 text-xs text-muted">Separate tags with commas.</p>
              {fieldError("tags")}
            </div>
            <details
              className="rounded-lg border border-slate-200 px-4 py-3"
              open={Boolean(draft.seoTitle || draft.seoDescription) || undefined}
            >
              {/* The summary takes the box's padding as its own: the whole 44 px row opens it. */}
              <summary className="-my-3 cursor-pointer py-3 text-sm font-semibold text-ink">
                Search engine listing (optional)
              </summary>
              <div className="mt-4 grid gap-4">
                <div>
                  <Label htmlFor="post-seo-title">SEO title</Label>
                  <Input
                    id="post-seo-title"
                    value={draft.seoTitle}
                    onChange={(e) => set("seoTitle", e.target.value)}
                    placeholder={draft.title || "Defaults to the title"}
                    {...field("seoTitle")}
                  />
                  {fieldError("seoTitle")}
                </div>
                <div>
                  <Label htmlFor="post-seo-description">Meta description</Label>
                  <Textarea
                    id="post-seo-description"
                    rows={2}
                    fitRows
                    value={draft.seoDescription}
                    onChange={(e) => set("seoDescription", e.target.value)}
                    placeholder={draft.excerpt || "Defaults to the excerpt"}
                    {...field("seoDescription")}
                  />
                  {fieldError("seoDescription")}
                </div>
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
                  update({ type: "set", patch: { isPublished: true } }, []);
                  setFromReview(true);
                  setConfirming(true);
                }}
              />
            ) : null}
            {mayPublish ? (
              <StatusFields
                isPublished={draft.isPublished}
                publishedAt={draft.publishedAt}
                timeZone={timeZone}
                onStatus={(isPublished) => update({ type: "set", patch: { isPublished } }, [])}
                onDate={(publishedAt) =>
                  update({ type: "set", patch: { publishedAt, dateTouched: true } }, ["publishedAt"])
                }
                error={fieldError("publishedAt")}
                invalid={Boolean(errors.publishedAt)}
              />
            ) : null}
            <SharePreview postId={stored.post.id} />
            {mayEmail ? <NewsletterPanel postId={stored.post.id} title={draft.title} /> : null}
            <RevisionsPanel
              revisions={revisions}
              busy={saver.inFlight}
              onRestore={(revision) => saver.restore(revision.id)}
            />
          </aside>
        </div>
      </form>

      <PublishConfirm
        action={primary}
        title={draft.title}
        slug={payloadOf(draft).slug ?? ""}
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (open || !fromReview) return;
          setFromReview(false);
          update({ type: "set", patch: { isPublished: false } }, []);
        }}
        onConfirm={() => {
          // The dialog closes (above) before it confirms: "Publish now" sets Published again.
          if (fromReview) update({ type: "set", patch: { isPublished: true } }, []);
          saver.save();
        }}
      />
      <ReviewForms action={action} formIds={formIds} />
      <FullPreview open={fullPreview} onOpenChange={setFullPreview} draft={draft} />
      <LeaveGuard unsaved={phase !== "idle"} onSaveFirst={saver.autosaveNow} />
    </div>
  );
}
