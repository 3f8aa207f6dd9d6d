import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { blogPostRevisions, blogPosts } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { getPublishedPost, listPublishedPosts } from "~/.server/services/posts/blog";
import {
  autosavePost,
  createDraft,
  deleteUntouchedDrafts,
  createPost,
  findEditorPost,
  listRevisions,
  PostConflictError,
  restoreRevision,
  setPublished,
  updatePost,
} from "~/.server/services/posts/cms-posts";
import { NotFoundError } from "~/.server/services/errors";
import { findSlugRedirect } from "~/.server/services/posts/slug-redirects";
import { isUntouchedDraft } from "~/lib/posts";
import { blogListQuerySchema } from "~/lib/schemas/blog";
import { type PostFields, postDraftSchema, postFormSchema } from "~/lib/schemas/post";
import { action as editorAction, loader as editorLoader } from "~/routes/cms.post-edit";
import { signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

/**
 * The post editor's service: autosaved drafts, edits of a live
 * post kept aside until "Update", version checks between two editors, revisions and restoring
 * them, publish dates across unpublish/republish, and old slugs of live posts.
 */

let config: Config;
let database: DatabaseHandle;

// Explicit ids, strictly increasing, so posts made in the same millisecond never collide.
let lastId = 1_780_000_000_000;
const nextId = () => String(++lastId);

const base = {
  slug: "",
  title: "Five Furnace Checks Before Winter",
  excerpt: "What a Houston HVAC company should post in October.",
  content: "Check the filter, the flue and the thermostat before the first cold night.",
  author: "Maria Delgado",
  categories: ["HVAC Marketing"],
  tags: ["hvac"],
};

/** An explicit save's input, parsed as the API and the editor's "save" parse it. */
const form = (overrides: Record<string, unknown> = {}) => postFormSchema.parse({ ...base, ...overrides });
/** An autosave's input, parsed as the editor's "autosave" parses it. */
const draftInput = (overrides: Record<string, unknown> = {}) =>
  postDraftSchema.parse({ ...base, ...overrides });
/** The input an explicit save of these fields sends (the editor's form reloaded from them). */
const formOf = (fields: PostFields, overrides: Record<string, unknown> = {}) =>
  postFormSchema.parse({ ...fields, ...overrides });

const publishedPost = (overrides: Record<string, unknown> = {}, actor = { username: "maria" }) =>
  createPost(form({ id: nextId(), isPublished: true, ...overrides }), actor);

/** A draft as the editor makes one: "New Post" (an empty draft), then its first autosave. */
async function autosavedDraft(input: ReturnType<typeof draftInput>) {
  const created = await createDraft();
  return autosavePost(created.post.id, { ...input, version: created.post.version });
}

/** A draft row at version 1 with these fields (the state a first autosave used to leave). */
async function draftRow(input: ReturnType<typeof draftInput>) {
  const post = await createPost({ ...input, id: nextId(), isPublished: false });
  const editor = await findEditorPost(post.id);
  if (!editor) throw new Error("draft not stored");
  return editor;
}

async function storedRow(id: string) {
  const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new Error(`post ${id} is missing`);
  return row;
}

async function revisionCount(postId: string) {
  const rows = await database.db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId));
  return rows.length;
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to be refused, but it succeeded");
}

/** The values of the fulfilled results and the reasons of the rejected ones. */
function settled<T>(results: PromiseSettledResult<T>[]) {
  return {
    won: results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])),
    lost: results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : [])),
  };
}

const allPublished = async () =>
  (await listPublishedPosts(blogListQuerySchema.parse({ limit: "50" }))).posts.map((post) => post.id);

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  // Start from an empty blog, so public listings hold only the posts made here.
  await database.db.delete(blogPosts);
});

afterAll(async () => {
  await database?.close();
});

