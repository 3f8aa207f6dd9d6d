import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import type { EditorPost } from "~/.server/services/cms-posts";
import type { PostFormInput } from "~/lib/schemas/post";
import type { EditorActionData, EditorIntent } from "~/routes/cms.post-edit";

/** Quiet time after the last keystroke before an autosave (issue 17.1: "every few seconds"). */
export const AUTOSAVE_DELAY_MS = 2000;

export type Conflict = { message: string; version: number; intent: EditorIntent };

/** The stored state a save compares against: the payload without the status (only Save sets it). */
export function snapshotOf({ isPublished: _status, readingTime: _time, ...payload }: PostFormInput): string {
  return JSON.stringify(payload);
}

type Sent = {
  intent: EditorIntent;
  snapshot: string | null;
  wasNew: boolean;
  /**
   * Whether this request's answer is in: it has been seen in flight, or the fetcher holds new
   * data. Until then the fetcher's idle state and data are the previous request's (a request
   * sent by an effect shares its commit with the effect that reads the answer).
   */
  started: boolean;
  previousData: unknown;
};

/**
 * Saving the editor through the route action: autosave after a pause or on blur, an explicit
 * save, and a revision restore. One request at a time (a later one waits, so a save never races
 * its own autosave into a false conflict); every request names the version it started from.
 */
