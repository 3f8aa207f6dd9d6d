import { Eye, EyeOff, Maximize2, Plus, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Markdown } from "~/components/markdown";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { readingTime, slugify, splitTags } from "~/lib/posts";
import { type CmsPost, postFormSchema } from "~/lib/schemas/post";
import { cn } from "~/lib/utils";
import { CmsApiError, cmsRequest, errorMessage } from "./api";
import { HeroImageControls } from "./hero-image-controls";

/** Spec 3 "Post form draft", plus the CMS extras (publish date, SEO). */
type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  categories: string[];
  tags: string;
  featuredImage: string;
  isPublished: boolean;
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
};

const emptyDraft: Draft = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author: "",
  categories: [],
  tags: "",
  featuredImage: "",
  isPublished: true,
  publishedAt: "",
  seoTitle: "",
  seoDescription: "",
};

/** ISO instant to the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function draftOf(post: CmsPost): Draft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    categories: post.categories,
    tags: post.tags.join(", "),
    featuredImage: post.featuredImage ?? "",
    isPublished: post.isPublished,
    publishedAt: toLocalInput(post.publishedAt),
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
  };
}

/** Category options come from the categories of existing posts, deduplicated and sorted (spec 5). */
export function categoryOptions(posts: CmsPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.categories))].sort((a, b) => a.localeCompare(b));
}

const REQUIRED_FIELDS = new Set(["title", "content", "author"]);

