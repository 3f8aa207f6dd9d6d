import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";

/** Spec 9: one notification at a time, shown 5000 ms by default, swipe threshold 50 px. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  duration?: number;
};
type ToastState = ToastInput & { id: number; open: boolean };

// Browser-only UI state: which notification is on screen. Nothing here is shared between users.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a notification, replacing the one on screen. */
export function toast(input: ToastInput) {
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
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
    >
      {active ? (
        <ToastPrimitive.Root
          key={active.id}
          open={active.open}
          duration={active.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(active.id);
          }}
          type={active.variant === "destructive" ? "foreground" : "background"}
          data-variant={active.variant ?? "default"}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[state=open]:animate-bounce-in",
            active.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-900"
              : active.variant === "success"
                ? "border-green-200 bg-green-50 text-green-900"
                : "border-slate-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-bold">{active.title}</ToastPrimitive.Title>
            {active.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {active.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* Top right, under the fixed header: the quick-contact widget's panels (top layer, so above
          any z-index) fill the bottom corner, and a toast there would hide behind the form it reports on. */}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
