import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

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

  const open = blocker.state === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : blocker.reset?.())}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your latest changes to this post are not saved yet.</DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              onSaveFirst();
              blocker.reset?.();
            }}
          >
            Stay and save
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
