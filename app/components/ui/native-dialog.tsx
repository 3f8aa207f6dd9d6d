import { X } from "lucide-react";
import type * as React from "react";
import { useId } from "react";

/**
 * A modal on <dialog> and invoker commands: it opens with no script, so never waits for React
 * (ADR 0019); the browser handles inertness, Escape and focus return.
 */
export function NativeDialog({
  id: givenId,
  trigger,
  triggerClassName,
  triggerLabel,
  title,
  description,
  size = "md",
  children,
}: {
  /** A fixed id, for a dialog that something other than its own trigger opens. */
  id?: string;
  /** The trigger button's content; none where the page opens the dialog otherwise. */
  trigger?: React.ReactNode;
  triggerClassName?: string;
  /** The trigger's accessible name, where its content alone is ambiguous (one of several). */
  triggerLabel?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** "lg" for a dialog that holds a two-column form. */
  size?: "md" | "lg";
  children: React.ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <>
      {trigger ? (
        <button
          type="button"
          className={triggerClassName}
          aria-label={triggerLabel}
          {...invoker(id, "show-modal")}
        >
          {trigger}
        </button>
      ) : null}
      <dialog
        id={id}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        {...{ closedby: "any" }}
        className={size === "lg" ? "native-dialog native-dialog-lg" : "native-dialog"}
      >
        <div className="mb-4 flex flex-col gap-1.5 pr-8">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        {children}
        <button
          type="button"
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
          {...invoker(id, "close")}
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </button>
      </dialog>
    </>
  );
}

/** `commandfor`/`command` are not in React's DOM types yet; React passes them through as written. */
function invoker(target: string, command: "show-modal" | "close") {
  return { commandfor: target, command } as Record<string, string>;
}
