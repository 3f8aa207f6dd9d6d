import { ArrowLeft } from "lucide-react";
import { useCallback, useReducer, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { EditorPost, PostRevision } from "~/.server/services/cms-posts";
import { AuthorField } from "~/components/cms/profile/author-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { displayTitle } from "~/lib/posts";
import { fieldErrors } from "~/lib/schemas/fields";
import { postFormSchema } from "~/lib/schemas/post";
import type { AuthorProfile } from "~/lib/schemas/profile";
import { CategoriesField } from "./categories-field";
import { ContentField } from "./content-field";
import { type Draft, draftOf, draftReducer, emptyDraft, payloadOf } from "./draft";
import { FeaturedImage } from "./featured-image";
import { FieldError, fieldErrorProps } from "./field-error";
import { FullPreview } from "./full-preview";
import { LeaveGuard } from "./leave-guard";
import { primaryAction } from "./primary-action";
import { PublishConfirm } from "./publish-confirm";
import { RevisionsPanel } from "./revisions-panel";
import { SaveStatus } from "./save-status";
import { NewsletterPanel } from "./newsletter-panel";
import { SharePreview } from "./share-preview";
import { StatusFields } from "./status-fields";
import { snapshotOf, useEditorSave } from "./use-editor-save";

const REQUIRED_FIELDS = new Set(["title", "content", "author"]);

/** Field messages keyed by the form's own field: a message about one tag ("tags.2") is shown at Tags. */
function byField(messages: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) shown[path.split(".")[0] ?? path] ??= message;
  return shown;
}

/**
 * The post editor page (spec 2.16 and 5, issue 17.1): the post form, autosaved as a draft,
 * with an explicit save (Save Draft, Publish, Schedule, Update) that is the only way anything goes live.
 */