describe("New Post (ADR 0029)", () => {
  it("makes an empty draft with its own id and address, new to the editor, off the blog", async () => {
    const editor = await createDraft();
    expect(editor.post).toMatchObject({
      title: "",
      content: "",
      isPublished: false,
      status: "draft",
      version: 1,
    });
    expect(editor.post.slug).toBe(`post-${editor.post.id.toLowerCase()}`);
    expect(isUntouchedDraft(editor.post)).toBe(true);
    expect(await allPublished()).not.toContain(editor.post.id);
    const other = await createDraft();
    expect(other.post.id).not.toBe(editor.post.id);
    // The first autosave makes it a draft like any other.
    const typed = await autosavePost(editor.post.id, draftInput({ title: "", content: "A word." }));
    expect(isUntouchedDraft(typed.post)).toBe(false);
  });

  it("removes untouched drafts after a day, and nothing anyone typed into", async () => {
    const old = await createDraft();
    const fresh = await createDraft();
    const typed = await createDraft();
    await autosavePost(typed.post.id, draftInput({ title: "Kept" }));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const id of [old.post.id, typed.post.id])
      await database.db.update(blogPosts).set({ createdAt: twoDaysAgo }).where(eq(blogPosts.id, id));
    expect(await deleteUntouchedDrafts(new Date(Date.now() - 86_400_000))).toBe(1);
    expect(await findEditorPost(old.post.id)).toBeNull();
    expect(await findEditorPost(fresh.post.id)).not.toBeNull();
    expect((await findEditorPost(typed.post.id))?.post.title).toBe("Kept");
  });
});

