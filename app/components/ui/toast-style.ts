// What the notification and its lazily loaded view (./toast-view) share, so that the view needs
// nothing from ./toast, which loads it.

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
 * Where notifications sit: bottom left (the site's primary actions are at the top), full width on
 * a phone; under the header while the quick-contact panel fills the bottom (app.css).
 */
export const TOAST_VIEWPORT_CLASS =
  "toast-viewport fixed bottom-0 left-0 z-[100] flex w-full max-w-sm flex-col p-4";

/** A notification's colours by variant. */
export function toastToneClass(variant: ToastInput["variant"]) {
  if (variant === "destructive") return "border-red-200 bg-red-50 text-red-900";
  if (variant === "success") return "border-green-200 bg-green-50 text-green-900";
  return "border-slate-200 bg-white text-ink";
}
