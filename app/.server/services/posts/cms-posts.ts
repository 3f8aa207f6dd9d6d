import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, like, lt, lte, ne, or, type SQL } from "drizzle-orm";
import {
  can,
  mayEditPost,
  mayPublishPost,
  type PostForRules,
  readsEveryPost,
  type StaffMember,
} from "~/lib/permissions";
import { readingTime, slugOrFallback } from "~/lib/posts";
import { type CmsPost, type PostFields, type PostInput, postStatus } from "~/lib/schemas/post";
import { type Executor, getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type BlogPostRow, blogPostRevisions, blogPosts } from "../../db/schema";
import { type AuditActor, auditPost } from "../audit";
import { findAuthor } from "./authors";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { notTrashed } from "./not-trashed";
import { recordSlugChange } from "./slug-redirects";

/**
 * The CMS side of blog posts, drafts included. Autosaves of a published post are kept aside
 * (pendingEdits) until an explicit save. Who saves: staff are held to lib/permissions' post rules.
 */
export type Actor = { username: string; audit?: AuditActor } & Partial<StaffMember>;
type Rule = (actor: StaffMember, post: PostForRules) => boolean;

const staffOf = (actor: Actor | undefined): StaffMember | null =>
  actor?.id && actor.role ? { id: actor.id, role: actor.role } : null;

/** Throws ForbiddenError unless the actor (when staff) passes `rule` for the post. */
function assertRule(actor: Actor | undefined, rule: Rule, post: PostForRules, message: string) {
  const staff = staffOf(actor);
  if (staff && !rule(staff, post)) throw new ForbiddenError(message);
}

const MAY_NOT_EDIT = "You may edit only your own drafts. Ask an editor to change this post.";
const MAY_NOT_PUBLISH = "Your role saves drafts; an editor publishes or schedules them.";

/** Whoever may not edit every post writes as themselves; only a role that may publish saves it live. */
function asActorMay(actor: Actor | undefined, input: PostInput, current: PostForRules | null): PostInput {
  const staff = staffOf(actor);
  if (!staff) return input;
  const own = can(staff.role, "posts.editAll") ? input : { ...input, authorId: staff.id };
  const post = { authorId: current?.authorId ?? own.authorId ?? null, isPublished: own.isPublished };
  if (own.isPublished !== (current?.isPublished ?? false) || own.isPublished)
    assertRule(actor, mayPublishPost, post, MAY_NOT_PUBLISH);
  return own;
}

/** For routes that act on a post outside a save (its preview link, opening it in the editor). */
export async function assertMayEditPost(id: string, actor: Actor): Promise<void> {
  assertRule(actor, mayEditPost, await existingRow(id), MAY_NOT_EDIT);
}

/** Throws ForbiddenError unless the actor (when staff) may delete the post (move it to the Trash). */
export function assertMayDeletePost(actor: Actor | undefined, post: PostForRules): void {
  assertRule(actor, mayEditPost, post, MAY_NOT_EDIT);
}

/** A save that started from an older version than the stored one (another tab saved in between). */
export class PostConflictError extends ConflictError {
  constructor(readonly currentVersion: number) {
    super(
      "This post was changed in another tab or by someone else after you opened it. Reload to see that version, or overwrite it with yours.",
    );
  }
}

/** Every column but the generated search vector. */
export const { searchVector: _searchVector, ...columns } = getTableColumns(blogPosts);
type PostRow = Omit<BlogPostRow, "searchVector">;

export function toCmsPost(row: PostRow, now = Date.now()): CmsPost {
  return {
    id: row.id,
    ...fieldsOf(row),
    authorId: row.authorId,
    publishedAt: row.publishedAt.toISOString(),
    readingTime: row.readingTime,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dateModified: row.updatedAt.toISOString(),
    version: row.version,
    status: postStatus(row, now),
  };
}

/** lib/permissions' mayReadPost as SQL, for lists. */
export function readableBy(viewer: StaffMember, now: Date): SQL | undefined {
  if (readsEveryPost(viewer.role)) return undefined;
  return or(
    and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now)),
    eq(blogPosts.authorId, viewer.id),
  );
}