describe("autosave", () => {
  it("keeps a draft whose address another post has, under a free variant; the explicit save refuses it", async () => {
    const taken = await publishedPost({ title: "Gutter Guards That Sell", slug: "gutter-guards-that-sell" });
    const draft = await autosavedDraft(
      draftInput({ title: "Gutter Guards That Sell", slug: "gutter-guards-that-sell" }),
    );
    expect(draft.post.slug).toBe("gutter-guards-that-sell-2");
    expect(draft.post.isPublished).toBe(false);
    const again = await autosavePost(
      draft.post.id,
      draftInput({
        title: "Gutter Guards That Sell",
        slug: "gutter-guards-that-sell",
        content: "More words.",
        version: draft.post.version,
      }),
    );
    expect(again.post.slug).toBe("gutter-guards-that-sell-2");
    expect(again.post.content).toBe("More words.");
    const refused = await rejectionOf(
      updatePost(
        draft.post.id,
        form({ slug: "gutter-guards-that-sell", isPublished: true, version: again.post.version }),
      ),
    );
    expect((refused as Error).message).toMatch(/already used by another post/);
    expect((await storedRow(taken.id)).slug).toBe("gutter-guards-that-sell");
  });

  it("of a new draft makes a draft row that the public blog neither lists nor serves", async () => {
    const live = await publishedPost({ title: "A Live Neighbour Post" });
    const editor = await autosavedDraft(draftInput({ title: "Unfinished Thoughts On Gutters" }));

    expect(editor.post).toMatchObject({
      title: "Unfinished Thoughts On Gutters",
      slug: "unfinished-thoughts-on-gutters",
      isPublished: false,
      status: "draft",
      version: 2,
    });
    expect(editor.pending).toBeNull();
    expect(editor.everLive).toBe(false);

    const row = await storedRow(editor.post.id);
    expect(row.isPublished).toBe(false);
    expect(row.firstPublishedAt).toBeNull();
    expect(await revisionCount(editor.post.id)).toBe(0);

    expect(await getPublishedPost("unfinished-thoughts-on-gutters")).toBeNull();
    const listed = await allPublished();
    expect(listed).toContain(live.id);
    expect(listed).not.toContain(editor.post.id);
  });

  it("never publishes, even when the draft says isPublished", async () => {
    const editor = await autosavedDraft(draftInput({ title: "Says Published", isPublished: true }));
    expect(editor.post.isPublished).toBe(false);
    const again = await autosavePost(
      editor.post.id,
      draftInput({ title: "Says Published", isPublished: true, version: editor.post.version }),
    );
    expect(again.post.isPublished).toBe(false);
    expect(await getPublishedPost("says-published")).toBeNull();
  });

  it("of a draft writes the fields in place and bumps the version", async () => {
    const created = await draftRow(draftInput({ title: "Gutter Draft One" }));
    const editor = await autosavePost(
      created.post.id,
      draftInput({
        title: "Gutter Draft Two",
        content: "word ".repeat(450),
        tags: ["gutters", "rain"],
        version: created.post.version,
      }),
    );

    expect(editor.post).toMatchObject({
      id: created.post.id,
      title: "Gutter Draft Two",
      slug: "gutter-draft-two",
      tags: ["gutters", "rain"],
      readingTime: "3 min read",
      isPublished: false,
      version: created.post.version + 1,
    });
    expect(editor.pending).toBeNull();

    const reopened = await findEditorPost(created.post.id);
    expect(reopened?.post.title).toBe("Gutter Draft Two");
    expect(reopened?.post.version).toBe(2);
    expect(reopened?.pending).toBeNull();
    expect(await revisionCount(created.post.id)).toBe(0);
  });

  it("of a published post keeps the edits aside; the live post is unchanged until an explicit save", async () => {
    const post = await publishedPost({ title: "Roof Leaks After Hail", slug: "roof-leaks-after-hail" });
    const liveBefore = await storedRow(post.id);

    const editor = await autosavePost(
      post.id,
      draftInput({
        title: "Roof Leaks After Hail, Revised",
        slug: "roof-leaks-after-hail",
        content: "A rewritten body.",
        version: post.version,
      }),
    );
    expect(editor.post.title).toBe("Roof Leaks After Hail");
    expect(editor.post.version).toBe(post.version + 1);
    expect(editor.pending?.fields).toMatchObject({
      title: "Roof Leaks After Hail, Revised",
      content: "A rewritten body.",
      slug: "roof-leaks-after-hail",
    });

    const reopened = await findEditorPost(post.id);
    expect(reopened?.pending?.fields.title).toBe("Roof Leaks After Hail, Revised");
    expect(reopened?.post.title).toBe("Roof Leaks After Hail");

    const live = await getPublishedPost("roof-leaks-after-hail");
    expect(live?.title).toBe("Roof Leaks After Hail");
    expect(live?.content).toBe(base.content);
    // An autosave is not a content change readers saw.
    expect(live?.updatedAt).toBe(liveBefore.updatedAt.toISOString());
    // Nor a revision: only explicit saves of a published post add one.
    expect(await revisionCount(post.id)).toBe(1);

    const pending = reopened?.pending?.fields;
    if (!pending || !reopened) throw new Error("no pending edits");
    const saved = await updatePost(
      post.id,
      formOf(pending, { isPublished: true, version: reopened.post.version }),
      { username: "maria" },
    );
    expect(saved.title).toBe("Roof Leaks After Hail, Revised");
    expect(saved.version).toBe(reopened.post.version + 1);

    const after = await findEditorPost(post.id);
    expect(after?.pending).toBeNull();
    expect(after?.post.title).toBe("Roof Leaks After Hail, Revised");
    const liveAfter = await getPublishedPost("roof-leaks-after-hail");
    expect(liveAfter?.title).toBe("Roof Leaks After Hail, Revised");
    expect(liveAfter?.content).toBe("A rewritten body.");
  });

  it("of a published post with a new slug keeps the live address until the explicit save", async () => {
    const post = await publishedPost({ title: "Sump Pumps", slug: "sump-pumps" });
    const editor = await autosavePost(
      post.id,
      draftInput({ title: "Sump Pumps", slug: "sump-pumps-explained", version: post.version }),
    );
    expect(editor.pending?.fields.slug).toBe("sump-pumps-explained");
    expect((await getPublishedPost("sump-pumps"))?.id).toBe(post.id);
    expect(await getPublishedPost("sump-pumps-explained")).toBeNull();
    expect(await findSlugRedirect("sump-pumps")).toBeNull();
  });
});