export function useEditorSave({
  initial,
  sessionKey,
  payload,
  onSaved,
  onRestored,
  onFailed,
}: {
  initial: EditorPost | null;
  sessionKey: string;
  /** The current draft as the schema's input (read when a request leaves). */
  payload: () => PostFormInput;
  onSaved(editor: EditorPost, intent: EditorIntent, wasNew: boolean): void;
  onRestored(editor: EditorPost): void;
  onFailed(
    intent: EditorIntent | null,
    message: string,
    errors: Record<string, string>,
    wasNew: boolean,
  ): void;
}) {
  const fetcher = useFetcher<EditorActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  /** Whether the router has a navigation in flight, for the address replacement's safety net. */
  const routerBusyRef = useRef(false);
  routerBusyRef.current = navigation.state !== "idle";
  /**
   * The new post's address replacement while it is under way (where it goes, and what ends the
   * wait for it): requests wait for it, and the leave guard lets it through.
   */
  const addressChangeRef = useRef<{ target: string; release(): void } | null>(null);
  const idRef = useRef<string | null>(initial?.post.id ?? null);
  const versionRef = useRef<number | undefined>(initial?.post.version);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sentRef = useRef<Sent | null>(null);
  const queuedRef = useRef<{ intent: EditorIntent; revisionId?: string } | null>(null);
  /** A new post's id, once stored, until its address has been replaced. */
  const pendingAddressRef = useRef<string | null>(null);
  const [saved, setSaved] = useState(() => snapshotOf(payload()));
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const inFlight = fetcher.state !== "idle";
  const lastDataRef = useRef<unknown>(fetcher.data);
  lastDataRef.current = fetcher.data;

  const send = useCallback(
    (intent: EditorIntent, revisionId?: string) => {
      clearTimeout(timerRef.current);
      // While the new post's address is being replaced, a request waits (its answer would be
      // held back by that navigation; see replacePendingAddress).
      if (sentRef.current || addressChangeRef.current) {
        // An explicit save or a restore outranks a waiting autosave.
        if (!queuedRef.current || queuedRef.current.intent === "autosave")
          queuedRef.current = { intent, revisionId };
        return;
      }
      const id = idRef.current;
      const post = payload();
      sentRef.current = {
        intent,
        snapshot: intent === "restore" ? null : snapshotOf(post),
        wasNew: id === null,
        started: false,
        previousData: lastDataRef.current,
      };
      const body =
        intent === "restore"
          ? { intent, id: id ?? "", revisionId: revisionId ?? "", version: versionRef.current }
          : { intent, id, post: { ...post, version: versionRef.current } };
      // JSON round trip: drops the undefined fields the form schema allows but JSON has no room for.
      fetcher
        .submit(JSON.parse(JSON.stringify(body)), {
          method: "post",
          encType: "application/json",
          action: id ? `/cms/posts/${encodeURIComponent(id)}` : "/cms/posts/new",
          // An autosave changes nothing another loader or fetcher shows. Left to revalidate, it
          // aborted the library picker's load in flight, and the router let that AbortError
          // escape as an unhandled rejection. (Saves keep the router's default, which also skips
          // revalidating after a refusal.)
          ...(intent === "autosave" ? { defaultShouldRevalidate: false } : {}),
        })
        // The answer is read from the fetcher's state; a promise the router rejects (an aborted
        // revalidation) has nothing more to tell.
        .catch(() => {});
    },
    [fetcher, payload],
  );

  /** Sends the request that waited, with the latest `send` (a promise callback may hold an old one). */
  const sendQueuedRef = useRef(() => {});
  sendQueuedRef.current = () => {
    const queued = queuedRef.current;
    queuedRef.current = null;
    if (queued) send(queued.intent, queued.revisionId);
  };

  /**
   * A new post's address becomes its own (/cms/posts/:id) without a reload or a history entry,
   * only while no request is out or waiting. Requests made meanwhile wait until that navigation
   * has landed: a fetcher answer that arrives while a navigation is pending is held back until
   * that navigation's loads and the fetcher's own revalidation are done, so on a slow server the
   * save's result (its toast, its new version) came many seconds late (a CI run saw no toast
   * within 15 s). The wait ends when the router reaches the address, when the navigation's
   * promise settles, or, since an interrupted navigation's promise may never settle, once the
   * router has had no navigation in flight for a moment after 5 s.
   */
  const replacePendingAddress = useCallback(() => {
    const id = pendingAddressRef.current;
    if (!id) return;
    pendingAddressRef.current = null;
    const target = `/cms/posts/${encodeURIComponent(id)}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const change = {
      target,
      release() {
        if (addressChangeRef.current !== change) return;
        addressChangeRef.current = null;
        clearTimeout(timer);
        sendQueuedRef.current();
      },
    };
    addressChangeRef.current = change;
    const releaseWhenRouterIdle = () => {
      if (routerBusyRef.current) timer = setTimeout(releaseWhenRouterIdle, 500);
      else change.release();
    };
    timer = setTimeout(releaseWhenRouterIdle, 5000);
    void Promise.resolve(navigate(target, { replace: true, state: { editorSession: sessionKey } }))
      // Interrupted by another navigation: the address stays /cms/posts/new (saves go by id), and
      // the next answer tries again.
      .catch(() => {
        pendingAddressRef.current ??= id;
      })
      .finally(() => change.release());
  }, [navigate, sessionKey]);

  // The router has reached the new address: the requests that waited for it go.
  useEffect(() => {
    const change = addressChangeRef.current;
    if (change && navigation.state === "idle" && location.pathname === change.target) change.release();
  }, [location.pathname, navigation.state]);

  const scheduleAutosave = useCallback(() => {
    clearTimeout(timerRef.current);
    if (conflict) return;
    timerRef.current = setTimeout(() => send("autosave"), AUTOSAVE_DELAY_MS);
  }, [conflict, send]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  // A finished request: take its version, or keep the reason it failed.
  useEffect(() => {
    const sent = sentRef.current;
    if (!sent) return;
    if (fetcher.state !== "idle") {
      sent.started = true;
      return;
    }
    // Sent during this commit (an effect released it): the idle state is the last request's.
    if (!sent.started && fetcher.data === sent.previousData) return;
    sentRef.current = null;
    const result = fetcher.data;
    if (result?.ok) {
      const { editor } = result;
      idRef.current = editor.post.id;
      versionRef.current = editor.post.version;
      setFailed(null);
      setSavedAt(new Date());
      if (sent.snapshot !== null) setSaved(sent.snapshot);
      if (result.intent === "restore") onRestored(editor);
      else onSaved(editor, result.intent, sent.wasNew);
      // The draft now has a row: it takes that address once nothing is waiting to be sent.
      if (sent.wasNew) pendingAddressRef.current = editor.post.id;
    } else {
      const message = result?.message ?? "The server did not answer. Check the connection.";
      if (result?.conflictVersion !== undefined) {
        setConflict({ message, version: result.conflictVersion, intent: sent.intent });
        queuedRef.current = null;
        return;
      }
      setFailed(message);
      onFailed(result?.intent ?? sent.intent, message, result?.errors ?? {}, sent.wasNew);
      if (queuedRef.current?.intent === "autosave") queuedRef.current = null;
    }
    if (queuedRef.current) sendQueuedRef.current();
    else replacePendingAddress();
  }, [fetcher.state, fetcher.data, onFailed, onRestored, onSaved, replacePendingAddress]);

  return {
    id: idRef,
    saved,
    savedAt,
    failed,
    inFlight,
    conflict,
    /** True while the router navigates to the new post's own address: not a "leave". */
    isOwnNavigation: () => addressChangeRef.current !== null,
    /** Resets the comparison point (after a restore or a reload the draft is the stored state). */
    markSaved: setSaved,
    autosaveSoon: scheduleAutosave,
    autosaveNow: () => send("autosave"),
    save: () => send("save"),
    restore: (revisionId: string) => send("restore", revisionId),
    /** Sends the refused save again over the version now stored ("Overwrite"). */
    overwrite() {
      if (!conflict) return;
      versionRef.current = conflict.version;
      setConflict(null);
      send(conflict.intent === "restore" ? "autosave" : conflict.intent);
    },
  };
}
