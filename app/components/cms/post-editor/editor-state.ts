import type { SubmitTarget } from "react-router";
import type { EditorPost } from "~/.server/services/posts/cms-posts";
import type { ToastInput } from "~/components/ui/toast";
import type { ActionResult } from "~/lib/action-result";
import { displayTitle, isUntouchedDraft, withZonedPublishDate } from "~/lib/posts";
import { fieldErrors } from "~/lib/schemas/fields";
import { type PostFormInput, postDraftSchema } from "~/lib/schemas/post";
import { type Draft, type DraftAction, draftOf, draftReducer, payloadOf } from "./draft";

/**
 * The post editor's state as one pure reducer (ADR 0029): the draft on screen, the post as stored,
 * and the save machine around the route action. One request at a time; one asked for meanwhile
 * waits (a save or restore outranks a waiting autosave), so a save never races its own autosave
 * into a false conflict; every request names the version it started from.
 */

/** "submit": an explicit save of the draft that also submits it for review (ADR "Review"). */
export type EditorIntent = "autosave" | "save" | "submit" | "restore";

/** A refusal names its request (null when it never got that far); a 409 brings the post as stored. */
export type EditorRefused = {
  intent: EditorIntent | null;
  conflict?: { version: number; current: EditorPost | null };
};
/** What the editor's route action answers (cms.post-edit.tsx, ADR 0030). */
export type EditorAnswer = ActionResult<{ intent: EditorIntent; editor: EditorPost }, EditorRefused>;

/** idle: all saved; dirty: edits not yet sent; saving: one request out; queued: and one waiting. */
type Phase = "idle" | "dirty" | "saving" | "queued" | "conflict" | "failed";

type Job = { intent: EditorIntent; revisionId?: string };
export type EditorRequest = Job & { body: SubmitTarget; snapshot: string | null };
type Conflict = { message: string; version: number; intent: EditorIntent; current: EditorPost | null };

export type EditorState = {
  phase: Phase;
  timeZone: string;
  draft: Draft;
  /** The post as the server last answered it. */
  stored: EditorPost;
  /** The version the next request starts from (the stored one, or the other tab's after "Overwrite"). */
  version: number;
  /** Opened as the empty draft "New Post" made, and not saved by hand since: the one place "new" is known. */
  isNew: boolean;
  /** The draft's snapshot as stored: the draft is unsaved while its own snapshot differs. */
  saved: string;
  savedAt: number | null;
  errors: Record<string, string>;
  /** The request out (saving, queued), and the one waiting for it (queued). */
  request: EditorRequest | null;
  next: Job | null;
  conflict: Conflict | null;
  failed: string | null;
  /** The last answer taken, so the same one is never taken twice. */
  answered: unknown;
  /** What to tell the person about the last answer (a toast); a new object for each answer. */
  notice: ToastInput | null;
};

export type EditorEvent =
  | { type: "edit"; action: DraftAction; clears: string[] }
  | { type: "send"; intent: EditorIntent; revisionId?: string }
  | { type: "answer"; data: EditorAnswer; at: number }
  | { type: "invalid"; errors: Record<string, string> }
  /** "Reload their version": the post as the conflict answer brought it. */
  | { type: "reload" }
  /** "Overwrite with mine": the refused request again, over the version now stored. */
  | { type: "overwrite" };

/** The stored state a save compares against: the payload without the status (only Save sets it). */
function snapshotOf({ isPublished: _status, readingTime: _time, ...payload }: PostFormInput): string {
  return JSON.stringify(payload);
}

const snapshotOfDraft = (draft: Draft) => snapshotOf(payloadOf(draft));

/** Field messages keyed by the form's own field: a message about one tag ("tags.2") is shown at Tags. */
export function byField(messages: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) shown[path.split(".")[0] ?? path] ??= message;
  return shown;
}

export function initialEditorState({
  editor,
  timeZone,
}: {
  editor: EditorPost;
  timeZone: string;
}): EditorState {
  const draft = draftOf(editor, timeZone);
  return {
    phase: "idle",
    timeZone,
    draft,
    stored: editor,
    version: editor.post.version,
    isNew: isUntouchedDraft(editor.post),
    saved: snapshotOfDraft(draft),
    savedAt: null,
    errors: {},
    request: null,
    next: null,
    conflict: null,
    failed: null,
    answered: undefined,
    notice: null,
  };
}

/** The phase follows from the rest: set after every event, never by hand. */
function settled(state: EditorState): EditorState {
  const phase: Phase = state.request
    ? state.next
      ? "queued"
      : "saving"
    : state.conflict
      ? "conflict"
      : state.failed
        ? "failed"
        : snapshotOfDraft(state.draft) === state.saved
          ? "idle"
          : "dirty";
  return phase === state.phase ? state : { ...state, phase };
}

