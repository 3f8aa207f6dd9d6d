import { z } from "zod/mini";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction, refusal, settle } from "~/.server/forms/page-action";
import { HttpError } from "~/.server/http/errors";
import { NotFoundError, ValidationError } from "~/.server/services/errors";
import { parseInput } from "~/.server/services/validate";
import { requirePermission } from "~/.server/http/guards";
import { type PreparedImage, prepareImage, saveImages, updateMediaAlt } from "~/.server/services/media/media";
import { deleteImage, listLibraryPage } from "~/.server/services/media/media-usage";
import { ImageIcon, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Pager } from "~/components/cms/pager";
import { MediaCard } from "~/components/cms/media/media-card";
import { MediaUpload } from "~/components/cms/media/media-upload";
import { EmptyState } from "~/components/cms/kit";
import type { MediaAnswer } from "~/lib/cms-pages";
import { cmsMeta } from "~/lib/meta";
import { MAX_UPLOAD_BYTES, mediaAltSchema } from "~/lib/schemas/media";
import type { Route } from "./+types/cms.media";

export const meta = cmsMeta("Media · CMS", "Staff dashboard: media library.");

/** Search (`q`, file name or alt text) and page live in the URL; each image comes with its posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "media.manage");
  const params = new URL(request.url).searchParams;
  return listLibraryPage({ query: params.get("q") ?? "", page: Number(params.get("page") ?? "1") });
}

/**
 * At most this many images per upload form, and this many bytes in all (the form is held in memory
 * while its images are checked); each is still limited to 25 MB and 40 megapixels by the service.
 */
const MAX_FILES = 10;
const MAX_BODY_BYTES = 4 * MAX_UPLOAD_BYTES + 64 * 1024;

const idSchema = z.object({ id: z.string().check(z.minLength(1)) });
/** `confirm=used`: the person was shown the posts that use the image and chose to delete it. */
const deleteSchema = z.extend(idSchema, { confirm: z.optional(z.string()) });

export async function action({ request, context }: Route.ActionArgs) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    return refusal(413, "The upload is larger than 100 MB. Send fewer images at once.");
  const { auth, form } = await cmsActionForm({ request, context }, "media.manage", {
    files: { limitBytes: MAX_BODY_BYTES },
  });
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  return pageAction(async (): Promise<Extract<MediaAnswer, { ok: true }>> => {
    switch (form.get("intent")) {
      case "upload": {
        const files = form
          .getAll("files")
          .filter((file): file is File => typeof file !== "string" && file.size > 0);
        if (files.length === 0)
          throw new ValidationError("Choose an image to upload.", { files: "Choose an image to upload." });
        if (files.length > MAX_FILES) throw new HttpError(413, `Upload at most ${MAX_FILES} images at once.`);
        // All or none: every file is checked and rendered first (the first refused one refuses the
        // set), then all are written in one transaction, so a crash never leaves part of the set.
        const prepared: PreparedImage[] = [];
        for (const file of files) {
          const bytes = Buffer.from(await file.arrayBuffer());
          const done = await settle(() =>
            prepareImage({ bytes, filename: file.name, source: "upload", createdBy: auth.user.username }),
          );
          if (!done.ok) {
            const nothingStored = files.length > 1 ? ` None of the ${files.length} images was stored.` : "";
            throw new HttpError(done.refusal.status, `${file.name}: ${done.refusal.message}${nothingStored}`);
          }
          prepared.push(done.value);
        }
        const saved = await saveImages(prepared);
        return { ok: true, intent: "upload", uploaded: saved.map((item) => item.filename) };
      }
      case "alt": {
        const input = parseInput(z.extend(idSchema, mediaAltSchema.shape), fields);
        const saved = await updateMediaAlt(input.id, input.alt);
        return { ok: true, intent: "alt", id: saved.id, message: "Alt text saved" };
      }
      case "delete": {
        const input = parseInput(deleteSchema, fields);
        const deleted = await deleteImage(input.id, { evenIfUsed: input.confirm === "used" });
        if (!deleted) throw new NotFoundError("This image does not exist.");
        return { ok: true, intent: "delete", message: "Image deleted" };
      }
      default:
        throw new ValidationError("Unknown action.");
    }
  });
}

/** The media library page: upload, search (a GET form, so the search is the URL) and pages. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { items, query, page, pageCount, total } = loaderData;
  return (
    // One column that never grows past the screen: a file input's own width would widen it on a phone.
    <div className="grid min-w-0 grid-cols-1 gap-6 *:min-w-0">
      <MediaUpload />
      <section aria-labelledby="media-library-heading" className="grid min-w-0 grid-cols-1 gap-3 *:min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="media-library-heading" className="text-lg font-bold text-ink">
            Library
          </h2>
          <span className="text-sm text-muted" data-testid="media-count">
            {total} image{total === 1 ? "" : "s"}
            {query ? ` matching “${query}”` : ""}
          </span>
        </div>
        <Form method="get" role="search" aria-label="Search the library" className="flex gap-2" key={query}>
          <label htmlFor="media-search" className="sr-only">
            Search by file name or alt text
          </label>
          <Input
            id="media-search"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={query}
            placeholder="File name or alt text"
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden />
            Search
          </Button>
        </Form>
        {items.length === 0 ? (
          <EmptyState
            icon={ImageIcon}
            title={query ? `No image matches “${query}”` : "No images yet"}
            note={query ? undefined : "Upload an image above, or generate a hero image from the post form."}
          >
            {query ? (
              <Link to="/cms/media" className={buttonVariants({ variant: "link", size: "sm" })}>
                Show every image
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Media library">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} label="Library pages" />
      </section>
    </div>
  );
}
