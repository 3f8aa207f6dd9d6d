import { useEffect } from "react";
import { HYDRATED_EVENT } from "~/lib/hydration/on-intent";

/**
 * Announces that React has hydrated the document: the hydrate-on-intent loader releases a held
 * press on this event (ADR 0018). Rendered last in the body, so its effect runs after every
 * other component's.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
