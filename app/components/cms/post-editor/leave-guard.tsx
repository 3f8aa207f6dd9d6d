import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../kit";

/**
 * Asks before unsaved work is left behind: the router's blocker for links inside the app, and
 * the browser's own prompt (beforeunload) for a reload, a typed address or closing the tab.
 */
export function LeaveGuard({ unsaved, onSaveFirst }: { unsaved: boolean; onSaveFirst(): void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(next) => (next ? undefined : blocker.reset?.())}
      title="Leave without saving?"
      description="Your latest changes to this post are not saved yet."
      cancel="Stay and save"
      onCancel={() => {
        onSaveFirst();
        blocker.reset?.();
      }}
      confirm="Leave anyway"
      variant="destructive"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
