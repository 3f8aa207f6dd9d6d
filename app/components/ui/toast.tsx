import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";
import {
  TOAST_DURATION_MS,
  TOAST_VIEWPORT_CLASS,
  type ToastInput,
  type ToastState,
  toastToneClass,
} from "./toast-style";
import type { ToastViewProps } from "./toast-view";

export type { ToastInput } from "./toast-style";

// Browser-only state: which notification is on screen.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

// The notification's UI (Radix Toast, ~11 KB brotli) is fetched only when one is shown.
type ViewComponent = React.ComponentType<ToastViewProps>;
let viewModule: Promise<ViewComponent | null> | undefined;
const loadView = () => {
  viewModule ??= import("./toast-view").then(
    (module) => module.default,
    () => {
      // Offline, or a deploy replaced the file: plain markup now, another try next time.
      viewModule = undefined;
      return null;
    },
  );
  return viewModule;
};

/** Starts fetching the notification's UI while a form's post is under way. */
export function preloadToasts() {
  if (typeof document !== "undefined") void loadView();
}

/** Shows a notification, replacing the one on screen. */
export function toast(input: ToastInput) {
  preloadToasts();
  current = { ...input, id: nextId++, open: true };
  emit();
}

/** Where a notification waits for the next page of this tab (sessionStorage: never another tab's). */
const AFTER_LOAD_KEY = "hearth:toast-after-load";

/** Shows a notification on the next page this tab loads (an island leaves with a page load). */
export function toastAfterLoad(input: ToastInput) {
  try {
    sessionStorage.setItem(AFTER_LOAD_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode, quota): the next page opens without the notification.
  }
}

function takeToastAfterLoad() {
  try {
    const stored = sessionStorage.getItem(AFTER_LOAD_KEY);
    if (stored === null) return;
    sessionStorage.removeItem(AFTER_LOAD_KEY);
    toast(JSON.parse(stored) as ToastInput);
  } catch {
    // Storage refused or the entry unreadable: nothing to show.
  }
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [view, setView] = useState<{ Component: ViewComponent; loaded: boolean } | null>(null);
  const activeId = active?.id;
  const viewLoaded = view?.loaded ?? false;
  useEffect(takeToastAfterLoad, []);
  // Each new notification loads the UI if it is not there yet (after a failure, it tries again).
  useEffect(() => {
    if (activeId === undefined || viewLoaded) return;
    let live = true;
    loadView().then((Component) => {
      if (live) setView(Component ? { Component, loaded: true } : { Component: PlainToast, loaded: false });
    });
    return () => {
      live = false;
    };
  }, [activeId, viewLoaded]);
  // Nothing until the first notification; from then on the viewport stays (F8 reaches it).
  if (!active || !view) return null;
  return <view.Component active={active} onDismiss={dismiss} />;
}

function PlainToast({ active, onDismiss }: ToastViewProps) {
  useEffect(() => {
    if (!active.open) return;
    const timer = setTimeout(() => onDismiss(active.id), active.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [active, onDismiss]);
  if (!active.open) return null;
  // The same list and item as Radix renders, so the notification reads and sits the same.
  return (
    <ol className={TOAST_VIEWPORT_CLASS}>
      <li
        role="status"
        aria-live={active.variant === "destructive" ? "assertive" : "polite"}
        data-variant={active.variant ?? "default"}
        className={cn(
          "relative grid gap-1 rounded-xl border p-4 shadow-lift",
          toastToneClass(active.variant),
        )}
      >
        <p className="text-sm font-bold">{active.title}</p>
        {active.description ? <p className="text-sm opacity-90">{active.description}</p> : null}
      </li>
    </ol>
  );
}