describe("two editors", () => {
  it("an autosave carrying a stale version is refused with the stored version, and stores nothing", async () => {
    const created = await draftRow(draftInput({ title: "Shared Draft" }));
    const first = await autosavePost(
      created.post.id,
      draftInput({ title: "Shared Draft, Tab A", version: 1 }),
    );
    expect(first.post.version).toBe(2);

    const error = await rejectionOf(
      autosavePost(created.post.id, draftInput({ title: "Shared Draft, Tab B", version: 1 })),
    );
    expect(error).toBeInstanceOf(PostConflictError);
    expect((error as PostConflictError).currentVersion).toBe(2);

    const row = await storedRow(created.post.id);
    expect(row.title).toBe("Shared Draft, Tab A");
    expect(row.version).toBe(2);
  });

  it("an autosave of a live post carrying a stale version stores no pending edits", async () => {
    const post = await publishedPost({ title: "Live Shared Post" });
    await setPublished(post.id, true); // version 2, so version 1 is stale
    const error = await rejectionOf(
      autosavePost(post.id, draftInput({ title: "Stale Pending Edit", version: 1 })),
    );
    expect(error).toBeInstanceOf(PostConflictError);
    expect((error as PostConflictError).currentVersion).toBe(2);
    const editor = await findEditorPost(post.id);
    expect(editor?.pending).toBeNull();
    expect(editor?.post.version).toBe(2);
  });

  it("an explicit save carrying a stale version is refused, the live post and revisions untouched", async () => {
    const post = await publishedPost({ title: "Water Heater Sizing", slug: "water-heater-sizing" });
    await updatePost(
      post.id,
      form({ title: "Water Heater Sizing (Tab A)", slug: "water-heater-sizing", version: post.version }),
      { username: "ana" },
    );
    const revisionsBefore = await revisionCount(post.id);

    const error = await rejectionOf(
      updatePost(
        post.id,
        form({ title: "Water Heater Sizing (Tab B)", slug: "water-heater-sizing-b", version: post.version }),
        { username: "ben" },
      ),
    );
    expect(error).toBeInstanceOf(PostConflictError);
    expect((error as PostConflictError).currentVersion).toBe(post.version + 1);

    const row = await storedRow(post.id);
    expect(row.title).toBe("Water Heater Sizing (Tab A)");
    expect(row.slug).toBe("water-heater-sizing");
    expect(row.version).toBe(post.version + 1);
    expect(await revisionCount(post.id)).toBe(revisionsBefore);
    expect(await findSlugRedirect("water-heater-sizing")).toBeNull();
    expect((await getPublishedPost("water-heater-sizing"))?.title).toBe("Water Heater Sizing (Tab A)");
  });

  it("two concurrent autosaves from the same version: exactly one wins", async () => {
    const created = await draftRow(draftInput({ title: "Race Draft" }));
    const results = await Promise.allSettled([
      autosavePost(created.post.id, draftInput({ title: "Race Draft A", version: 1 })),
      autosavePost(created.post.id, draftInput({ title: "Race Draft B", version: 1 })),
    ]);

    const { won, lost } = settled(results);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(PostConflictError);
    expect((lost[0] as PostConflictError).currentVersion).toBe(2);

    const winner = won[0]?.post.title;
    expect(["Race Draft A", "Race Draft B"]).toContain(winner);
    const row = await storedRow(created.post.id);
    expect(row.version).toBe(2);
    expect(row.title).toBe(winner);
  });

  it("two concurrent explicit saves from the same version: exactly one wins, one revision added", async () => {
    const post = await publishedPost({ title: "Race Live Post", slug: "race-live-post" });
    const results = await Promise.allSettled([
      updatePost(post.id, form({ title: "Race Live A", slug: "race-live-post", version: post.version }), {
        username: "ana",
      }),
      updatePost(post.id, form({ title: "Race Live B", slug: "race-live-post", version: post.version }), {
        username: "ben",
      }),
    ]);

    const { won, lost } = settled(results);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(PostConflictError);
    expect((lost[0] as PostConflictError).currentVersion).toBe(post.version + 1);

    const winner = won[0]?.title;
    expect(["Race Live A", "Race Live B"]).toContain(winner);
    const row = await storedRow(post.id);
    expect(row.version).toBe(post.version + 1);
    expect(row.title).toBe(winner);
    const revisions = await listRevisions(post.id);
    expect(revisions).toHaveLength(2);
    expect(revisions[0]?.title).toBe(winner);
    expect(revisions[0]?.savedBy).toBe(winner === "Race Live A" ? "ana" : "ben");
  });
});