export function PostFormDialog({
  open,
  post,
  posts,
  onOpenChange,
  onSaved,
  imageProviderLabel,
}: {
  /** Names the hero-image provider on the generate button. */
  imageProviderLabel?: string;
  open: boolean;
  /** The post being edited, or null for a new one. */
  post: CmsPost | null;
  posts: CmsPost[];
  onOpenChange(open: boolean): void;
  onSaved(): void;
}) {
  const editing = post !== null;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [dateTouched, setDateTouched] = useState(false);
  const [newCategory, setNewCategory] = useState("");
  const [showPreview, setShowPreview] = useState(false);
  const [fullPreview, setFullPreview] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const options = useMemo(() => categoryOptions(posts), [posts]);

  // Each opening starts from the post being edited, or from a blank form.
  useEffect(() => {
    if (!open) return;
    setDraft(post ? draftOf(post) : emptyDraft);
    setDateTouched(false);
    setNewCategory("");
    setShowPreview(false);
    setErrors({});
  }, [open, post]);

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  }

  function onTitleChange(title: string) {
    // The slug follows the title while typing, but not in edit mode (spec 5).
    setDraft((current) => ({ ...current, title, slug: editing ? current.slug : slugify(title) }));
    if (errors.title) setErrors(({ title: _removed, ...rest }) => rest);
  }

  function addCategory(value = newCategory) {
    const category = value.trim();
    if (!category || draft.categories.includes(category)) return;
    set("categories", [...draft.categories, category]);
    setNewCategory("");
  }

  async function save() {
    const payload = {
      ...(editing ? {} : { id: String(Date.now()) }),
      // The server's rule (slugOrFallback): a typed slug normalized, an empty one from the title.
      // A slug with no letter or digit is sent as typed, for the server's field message.
      slug: slugify(draft.slug) || draft.slug.trim(),
      title: draft.title,
      excerpt: draft.excerpt,
      content: draft.content,
      author: draft.author,
      categories: draft.categories,
      tags: splitTags(draft.tags),
      featuredImage: draft.featuredImage,
      isPublished: draft.isPublished,
      readingTime: readingTime(draft.content),
      seoTitle: draft.seoTitle,
      seoDescription: draft.seoDescription,
      ...((!editing || dateTouched) && draft.publishedAt
        ? { publishedAt: new Date(draft.publishedAt).toISOString() }
        : {}),
    };
    const parsed = postFormSchema.safeParse(payload);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).some((key) => REQUIRED_FIELDS.has(key))) {
        toast({
          title: "Please fill in all required fields (title, content, author)",
          variant: "destructive",
        });
      } else {
        toast({ title: "Please check the highlighted fields", variant: "destructive" });
      }
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        await cmsRequest(`/api/cms/blog/posts/${encodeURIComponent(post.id)}`, {
          method: "PUT",
          body: payload,
        });
        toast({
          title: "Post updated successfully",
          description: `"${parsed.data.title}" was saved.`,
          variant: "success",
        });
      } else {
        await cmsRequest("/api/cms/blog/posts", { method: "POST", body: payload });
        toast({
          title: "Post created successfully",
          description: `"${parsed.data.title}" was saved.`,
          variant: "success",
        });
      }
      setDraft(emptyDraft);
      onOpenChange(false);
      onSaved();
    } catch (error) {
      if (error instanceof CmsApiError) setErrors(error.errors);
      toast({
        title: editing ? "Failed to update post" : "Failed to create post",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  const field = (key: string) => ({
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `post-${key}-error` : undefined,
  });
  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`post-${key}-error`} className="mt-1.5 text-sm text-danger-600">
        {errors[key]}
      </p>
    ) : null;
  const scheduled =
    draft.isPublished && draft.publishedAt !== "" && new Date(draft.publishedAt).getTime() > Date.now();

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl p-0" aria-describedby="post-form-description">
          <form
            className="flex flex-col"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <DialogHeader className="border-b border-slate-200 px-6 pt-6 pb-4">
              <DialogTitle>{editing ? "Edit Post" : "New Post"}</DialogTitle>
              <DialogDescription id="post-form-description">
                Fields marked * are required. Content is written in Markdown.
              </DialogDescription>
            </DialogHeader>

            <div className="grid gap-5 px-6 py-5">
              <div>
                <Label htmlFor="post-title">Title *</Label>
                <Input
                  id="post-title"
                  value={draft.title}
                  onChange={(e) => onTitleChange(e.target.value)}
                  {...field("title")}
                />
                {fieldError("title")}
              </div>
              <div>
                <Label htmlFor="post-slug">Slug</Label>
                <div className="flex items-center overflow-hidden rounded-lg">
                  <Input
                    id="post-slug"
                    value={draft.slug}
                    onChange={(e) => set("slug", e.target.value)}
                    placeholder="derived-from-the-title"
                    {...field("slug")}
                  />
                </div>
                <p className="mt-1.5 text-xs text-muted">
                  The article's address: /blog/{draft.slug || "…"}
                  {editing ? " (no longer follows the title once a post exists)" : ""}
                </p>
                {fieldError("slug")}
              </div>
              <div>
                <Label htmlFor="post-excerpt">Excerpt</Label>
                <Textarea
                  id="post-excerpt"
                  rows={2}
                  className="min-h-0"
                  value={draft.excerpt}
                  onChange={(e) => set("excerpt", e.target.value)}
                  {...field("excerpt")}
                />
                {fieldError("excerpt")}
              </div>
              <div>
                <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                  <Label htmlFor="post-content" className="mb-0">
                    Content *
                  </Label>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setShowPreview((shown) => !shown)}
                      aria-pressed={showPreview}
                    >
                      {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                      {showPreview ? "Hide preview" : "Show preview"}
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setFullPreview(true)}>
                      <Maximize2 aria-hidden />
                      Full-screen preview
                    </Button>
                  </div>
                </div>
                <div className={cn("grid gap-3", showPreview && "md:grid-cols-2")}>
                  <Textarea
                    id="post-content"
                    rows={12}
                    className="font-mono text-sm"
                    value={draft.content}
                    onChange={(e) => set("content", e.target.value)}
                    placeholder={"## A heading\n\nWrite with **bold**, *italics*, `code`, lists and links."}
                    {...field("content")}
                  />
                  {showPreview ? (
                    <section
                      aria-label="Inline preview"
                      data-testid="inline-preview"
                      className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4"
                    >
                      {draft.content.trim() ? (
                        <Markdown content={draft.content} className="text-sm" />
                      ) : (
                        <p className="py-4 text-sm text-muted">Nothing to preview yet.</p>
                      )}
                    </section>
                  ) : null}
                </div>
                <p className="mt-1.5 text-xs text-muted">{readingTime(draft.content)}</p>
                {fieldError("content")}
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <div>
                  <Label htmlFor="post-author">Author *</Label>
                  <Input
                    id="post-author"
                    value={draft.author}
                    onChange={(e) => set("author", e.target.value)}
                    {...field("author")}
                  />
                  {fieldError("author")}
                </div>
                <div>
                  <Label htmlFor="post-image">Featured image URL</Label>
                  <Input
                    id="post-image"
                    value={draft.featuredImage}
                    onChange={(e) => set("featuredImage", e.target.value)}
                    placeholder="https://… or /media/…"
                    {...field("featuredImage")}
                  />
                  {fieldError("featuredImage")}
                </div>
              </div>
              <HeroImageControls
                draft={draft}
                value={draft.featuredImage}
                onChange={(url) => set("featuredImage", url)}
                providerLabel={imageProviderLabel}
              />

              <fieldset>
                <legend className="mb-1.5 text-sm font-medium text-ink">Categories</legend>
                {draft.categories.length > 0 ? (
                  <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Chosen categories">
                    {draft.categories.map((category) => (
                      <li
                        key={category}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pr-1 pl-3 text-xs font-semibold text-white"
                      >
                        {category}
                        <button
                          type="button"
                          className="rounded-full p-0.5 hover:bg-white/20"
                          aria-label={`Remove category ${category}`}
                          onClick={() =>
                            set(
                              "categories",
                              draft.categories.filter((item) => item !== category),
                            )
                          }
                        >
                          <X className="size-3.5" aria-hidden />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="flex gap-2">
                  <Input
                    aria-label="New category"
                    value={newCategory}
                    onChange={(e) => setNewCategory(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") {
                        e.preventDefault();
                        addCategory();
                      }
                    }}
                    placeholder="Add a category"
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => addCategory()}
                    disabled={newCategory.trim() === ""}
                  >
                    <Plus aria-hidden />
                    Add
                  </Button>
                </div>
                {options.some((option) => !draft.categories.includes(option)) ? (
                  <div className="mt-2 flex flex-wrap items-center gap-1.5">
                    <span className="text-xs text-muted">Existing:</span>
                    {options
                      .filter((option) => !draft.categories.includes(option))
                      .map((option) => (
                        <button
                          key={option}
                          type="button"
                          onClick={() => addCategory(option)}
                          className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-ink-soft hover:border-brand-600 hover:text-brand-700"
                        >
                          + {option}
                        </button>
                      ))}
                  </div>
                ) : null}
                {fieldError("categories")}
              </fieldset>

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

              <div className="grid gap-5 sm:grid-cols-2">
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
                          "cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-ink-soft has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                          draft.isPublished === option.value && "bg-white text-brand-800 shadow-sm",
                        )}
                      >
                        <input
                          type="radio"
                          name="post-status"
                          className="sr-only"
                          checked={draft.isPublished === option.value}
                          onChange={() => set("isPublished", option.value)}
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div>
                  <Label htmlFor="post-published-at">Publish date</Label>
                  <Input
                    id="post-published-at"
                    type="datetime-local"
                    value={draft.publishedAt}
                    onChange={(e) => {
                      setDateTouched(true);
                      set("publishedAt", e.target.value);
                    }}
                    {...field("publishedAt")}
                  />
                  <p className="mt-1.5 text-xs text-muted">
                    {scheduled
                      ? "Scheduled: the post goes live on this date."
                      : "Optional. Empty means now; a future date schedules the post."}
                  </p>
                  {fieldError("publishedAt")}
                </div>
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
                      className="min-h-0"
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

            <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : editing ? "Save Changes" : "Create Post"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={fullPreview} onOpenChange={setFullPreview}>
        <DialogContent className="h-[92dvh] max-h-none max-w-5xl sm:p-10" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle className="text-sm font-semibold tracking-wide text-ember-600 uppercase">
              Preview
            </DialogTitle>
          </DialogHeader>
          <article className="mx-auto max-w-3xl" data-testid="full-preview">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {draft.title || "Untitled post"}
            </h1>
            <p className="mt-3 text-sm text-muted">
              {draft.author || "Author"} · {readingTime(draft.content)}
            </p>
            {draft.excerpt ? <p className="mt-4 text-lg text-ink-soft">{draft.excerpt}</p> : null}
            <Markdown content={draft.content || "_Nothing written yet._"} className="mt-6" />
          </article>
        </DialogContent>
      </Dialog>
    </>
  );
}