/** Every post the viewer may read (mayReadPost), but those in the Trash, newest publish date first. */
export async function listAllPosts(viewer: StaffMember, now = new Date()): Promise<CmsPost[]> {
  const rows = await getDb()
    .select(columns)
    .from(blogPosts)
    .where(and(notTrashed, readableBy(viewer, now)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
  return rows.map((row) => toCmsPost(row, now.getTime()));
}

/** A post outside the Trash: a trashed one cannot be edited, published or deleted again (404). */
export async function findRow(id: string, db: Executor = getDb()) {
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), notTrashed))
    .limit(1);
  return row;
}

export async function existingRow(id: string, db: Executor = getDb()) {
  const row = await findRow(id, db);
  if (!row) throw new NotFoundError("This post no longer exists.");
  return row;
}

function slugTaken(slug: string, inTrash = false) {
  return new ConflictError(
    inTrash
      ? `The slug "${slug}" is kept by a post in the Trash. Restore that post or delete it forever to use this address, or choose a different slug.`
      : `The slug "${slug}" is already used by another post. Please choose a different slug.`,
    {
      slug: inTrash
        ? "This slug is kept by a post in the Trash"
        : "This slug is already used by another post",
    },
  );
}

/** A post in the Trash keeps its slug until purged, so it can come back at its address. */
async function assertSlugFree(slug: string, exceptId?: string) {
  const [row] = await getDb()
    .select({ id: blogPosts.id, trashedAt: blogPosts.trashedAt })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (row && row.id !== exceptId) throw slugTaken(slug, row.trashedAt !== null);
}

/** A typed slug is kept (409 when taken); an empty one comes from the title, with `-2`, `-3`... when taken. */
async function slugFor(
  input: Pick<PostInput, "slug" | "title">,
  id: string,
  /** "suffix" for an autosave: a draft is stored whatever its address; the explicit save still refuses. */
  whenTaken: "refuse" | "suffix" = "refuse",
): Promise<string> {
  const slug = slugOrFallback(input.slug, input.title, id);
  if (!slug) throw new ValidationError(undefined, { slug: "Slug must contain a letter or a digit" });
  if (input.slug.trim() && whenTaken === "refuse") {
    await assertSlugFree(slug, id);
    return slug;
  }
  const taken = await getDb()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(like(blogPosts.slug, `${slug}%`), ne(blogPosts.id, id)));
  const used = new Set(taken.map((row) => row.slug));
  let candidate = slug;
  for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
  return candidate;
}

const FIELDS = [
  "title",
  "excerpt",
  "content",
  "author",
  "authorBio",
  "authorId",
  "categories",
  "tags",
  "featuredImage",
  "featuredImageAlt",
  "seoTitle",
  "seoDescription",
] as const;

