import { useCallback, useEffect, useReducer, useRef } from "react";
import { useFetcher } from "react-router";
import type { EditorPost } from "~/.server/services/posts/cms-posts";
import { toast } from "~/components/ui/toast";
import type { DraftAction } from "./draft";
import {
  type EditorAnswer,
  type EditorIntent,
  type EditorRequest,
  editorReducer,
  initialEditorState,
} from "./editor-state";

/** Quiet time after the last keystroke before an autosave ("every few seconds"). */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * The editor's state (editor-state.ts) wired to the route action through one fetcher (ADR 0029):
 * the reducer decides what is sent and when; this hook sends it, feeds the answer back, shows
 * the answer's toast and keeps the one timer, the autosave pause. The post has its id from the
 * start ("New Post" made it), so every request goes to the same address.
 */
export function useEditorSave(initial: EditorPost, timeZone: string) {
  const [state, dispatch] = useReducer(editorReducer, { editor: initial, timeZone }, initialEditorState);
  const fetcher = useFetcher<EditorAnswer>();
  const { submit } = fetcher;
  const action = `/cms/posts/${encodeURIComponent(initial.post.id)}`;
  /** The request handed to the fetcher last: each leaves once, even if this effect runs again. */
  const sentRef = useRef<EditorRequest | null>(null);
  const pauseRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { request, notice } = state;

  useEffect(() => {
    if (!request || sentRef.current === request) return;
    sentRef.current = request;
    submit(request.body, {
      method: "post",
      encType: "application/json",
      action,
      // An autosave changes nothing another loader or fetcher shows. Left to revalidate, it
      // aborted the library picker's load in flight, and the router let that AbortError escape
      // as an unhandled rejection. (Saves keep the router's default, which also skips
      // revalidating after a refusal.)
      ...(request.intent === "autosave" ? { defaultShouldRevalidate: false } : {}),
    })
      // The answer is read from the fetcher's data; a promise the router rejects (an aborted
      // revalidation) has nothing more to tell.
      .catch(() => {});
  }, [request, submit, action]);

  // The answer is in once the fetcher is idle again (a save's revalidation done): the reducer
  // takes each answer once, and only while a request is out.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      dispatch({ type: "answer", data: fetcher.data, at: Date.now() });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (notice) toast(notice);
  }, [notice]);

  const send = useCallback((intent: EditorIntent, revisionId?: string) => {
    clearTimeout(pauseRef.current);
    dispatch({ type: "send", intent, revisionId });
  }, []);

  useEffect(() => () => clearTimeout(pauseRef.current), []);

  return {
    state,
    /** A request is out: its answer may still change what is stored. */
    inFlight: request !== null,
    /** An edit of the draft, clearing the named fields' messages; autosaved after the pause. */
    edit: useCallback((action: DraftAction, clears: string[]) => {
      dispatch({ type: "edit", action, clears });
      clearTimeout(pauseRef.current);
      pauseRef.current = setTimeout(() => dispatch({ type: "send", intent: "autosave" }), AUTOSAVE_DELAY_MS);
    }, []),
    invalid: (errors: Record<string, string>) => dispatch({ type: "invalid", errors }),
    autosaveNow: () => send("autosave"),
    save: () => send("save"),
    submit: () => send("submit"),
    restore: (revisionId: string) => send("restore", revisionId),
    reload: () => dispatch({ type: "reload" }),
    overwrite: () => dispatch({ type: "overwrite" }),
  };
}