export function PostEditor({
  sessionKey,
  editor,
  categories,
  revisions,
  authors,
  imageProviderLabel,
}: {
  sessionKey: string;
  editor: EditorPost | null;
  /** Staff profiles for the author picker. */
  authors: AuthorProfile[];
  categories: string[];
  revisions: PostRevision[];
  imageProviderLabel?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, dispatch] = useReducer(
    draftReducer,
    editor,
    (initial): Draft =>
      initial ? draftOf(initial.post, initial.pending?.fields ?? null, initial.everLive) : emptyDraft,
  );
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** The post as stored: null until the first save of a new post. */
  const [stored, setStored] = useState<EditorPost | null>(editor);
  /** Started as a new post in this editor: its first explicit save "creates" it (the toast says so). */
  const [creating, setCreating] = useState(editor === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fullPreview, setFullPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const creatingRef = useRef(creating);
  creatingRef.current = creating;

  const payload = useCallback(() => payloadOf(draftRef.current, stored === null), [stored]);
  const saver = useEditorSave({
    initial: editor,
    sessionKey,
    payload,
    onSaved: useCallback((next: EditorPost, intent: string, wasNew: boolean) => {
      setStored(next);
      if (intent !== "save") return;
      setCreating(false);
      const title = next.post.title;
      toast({
        title: wasNew || creatingRef.current ? "Post created successfully" : "Post updated successfully",
        description: `"${displayTitle(title)}" was saved.`,
        variant: "success",
      });
      creatingRef.current = false;
    }, []),
    onRestored: useCallback((next: EditorPost) => {
      setStored(next);
      const restored = draftOf(next.post, next.pending?.fields ?? null, next.everLive);
      dispatch({ type: "replace", draft: restored });
      toast({
        title: "Revision restored",
        description: "Review it, then save to publish it.",
        variant: "success",
      });
    }, []),
    onFailed: useCallback(
      (intent: string | null, message: string, messages: Record<string, string>, wasNew: boolean) => {
        setErrors(byField(messages));
        if (intent === "save")
          toast({
            title: wasNew || creatingRef.current ? "Failed to create post" : "Failed to update post",
            description: message,
            variant: "destructive",
          });
      },
      [],
    ),
  });
  const current = snapshotOf(payloadOf(draft, stored === null));
  const dirty = current !== saver.saved;
  const unsaved = dirty || saver.inFlight;

  function update(action: Parameters<typeof dispatch>[0], keys: string[]) {
    dispatch(action);
    if (keys.some((key) => errors[key]))
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !keys.includes(key))));
    saver.autosaveSoon();
  }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    update({ type: "set", patch: { [key]: value } }, [key]);

  function save() {
    const parsed = postFormSchema.safeParse(payloadOf(draft, stored === null));
    if (!parsed.success) {
      const messages = byField(fieldErrors(parsed.error));
      setErrors(messages);
      toast({
        title: Object.keys(messages).some((key) => REQUIRED_FIELDS.has(key))
          ? "Please fill in all required fields (title, content, author)"
          : "Please check the highlighted fields",
        variant: "destructive",
      });
      return;
    }
    if (primaryAction(draft, stored).confirm) setConfirming(true);
    else saver.save();
  }

  const field = (key: string) => fieldErrorProps(errors, key);
  const fieldError = (key: string) => <FieldError errors={errors} name={key} />;

  const live = stored?.post.isPublished ?? false;
  const hasPending = live && (dirty || stored?.pending !== null);
  const primary = primaryAction(draft, stored);

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
        // Leaving a field saves what is there (issue 17.1: "on blur").
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
          if (dirty && !saver.conflict) saver.autosaveNow();
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
              {creating ? "New Post" : "Edit Post"}
            </h1>
          </div>
          <div className="flex items-center gap-3">
            <SaveStatus
              unsaved={dirty}
              inFlight={saver.inFlight}
              failed={saver.failed}
              conflict={saver.conflict !== null}
              savedAt={saver.savedAt}
              isNew={stored === null}
            />
            <Button type="submit" disabled={saver.conflict !== null}>
              {primary.label}
            </Button>
          </div>
        </div>

        {saver.conflict ? (
          <div
            role="alert"
            className="mb-6 rounded-lg border border-danger-600/40 bg-red-50 p-4 text-sm text-ink"
          >
            <p className="font-semibold">Not saved: this post changed elsewhere.</p>
            <p className="mt-1">{saver.conflict.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  navigate(location.pathname, {
                    replace: true,
                    state: { editorSession: `reload-${Date.now()}` },
                  })
                }
              >
                Reload their version
              </Button>
              <Button type="button" variant="destructive" size="sm" onClick={saver.overwrite}>
                Overwrite with mine
              </Button>
            </div>
          </div>
        ) : null}

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
                {stored?.everLive ? " Changing it keeps the old address as a redirect." : ""}
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
              <summary className="cursor-pointer text-sm font-semibold text-ink">
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
            <StatusFields
              isPublished={draft.isPublished}
              publishedAt={draft.publishedAt}
              onStatus={(isPublished) => dispatch({ type: "set", patch: { isPublished } })}
              onDate={(publishedAt) =>
                update({ type: "set", patch: { publishedAt, dateTouched: true } }, ["publishedAt"])
              }
              error={fieldError("publishedAt")}
              invalid={Boolean(errors.publishedAt)}
            />
            <SharePreview postId={stored?.post.id ?? null} />
            <NewsletterPanel postId={stored?.post.id ?? null} title={draft.title} />
            {stored ? (
              <RevisionsPanel
                revisions={revisions}
                busy={saver.inFlight}
                onRestore={(revision) => saver.restore(revision.id)}
              />
            ) : null}
          </aside>
        </div>
      </form>

      <PublishConfirm
        action={primary}
        title={draft.title}
        slug={payloadOf(draft, false).slug ?? ""}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => saver.save()}
      />
      <FullPreview open={fullPreview} onOpenChange={setFullPreview} draft={draft} />
      <LeaveGuard unsaved={unsaved} allow={saver.isOwnNavigation} onSaveFirst={() => saver.autosaveNow()} />
    </div>
  );
}