/** The editable fields of a save or of a post (a revision, an autosave); a save without authorId keeps the post's. */
function fieldsOf(source: PostInput | PostRow, slug = source.slug): PostFields {
  const fields = Object.fromEntries(
    FIELDS.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Omit<PostFields, "slug" | "publishedAt">;
  return { ...fields, slug, publishedAt: source.publishedAt?.toISOString() ?? null };
}

/** The columns a set of fields writes (the publish date is decided by the caller). */
function columnsOf({ publishedAt: _publishedAt, ...fields }: PostFields) {
  return { ...fields, readingTime: readingTime(fields.content) };
}

/** A post that is or was live: its slug is a public address, and republishing keeps its date. */
function everLive(row: PostRow): boolean {
  return row.isPublished || row.firstPublishedAt !== null;
}

/** The publish date after a change: an explicit one wins; a first publication is dated now, a republication kept. */
function nextPublishedAt(current: PostRow, isPublished: boolean, explicit: Date | undefined): Date {
  if (explicit) return explicit;
  const firstTime = !current.isPublished && current.firstPublishedAt === null;
  if (firstTime && isPublished && current.publishedAt.getTime() <= Date.now()) return new Date();
  return current.publishedAt;
}

/** When the post first went live: kept once known; a post live now (or older than the column) at its date. */
function firstPublishedAfter(current: PostRow, isPublished: boolean, publishedAt: Date): Date | null {
  if (current.firstPublishedAt) return current.firstPublishedAt;
  if (isLiveAt(current.isPublished, current.publishedAt)) return current.publishedAt;
  return isLiveAt(isPublished, publishedAt) ? publishedAt : null;
}

/** Published with a date that has come: a scheduled post has not been live yet. */
function isLiveAt(isPublished: boolean, publishedAt: Date, now = Date.now()): boolean {
  return isPublished && publishedAt.getTime() <= now;
}

/**
 * Edits that do not publish (an autosave, a restored revision): kept aside as pendingEdits for a
 * published post, else written in place; a post that was live keeps its old address as a redirect.
 */
async function writeEdits(current: PostRow, fields: PostFields, values: PostWrite, version?: number) {
  const write = current.isPublished
    ? updateChecked(getDb(), current.id, version, { pendingEdits: fields, pendingSavedAt: new Date() })
    : getDb().transaction(async (tx) => {
        const saved = await updateChecked(tx, current.id, version, {
          ...columnsOf(fields),
          ...values,
          updatedAt: new Date(),
        });
        if (everLive(current)) await recordSlugChange(current.slug, saved.slug, tx);
        return saved;
      });
  return toEditorPost(await write.catch(slugRace(fields.slug)));
}

type PostWrite = Partial<typeof blogPosts.$inferInsert>;

async function saveRevision(db: Executor, row: PostRow, actor: Actor) {
  await db
    .insert(blogPostRevisions)
    .values({ postId: row.id, version: row.version, fields: fieldsOf(row), savedBy: actor.username });
}

/** Writes when the stored version is still `expected` (if sent); checked in the UPDATE, so racing saves cannot both win. */
async function updateChecked(
  db: Executor,
  id: string,
  expected: number | undefined,
  values: PostWrite,
): Promise<PostRow> {
  const current = await existingRow(id, db);
  const version = expected ?? current.version;
  if (version !== current.version) throw new PostConflictError(current.version);
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, version: version + 1 })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version), notTrashed))
    .returning(columns);
  if (row) return row;
  throw new PostConflictError((await existingRow(id, db)).version);
}

/** Another save took the slug between the check and the write: the same 409. */
const slugRace = (slug: string) => (error: unknown) => {
  throw isUniqueViolation(error, "slug") ? slugTaken(slug) : error;
};

const SYSTEM: Actor = { username: "api" };

/** The audit action of a save that changes whether the post is published (ending a review is its own). */
const publishChange = (before: Pick<PostRow, "isPublished" | "reviewState">, after: boolean) =>
  before.isPublished === after
    ? null
    : !after
      ? ("post-unpublish" as const)
      : before.reviewState === "pending"
        ? ("post-review-publish" as const)
        : ("post-publish" as const);

/** Publishing (or scheduling) ends a review: the post no longer waits, and an old note is done with. */
const reviewEnds = (isPublished: boolean) =>
  isPublished ? { reviewState: null, reviewRequestedAt: null, reviewNote: null, reviewNoteBy: null } : {};

/** A save naming a staff profile takes its name and bio as `author` and `authorBio` (the spec's fields). */
async function withAuthorProfile(input: PostInput): Promise<PostInput> {
  if (!input.authorId) return input;
  const profile = await findAuthor(input.authorId);
  if (!profile) throw new ValidationError(undefined, { authorId: "This staff profile no longer exists" });
  return { ...input, author: profile.name, authorBio: profile.bio };
}

/** Creates a post; 409 when the slug or a given id is taken. Without an id: the clock's first free millisecond. */
export async function createPost(given: PostInput, actor: Actor = SYSTEM): Promise<CmsPost> {
  const input = await withAuthorProfile(asActorMay(actor, given, null));
  if (input.id) return insertPost(input, input.id, actor);
  const first = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertPost(input, String(first + attempt), actor);
    } catch (error) {
      if (!(error instanceof PostIdTaken) || attempt >= 20) throw error;
    }
  }
}