describe("revisions", () => {
  it("every explicit save of a published post adds one, newest first, naming who saved", async () => {
    const post = await publishedPost({ title: "Revision One", slug: "revisioned" }, { username: "alice" });
    const second = await updatePost(
      post.id,
      form({ title: "Revision Two", slug: "revisioned", version: post.version }),
      { username: "bob" },
    );
    // Saved a moment apart: a busy machine only spreads them further.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updatePost(
      post.id,
      form({ title: "Revision Three", slug: "revisioned", version: second.version }),
      {
        username: "carol",
      },
    );

    const revisions = await listRevisions(post.id);
    expect(revisions.map((revision) => [revision.version, revision.title, revision.savedBy])).toEqual([
      [3, "Revision Three", "carol"],
      [2, "Revision Two", "bob"],
      [1, "Revision One", "alice"],
    ]);
    const times = revisions.map((revision) => Date.parse(revision.savedAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] ?? Number.NaN);
    expect(times[1]).toBeGreaterThanOrEqual(times[2] ?? Number.NaN);
  });

  it("an explicit save of a draft adds none", async () => {
    const created = await draftRow(draftInput({ title: "Quiet Draft" }));
    await updatePost(created.post.id, form({ title: "Quiet Draft Saved", isPublished: false, version: 1 }), {
      username: "alice",
    });
    expect(await listRevisions(created.post.id)).toEqual([]);
  });

  it("restoring one on a live post puts its fields into the pending edits; the live post is unchanged", async () => {
    const post = await publishedPost({
      title: "Original Heading",
      slug: "restorable-live",
      excerpt: "Original excerpt.",
    });
    const edited = await updatePost(
      post.id,
      form({
        title: "Edited Heading",
        slug: "restorable-live",
        excerpt: "Edited excerpt.",
        version: post.version,
      }),
      { username: "bob" },
    );
    const oldest = (await listRevisions(post.id)).at(-1);
    expect(oldest?.title).toBe("Original Heading");
    if (!oldest) throw new Error("no revision");

    const editor = await restoreRevision(post.id, oldest.id, edited.version);
    expect(editor.pending?.fields).toMatchObject({
      title: "Original Heading",
      excerpt: "Original excerpt.",
      slug: "restorable-live",
    });
    expect(editor.post.title).toBe("Edited Heading");
    expect(editor.post.version).toBe(edited.version + 1);

    const live = await getPublishedPost("restorable-live");
    expect(live?.title).toBe("Edited Heading");
    expect(live?.excerpt).toBe("Edited excerpt.");
    // Restoring is not a save: no revision of its own.
    expect(await revisionCount(post.id)).toBe(2);
  });

  it("restoring one on a draft writes its fields in place", async () => {
    const post = await publishedPost({ title: "Was Live Once", slug: "was-live-once" });
    const edited = await updatePost(
      post.id,
      form({ title: "Taken Down", slug: "was-live-once", isPublished: false, version: post.version }),
      { username: "bob" },
    );
    expect(edited.isPublished).toBe(false);
    const [revision] = await listRevisions(post.id);
    expect(revision?.title).toBe("Was Live Once");
    if (!revision) throw new Error("no revision");

    const editor = await restoreRevision(post.id, revision.id, edited.version);
    expect(editor.pending).toBeNull();
    expect(editor.post).toMatchObject({
      title: "Was Live Once",
      isPublished: false,
      version: edited.version + 1,
    });
    expect((await storedRow(post.id)).title).toBe("Was Live Once");
  });

  it("restoring with a stale version is refused", async () => {
    const post = await publishedPost({ title: "Stale Restore" });
    const [revision] = await listRevisions(post.id);
    if (!revision) throw new Error("no revision");
    await setPublished(post.id, true);
    const error = await rejectionOf(restoreRevision(post.id, revision.id, post.version));
    expect(error).toBeInstanceOf(PostConflictError);
    expect((error as PostConflictError).currentVersion).toBe(post.version + 1);
    expect((await findEditorPost(post.id))?.pending).toBeNull();
  });

  it("an unknown revision id, or another post's revision, is NotFoundError", async () => {
    const post = await publishedPost({ title: "Has Revisions" });
    const other = await publishedPost({ title: "Other Revisions" });
    const [otherRevision] = await listRevisions(other.id);
    if (!otherRevision) throw new Error("no revision");

    const unknown = await rejectionOf(restoreRevision(post.id, "00000000-0000-4000-8000-000000000000"));
    expect(unknown).toBeInstanceOf(NotFoundError);
    const foreign = await rejectionOf(restoreRevision(post.id, otherRevision.id));
    expect(foreign).toBeInstanceOf(NotFoundError);

    const row = await storedRow(post.id);
    expect(row.version).toBe(post.version);
    expect(row.pendingEdits).toBeNull();
  });
});

