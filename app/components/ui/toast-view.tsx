import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "~/lib/utils";
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_CLASS,
  type ToastState,
  toastToneClass,
} from "./toast-style";

export type ToastViewProps = { active: ToastState; onDismiss: (id: number) => void };

/** The notification on screen (Radix Toast): loaded by ./toast on the first one a visit shows. */
export default function ToastView({ active, onDismiss }: ToastViewProps) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
    >
      <ToastPrimitive.Root
        key={active.id}
        open={active.open}
        duration={active.duration}
        onOpenChange={(open) => {
          if (!open) onDismiss(active.id);
        }}
        type={active.variant === "destructive" ? "foreground" : "background"}
        data-variant={active.variant ?? "default"}
        className={cn(
          "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[state=open]:animate-bounce-in",
          toastToneClass(active.variant),
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
      <ToastPrimitive.Viewport className={cn(TOAST_VIEWPORT_CLASS, "outline-none")} />
    </ToastPrimitive.Provider>
  );
}
