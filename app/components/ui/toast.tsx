import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";
import type { ToastViewProps } from "./toast-view";

/** Spec 9: one notification at a time, shown 5000 ms by default, swipe threshold 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  duration?: number;
};
export type ToastState = ToastInput & { id: number; open: boolean };

/**
 * Where notifications sit, for the Radix view and the plain fallback alike: the bottom left corner,
 * full width on a phone. Every primary action of the site is in the page's flow or at the top (the
 * CMS's New Post, the editor's sticky bar with Update), so a notification there covered them
 * ("Login successful" over New Post). While the quick-contact widget's panel is open it
 * fills a phone's bottom edge (top layer, above any z-index), and a toast there would hide behind
 * the form it reports on: then it moves up under the header (`.toast-viewport` in app.css).
 */
export const TOAST_VIEWPORT_CLASS =
  "toast-viewport fixed bottom-0 left-0 z-[100] flex w-full max-w-sm flex-col p-4";

/** A notification's colours by variant. */
export function toastToneClass(variant: ToastInput["variant"]) {
  if (variant === "destructive") return "border-red-200 bg-red-50 text-red-900";
  if (variant === "success") return "border-green-200 bg-green-50 text-green-900";
  return "border-slate-200 bg-white text-ink";
}

// Browser-only UI state: which notification is on screen. Nothing here is shared between users.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

// The notification's UI (Radix Toast and its layers, ~11 KB brotli) is fetched by the first
// visit that shows one, not by every page that hydrates (a visitor who only taps a
// form field downloads none of it).
type ViewComponent = React.ComponentType<ToastViewProps>;
let viewModule: Promise<ViewComponent | null> | undefined;
const loadView = () => {
  viewModule ??= import("./toast-view").then(
    (module) => module.default,
    () => {
      // Offline, or a deploy replaced the file: this notification shows in plain markup, and
      // the next one tries again.
      viewModule = undefined;
      return null;
    },
  );
  return viewModule;
};

/**
 * Starts fetching the notification's UI ahead of need: called when a form sends, so the file
 * arrives while the server answers.
 */
export function preloadToasts() {
  if (typeof document !== "undefined") void loadView();
}

/** Shows a notification, replacing the one on screen. */
export function toast(input: ToastInput) {
  preloadToasts();
  current = { ...input, id: nextId++, open: true };
  emit();
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
