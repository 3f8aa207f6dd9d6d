import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const Dialog = DialogPrimitive.Root;

const dialogSizes = {
  sm: "max-h-[90dvh] max-w-md",
  xl: "max-h-[90dvh] max-w-3xl",
  /** Almost the whole screen: a full-page preview. */
  screen: "h-[92dvh] max-w-5xl sm:p-10",
};

/** Focus is trapped inside and returned to the trigger on close (Radix). */
export function DialogContent({
  className,
  children,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { size: keyof typeof dialogSizes }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-lift",
          dialogSizes[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink">
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mb-4 flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({
  className,
  tone = "heading",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & {
  /** "eyebrow": a small label over content that carries its own heading (a post preview). */
  tone?: "heading" | "eyebrow";
}) {
  return (
    <DialogPrimitive.Title
      className={cn(
        tone === "heading"
          ? "text-xl font-bold text-ink"
          : "text-sm font-semibold tracking-wide text-ember-600 uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