describe("publish dates", () => {
  const original = "2026-01-05T09:30:00.000Z";

  it("unpublish then republish (PATCH) keeps the original publishedAt", async () => {
    const post = await publishedPost({
      title: "Dated Article",
      slug: "dated-article",
      publishedAt: original,
    });
    expect(post.publishedAt).toBe(original);

    const down = await setPublished(post.id, false);
    expect(down.isPublished).toBe(false);
    expect(down.publishedAt).toBe(original);
    expect(await getPublishedPost("dated-article")).toBeNull();

    const up = await setPublished(post.id, true);
    expect(up.publishedAt).toBe(original);
    expect((await getPublishedPost("dated-article"))?.publishedAt).toBe(original);
  });

  it("unpublish then republish by explicit saves keeps the original publishedAt", async () => {
    const post = await publishedPost({
      title: "Dated By Saves",
      slug: "dated-by-saves",
      publishedAt: original,
    });
    const down = await updatePost(
      post.id,
      form({ title: "Dated By Saves", slug: "dated-by-saves", isPublished: false, version: post.version }),
    );
    expect(down.publishedAt).toBe(original);
    const up = await updatePost(
      post.id,
      form({ title: "Dated By Saves", slug: "dated-by-saves", isPublished: true, version: down.version }),
    );
    expect(up.publishedAt).toBe(original);
    expect((await getPublishedPost("dated-by-saves"))?.publishedAt).toBe(original);
  });

  it("a draft going live for the first time is dated now, and keeps that date when republished", async () => {
    const created = await createPost(
      form({ id: nextId(), title: "First Time Live", isPublished: false, publishedAt: original }),
    );
    expect(created.publishedAt).toBe(original);

    const before = Date.now();
    const live = await setPublished(created.id, true);
    const firstLive = Date.parse(live.publishedAt);
    expect(firstLive).toBeGreaterThanOrEqual(before - 1000);
    expect(firstLive).toBeLessThanOrEqual(Date.now() + 1000);

    await setPublished(created.id, false);
    const again = await setPublished(created.id, true);
    expect(again.publishedAt).toBe(live.publishedAt);
  });

  it("a post stored before the editor existed (no firstPublishedAt) keeps its date across an explicit unpublish/republish", async () => {
    // As the seed and every post saved before migration 0004 are stored: published, firstPublishedAt null.
    const id = nextId();
    await database.db.insert(blogPosts).values({
      id,
      slug: "legacy-article",
      title: "Legacy Article",
      excerpt: "",
      content: "Body.",
      author: "Maria Delgado",
      categories: [],
      readingTime: "1 min read",
      isPublished: true,
      publishedAt: new Date(original),
    });
    const down = await updatePost(
      id,
      form({ title: "Legacy Article", slug: "legacy-article", isPublished: false, version: 1 }),
    );
    expect(down.publishedAt).toBe(original);
    const up = await updatePost(
      id,
      form({ title: "Legacy Article", slug: "legacy-article", isPublished: true, version: down.version }),
    );
    expect(up.publishedAt).toBe(original);
  });
});

describe("slug changes", () => {
  it("a live post renamed by an explicit save leaves a redirect from its old slug", async () => {
    const post = await publishedPost({ title: "Old Gutter Guide", slug: "old-gutter-guide" });
    const saved = await updatePost(
      post.id,
      form({ title: "Old Gutter Guide", slug: "new-gutter-guide", version: post.version }),
    );
    expect(saved.slug).toBe("new-gutter-guide");

    const redirect = await findSlugRedirect("old-gutter-guide");
    expect(redirect).toMatchObject({ postId: post.id, slug: "new-gutter-guide", isPublished: true });
    expect(await getPublishedPost("old-gutter-guide")).toBeNull();
    expect((await getPublishedPost("new-gutter-guide"))?.id).toBe(post.id);
  });

  it("a draft that was never live leaves no redirect when renamed", async () => {
    const created = await draftRow(draftInput({ title: "Never Live", slug: "never-live" }));
    await updatePost(
      created.post.id,
      form({ title: "Never Live", slug: "never-live-renamed", isPublished: false, version: 1 }),
    );
    expect(await findSlugRedirect("never-live")).toBeNull();
  });

  it("a post renamed while unpublished (autosave) still redirects its old live address once republished", async () => {
    const post = await publishedPost({ title: "Attic Insulation", slug: "attic-insulation" });
    const down = await setPublished(post.id, false);
    const editor = await autosavePost(
      post.id,
      draftInput({ title: "Attic Insulation", slug: "attic-insulation-guide", version: down.version }),
    );
    expect(editor.post.slug).toBe("attic-insulation-guide");
    await updatePost(
      post.id,
      form({ title: "Attic Insulation", slug: "attic-insulation-guide", version: editor.post.version }),
    );
    expect((await getPublishedPost("attic-insulation-guide"))?.id).toBe(post.id);
    expect(await findSlugRedirect("attic-insulation")).toMatchObject({
      postId: post.id,
      slug: "attic-insulation-guide",
    });
  });
});