class PostIdTaken extends ConflictError {
  constructor() {
    super("A post with this id already exists. Please try again.");
  }
}

async function insertPost(input: PostInput, id: string, actor: Actor): Promise<CmsPost> {
  const fields = fieldsOf(input, await slugFor(input, id));
  if (await findRow(id)) throw new PostIdTaken();
  const publishedAt = input.publishedAt ?? new Date();
  try {
    const row = await getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(blogPosts)
        .values({
          ...columnsOf(fields),
          id,
          isPublished: input.isPublished,
          publishedAt,
          firstPublishedAt: isLiveAt(input.isPublished, publishedAt) ? publishedAt : null,
        })
        .returning(columns);
      if (created.isPublished) {
        await saveRevision(tx, created, actor);
        await auditPost(actor.audit, "post-publish", created, tx);
      }
      return created;
    });
    return toCmsPost(row);
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw slugTaken(fields.slug);
    if (isUniqueViolation(error, "pkey")) throw new PostIdTaken();
    throw error;
  }
}

/** An explicit save: live fields and status, autosaved edits dropped, a revision when published, the redirect. */
export async function updatePost(id: string, given: PostInput, actor: Actor = SYSTEM): Promise<CmsPost> {
  const current = await existingRow(id);
  assertRule(actor, mayEditPost, current, MAY_NOT_EDIT);
  const input = await withAuthorProfile(asActorMay(actor, given, current));
  const fields = fieldsOf(input, await slugFor(input, id));
  const publishedAt = nextPublishedAt(current, input.isPublished, input.publishedAt);
  const row = await getDb()
    .transaction(async (tx) => {
      const saved = await publishWrite(tx, current, actor, {
        ...columnsOf(fields),
        isPublished: input.isPublished,
        publishedAt,
        version: input.version,
        pendingEdits: null,
        pendingSavedAt: null,
        updatedAt: new Date(),
      });
      if (saved.isPublished) await saveRevision(tx, saved, actor);
      if (everLive(current)) await recordSlugChange(current.slug, saved.slug, tx);
      return saved;
    })
    .catch(slugRace(fields.slug));
  return toCmsPost(row);
}

/** A write that sets whether the post is published (a review ends with it), audited when that changes. */
async function publishWrite(tx: Executor, current: PostRow, actor: Actor, write: PublishWrite) {
  const { version, ...values } = write;
  const saved = await updateChecked(tx, current.id, version, {
    ...values,
    firstPublishedAt: firstPublishedAfter(current, values.isPublished, values.publishedAt),
    ...reviewEnds(values.isPublished),
  });
  const change = publishChange(current, saved.isPublished);
  if (change) await auditPost(actor.audit, change, saved, tx);
  return saved;
}

type PublishWrite = PostWrite & { isPublished: boolean; publishedAt: Date; version?: number };

/** Where a draft stands in review (services/posts/post-review): waiting, or sent back with a note. */
export type PostReview = NonNullable<EditorPost["review"]>;

/** What the editor opens: the post, its review, and its autosaved edits when it is published. */
export type EditorPost = ReturnType<typeof toEditorPost>;

function toEditorPost(row: PostRow) {
  return {
    post: toCmsPost(row),
    // The note it was sent back with, and the Editor who wrote it.
    review: row.reviewState
      ? { state: row.reviewState, note: row.reviewNote, noteBy: row.reviewNoteBy }
      : null,
    pending:
      row.pendingEdits && row.pendingSavedAt
        ? { fields: row.pendingEdits, savedAt: row.pendingSavedAt.toISOString() }
        : null,
    everLive: everLive(row),
  };
}

export async function findEditorPost(id: string): Promise<EditorPost | null> {
  const row = await findRow(id);
  return row ? toEditorPost(row) : null;
}

