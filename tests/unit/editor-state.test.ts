import { describe, expect, it } from "vitest";
import type { EditorPost } from "~/.server/services/posts/cms-posts";
import {
  type EditorAnswer,
  type EditorEvent,
  type EditorState,
  editorReducer,
  initialEditorState,
} from "~/components/cms/post-editor/editor-state";

/** The editor's save machine (ADR 0029), event by event, without a browser. */

function editorPost(version: number, fields: Partial<EditorPost["post"]> = {}): EditorPost {
  const now = "2026-11-25T15:00:00.000Z";
  return {
    post: {
      id: "a1b2",
      slug: "post-a1b2",
      title: "",
      excerpt: "",
      content: "",
      author: "Dana Brooks",
      authorBio: null,
      authorId: null,
      categories: [],
      tags: [],
      featuredImage: null,
      featuredImageAlt: null,
      seoTitle: null,
      seoDescription: null,
      publishedAt: now,
      readingTime: "1 min read",
      isPublished: false,
      createdAt: now,
      updatedAt: now,
      dateModified: now,
      version,
      status: "draft",
      ...fields,
    },
    pending: null,
    everLive: false,
  } as EditorPost;
}

const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);
const type = (content: string): EditorEvent => ({
  type: "edit",
  action: { type: "set", patch: { content } },
  clears: ["content"],
});
const autosave: EditorEvent = { type: "send", intent: "autosave" };
const ok = (version: number, intent: "autosave" | "save" = "autosave"): EditorAnswer => ({
  ok: true,
  intent,
  editor: editorPost(version, { content: "x" }),
});
const answer = (data: EditorAnswer): EditorEvent => ({ type: "answer", data, at: 1 });
const sentContent = (state: EditorState) =>
  (state.request?.body as { post?: { content?: string; version?: number } })?.post;

describe("the editor's save reducer", () => {
  const start = initialEditorState({ editor: editorPost(1), timeZone: "America/Chicago" });

  it("a new, untouched draft is new and idle; typing makes it dirty; an autosave with nothing new is not sent", () => {
    expect(start).toMatchObject({ phase: "idle", isNew: true, request: null });
    expect(run(start, autosave).request).toBeNull();
    expect(run(start, type("a")).phase).toBe("dirty");
  });

  it("one request at a time: what is asked meanwhile waits, and leaves with the latest text and version", () => {
    let state = run(start, type("a"), autosave);
    expect(state.phase).toBe("saving");
    expect(sentContent(state)).toMatchObject({ content: "a", version: 1 });
    state = run(state, type("ab"), autosave);
    expect(state.phase).toBe("queued");
    state = run(state, type("abc"), answer(ok(2)));
    expect(state.phase).toBe("saving");
    expect(sentContent(state)).toMatchObject({ content: "abc", version: 2 });
    state = run(state, answer(ok(3)));
    expect(state).toMatchObject({ phase: "idle", version: 3, request: null });
  });

  it("an explicit save outranks a waiting autosave, and makes the post no longer new", () => {
    let state = run(start, type("a"), autosave, type("ab"), { type: "send", intent: "save" }, autosave);
    expect(state.next?.intent).toBe("save");
    state = run(state, answer(ok(2)));
    expect(state.request?.intent).toBe("save");
    state = run(state, answer(ok(3, "save")));
    expect(state).toMatchObject({ phase: "idle", isNew: false });
    expect(state.notice?.title).toBe("Post created successfully");
  });

  it("takes each answer once", () => {
    const first = ok(2);
    let state = run(start, type("a"), autosave, answer(first), type("ab"), autosave);
    state = run(state, answer(first));
    expect(state.phase).toBe("saving");
  });

  it("a conflict stops the saves; their version, or mine over theirs", () => {
    const theirs = editorPost(5, { content: "Their version." });
    const refused: EditorAnswer = {
      ok: false,
      intent: "autosave",
      message: "changed elsewhere",
      fieldErrors: {},
      conflict: { version: 5, current: theirs },
    };
    let state = run(start, type("mine"), autosave, type("mine!"), autosave, answer(refused));
    expect(state).toMatchObject({ phase: "conflict", next: null, request: null });
    expect(run(state, type("more"), autosave).request).toBeNull();

    const overwritten = run(state, { type: "overwrite" });
    expect(sentContent(overwritten)).toMatchObject({ content: "mine!", version: 5 });

    state = run(state, { type: "reload" });
    expect(state).toMatchObject({ phase: "idle", version: 5, conflict: null });
    expect(state.draft.content).toBe("Their version.");
  });

  it("a refused save shows the field messages at their fields and says so", () => {
    const refused: EditorAnswer = {
      ok: false,
      intent: "save",
      message: "Please check the highlighted fields.",
      fieldErrors: { title: "Title is required", "tags.2": "Tags are at most 30 characters" },
    };
    const state = run(start, type("a"), { type: "send", intent: "save" }, answer(refused));
    expect(state).toMatchObject({ phase: "failed", conflict: null });
    expect(state.errors).toEqual({ title: "Title is required", tags: "Tags are at most 30 characters" });
    expect(state.notice).toMatchObject({
      variant: "destructive",
      description: "Please check the highlighted fields.",
    });
  });

  it("a draft the server must refuse is not autosaved: its field is marked until it is fixed", () => {
    const author = (value: string): EditorEvent => ({
      type: "edit",
      action: { type: "set", patch: { author: value } },
      clears: ["author"],
    });
    let state = run(start, type("a"), author(""), autosave);
    expect(state).toMatchObject({ phase: "failed", request: null, failed: "Author is required" });
    expect(state.errors).toEqual({ author: "Author is required" });
    state = run(state, author("Dana Brooks"), autosave);
    expect(state.errors).toEqual({});
    expect(state.phase).toBe("saving");
    expect(sentContent(state)).toMatchObject({ content: "a", author: "Dana Brooks" });
  });

  it("a failed save keeps the text and says so; a waiting autosave is dropped", () => {
    const failed: EditorAnswer = { ok: false, intent: null, message: "offline", fieldErrors: {} };
    const state = run(start, type("a"), autosave, type("ab"), autosave, answer(failed));
    expect(state).toMatchObject({ phase: "failed", failed: "offline", request: null, next: null });
    expect(state.draft.content).toBe("ab");
    expect(run(state, type("abc"), autosave).phase).toBe("saving");
  });
});

describe("submitting for review", () => {
  const start = initialEditorState({ editor: editorPost(1), timeZone: "America/Chicago" });

  it("sends the text on screen with the submit, outranks a waiting autosave, and says it was submitted", () => {
    let state = run(start, type("a"), autosave, type("ab"), autosave, { type: "send", intent: "submit" });
    expect(state.next).toMatchObject({ intent: "submit" });
    state = run(state, answer(ok(2)));
    expect(state.request).toMatchObject({ intent: "submit" });
    expect(sentContent(state)).toMatchObject({ content: "ab", version: 2 });
    const submitted: EditorAnswer = {
      ok: true,
      intent: "submit",
      editor: editorPost(3, { content: "ab", status: "pending" }),
    };
    state = run(state, answer(submitted));
    expect(state).toMatchObject({ phase: "idle", isNew: false, stored: { post: { status: "pending" } } });
    expect(state.notice).toMatchObject({ title: "Submitted for review", variant: "success" });
  });
});