describe("through the editor's page action (signed in)", () => {
  const PASSWORD = "copper-kettle-harbor-71";
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(config);
    await createUser("dana", PASSWORD, { email: "dana@staff.example" });
    cookie = await signInCookie(server, "dana", PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
  });

  it("a save with a stale version answers 409 and stores nothing; with the current one it saves as the signed-in user", async () => {
    const post = await publishedPost({ title: "Api Edited Post", slug: "api-edited-post" });
    await setPublished(post.id, true); // now version 2
    const save = (fields: Record<string, unknown>) =>
      callRoute(editorAction, `/cms/posts/${post.id}`, {
        cookie,
        json: { intent: "save", post: fields },
        params: { id: post.id },
      });

    const stale = await save({ ...base, title: "Api Stale Edit", slug: "api-edited-post", version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.value as { message: string }).message).toMatch(/changed in another tab/);
    expect((await storedRow(post.id)).title).toBe("Api Edited Post");

    const fresh = await save({ ...base, title: "Api Fresh Edit", slug: "api-edited-post", version: 2 });
    expect(fresh.status).toBe(200);
    expect(fresh.value).toMatchObject({ editor: { post: { title: "Api Fresh Edit", version: 3 } } });
    const [newest] = await listRevisions(post.id);
    expect(newest).toMatchObject({ title: "Api Fresh Edit", savedBy: "dana", version: 3 });
  });
  describe("the editor's page action answers the one ActionResult (ADR 0030)", () => {
    const send = (id: string, json: unknown) =>
      callRoute(editorAction, `/cms/posts/${id}`, { cookie, json, params: { id } });

    it("a save: ok, the request it answers and the post as now stored", async () => {
      const { post } = await createDraft();
      const answer = await send(post.id, { intent: "autosave", post: { ...base, version: post.version } });
      expect(answer.status).toBe(200);
      expect(answer.value).toMatchObject({
        ok: true,
        intent: "autosave",
        editor: { post: { id: post.id, title: base.title, version: post.version + 1 } },
      });
    });

    it("a version conflict: 409 with the message, no field messages, and the post as stored", async () => {
      const { post } = await createDraft();
      await autosavePost(post.id, draftInput({ title: "Their Title", version: post.version }));
      const answer = await send(post.id, { intent: "autosave", post: { ...base, version: post.version } });
      expect(answer.status).toBe(409);
      expect(answer.value).toMatchObject({
        ok: false,
        intent: "autosave",
        message: expect.stringMatching(/changed in another tab/),
        fieldErrors: {},
        conflict: { version: post.version + 1, current: { post: { title: "Their Title" } } },
      });
      expect((await storedRow(post.id)).title).toBe("Their Title");
    });

    it("a refused save: 400 with the field messages, no conflict", async () => {
      const { post } = await createDraft();
      const answer = await send(post.id, {
        intent: "save",
        post: { ...base, title: "", version: post.version },
      });
      expect(answer.status).toBe(400);
      const value = answer.value as { ok: boolean; intent: string; fieldErrors: Record<string, string> };
      expect(value).toMatchObject({ ok: false, intent: "save" });
      expect(Object.keys(value.fieldErrors)).toContain("title");
      expect(value).not.toHaveProperty("conflict");
    });

    it("a body the editor never sends: 400 naming no request", async () => {
      const { post } = await createDraft();
      const answer = await send(post.id, { intent: "publish-everything" });
      expect(answer).toMatchObject({
        status: 400,
        value: {
          ok: false,
          intent: null,
          message: "This request is not one the editor sends.",
          fieldErrors: {},
        },
      });
    });

    it("the loader throws a 404 status response for a post that does not exist", async () => {
      const answer = await callRoute(editorLoader, "/cms/posts/no-such-post", {
        cookie,
        params: { id: "no-such-post" },
      });
      expect(answer.status).toBe(404);
    });
  });
});