/** "New Post" (ADR 0029): an empty draft with its own id (the editor opens on its address), by whoever made it. */
export async function createDraft(actor?: Actor): Promise<EditorPost> {
  const id = randomUUID();
  const owner = await findAuthor(staffOf(actor)?.id);
  const [row] = await getDb()
    .insert(blogPosts)
    .values({
      id,
      slug: slugOrFallback("", "", id),
      title: "",
      content: "",
      author: owner?.name ?? "",
      authorBio: owner?.bio ?? null,
      readingTime: readingTime(""),
      isPublished: false,
      authorId: owner?.id ?? null,
    })
    .returning(columns);
  return toEditorPost(row);
}

/** Removes untouched drafts (lib/posts isUntouchedDraft, in SQL) made before `olderThan`; returns how many. */
export async function deleteUntouchedDrafts(olderThan: Date): Promise<number> {
  const deleted = await getDb()
    .delete(blogPosts)
    .where(
      and(
        eq(blogPosts.version, 1),
        eq(blogPosts.isPublished, false),
        eq(blogPosts.title, ""),
        eq(blogPosts.content, ""),
        lt(blogPosts.createdAt, olderThan),
      ),
    )
    .returning({ id: blogPosts.id });
  return deleted.length;
}

/** An autosave (never publishes): in place for a post not live, else kept aside as pendingEdits. */
export async function autosavePost(id: string, given: PostInput, actor?: Actor): Promise<EditorPost> {
  const current = await existingRow(id);
  assertRule(actor, mayEditPost, current, MAY_NOT_EDIT);
  // An autosave never publishes: the rules see it as a draft save of this post.
  const asDraft = { ...given, isPublished: false };
  const input = await withAuthorProfile({ ...given, authorId: asActorMay(actor, asDraft, null).authorId });
  const fields = fieldsOf(input, await slugFor(input, id, "suffix"));
  return writeEdits(
    current,
    fields,
    { publishedAt: input.publishedAt ?? current.publishedAt },
    input.version,
  );
}

export type PostRevision = Awaited<ReturnType<typeof listRevisions>>[number];

/** A post's revisions, newest first. */
export async function listRevisions(postId: string, limit = 50) {
  const { id, version, savedAt, savedBy, fields } = blogPostRevisions;
  const rows = await getDb()
    .select({ id, version, savedAt, savedBy, fields })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(savedAt), desc(version))
    .limit(limit);
  return rows.map(({ fields, ...row }) => ({
    ...row,
    postId,
    savedAt: row.savedAt.toISOString(),
    title: fields.title,
  }));
}

/** Brings a revision back the way an autosave would (into the draft, or a live post's pending edits). */
export async function restoreRevision(postId: string, revisionId: string, version?: number, actor?: Actor) {
  const [revision] = await getDb()
    .select({ fields: blogPostRevisions.fields })
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
    .limit(1);
  if (!revision) throw new NotFoundError("This revision no longer exists.");
  const current = await existingRow(postId);
  assertRule(actor, mayEditPost, current, MAY_NOT_EDIT);
  return writeEdits(current, revision.fields, {}, version);
}

/** Publishes or unpublishes a post (PATCH). Not a content change: dateModified stays. */
export async function setPublished(
  id: string,
  isPublished: boolean,
  actor: Actor = SYSTEM,
): Promise<CmsPost> {
  const current = await existingRow(id);
  assertRule(actor, mayPublishPost, current, MAY_NOT_PUBLISH);
  const publishedAt = nextPublishedAt(current, isPublished, undefined);
  const row = await getDb().transaction((tx) =>
    publishWrite(tx, current, actor, { isPublished, publishedAt }),
  );
  return toCmsPost(row);
}

/** Category options: the categories of existing posts, deduplicated and sorted (spec 5). */
export async function categoryOptions(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ categories: blogPosts.categories })
    .from(blogPosts)
    .where(notTrashed);
  return [...new Set(rows.flatMap((row) => row.categories))].sort((a, b) => a.localeCompare(b));
}