function start(state: EditorState, job: Job): EditorState {
  const post = payloadOf(state.draft);
  const body =
    job.intent === "restore"
      ? { intent: job.intent, revisionId: job.revisionId ?? "", version: state.version }
      : { intent: job.intent, post: { ...post, version: state.version } };
  return {
    ...state,
    next: null,
    request: {
      ...job,
      // JSON round trip: drops the undefined fields the form schema allows but JSON has no room for.
      body: JSON.parse(JSON.stringify(body)) as SubmitTarget,
      snapshot: job.intent === "restore" ? null : snapshotOf(post),
    },
  };
}

function send(state: EditorState, job: Job): EditorState {
  if (state.conflict) return state;
  if (state.request) {
    // Nothing typed since the request left: an autosave would store the same again.
    const same = job.intent === "autosave" && snapshotOfDraft(state.draft) === state.request.snapshot;
    const keep = same || (state.next && state.next.intent !== "autosave");
    return keep ? state : { ...state, next: job };
  }
  if (job.intent === "autosave" && snapshotOfDraft(state.draft) === state.saved && !state.failed)
    return state;
  if (job.intent === "autosave") {
    // A draft the server must refuse (no author, a field too long) stays on screen unsent, its
    // fields marked, rather than becoming a request that can only come back 400.
    const checked = postDraftSchema.safeParse(withZonedPublishDate(payloadOf(state.draft), state.timeZone));
    if (!checked.success) {
      const errors = byField(fieldErrors(checked.error));
      return { ...state, errors, failed: Object.values(errors)[0] ?? null };
    }
  }
  return start(state, job);
}

/** The post as the server now has it, its draft on screen (a restore, "Reload their version"). */
function showStored(state: EditorState, editor: EditorPost): EditorState {
  const draft = draftOf(editor, state.timeZone);
  return { ...state, draft, stored: editor, version: editor.post.version, saved: snapshotOfDraft(draft) };
}

function answer(state: EditorState, data: EditorAnswer, at: number): EditorState {
  const sent = state.request;
  if (!sent || data === state.answered) return state;
  let next: EditorState = { ...state, answered: data, request: null };
  if (data.ok) {
    const { editor } = data;
    next = { ...next, stored: editor, version: editor.post.version, failed: null, savedAt: at };
    if (sent.intent === "restore") {
      next = showStored(next, editor);
      next.notice = {
        title: "Revision restored",
        description: "Review it, then save to publish it.",
        variant: "success",
      };
    } else next.saved = sent.snapshot ?? next.saved;
    if (sent.intent === "save" || sent.intent === "submit") {
      const saved = `"${displayTitle(editor.post.title)}" was saved`;
      const submitted = sent.intent === "submit";
      next.isNew = false;
      next.notice = {
        title: submitted
          ? "Submitted for review"
          : state.isNew
            ? "Post created successfully"
            : "Post updated successfully",
        description: submitted ? `${saved}; the Editors have been told by mail.` : `${saved}.`,
        variant: "success",
      };
    }
  } else if (data.conflict) {
    const conflict = { message: data.message, intent: sent.intent, ...data.conflict };
    return settled({ ...next, next: null, conflict });
  } else {
    next = { ...next, failed: data.message, errors: byField(data.fieldErrors) };
    const title =
      sent.intent === "submit"
        ? "Not submitted for review"
        : `Failed to ${state.isNew ? "create" : "update"} post`;
    if (sent.intent === "submit" || sent.intent === "save")
      next.notice = { title, description: data.message, variant: "destructive" };
    // A waiting autosave would only fail the same way; a waiting save or restore still goes.
    if (next.next?.intent === "autosave") next.next = null;
  }
  return settled(next.next ? start(next, next.next) : next);
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case "edit": {
      const errors = event.clears.some((key) => state.errors[key])
        ? Object.fromEntries(Object.entries(state.errors).filter(([key]) => !event.clears.includes(key)))
        : state.errors;
      return settled({ ...state, draft: draftReducer(state.draft, event.action), errors });
    }
    case "send":
      return settled(send(state, { intent: event.intent, revisionId: event.revisionId }));
    case "answer":
      return answer(state, event.data, event.at);
    case "invalid":
      return { ...state, errors: event.errors };
    case "reload": {
      const current = state.conflict?.current;
      if (!current) return state;
      return settled({ ...showStored(state, current), conflict: null, failed: null, errors: {} });
    }
    case "overwrite": {
      const { conflict } = state;
      if (!conflict) return state;
      const intent = conflict.intent === "restore" ? "autosave" : conflict.intent;
      return settled(start({ ...state, conflict: null, version: conflict.version }, { intent }));
    }
  }
}
