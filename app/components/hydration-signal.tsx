import { useEffect } from "react";
import { HYDRATED_EVENT, SMOOTH_SCROLL_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * Announces that React has hydrated the document: the hydrate-on-intent loader releases a held
 * press on this event (ADR 0018). Rendered last in the body, so its effect runs after every
 * other component's. Pages hydrated at load (the CMS, the dev server) get smooth in-page
 * scrolling here once loaded; hydrate-on-intent pages get it from the loader.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    const enableSmoothScroll = () => document.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, "");
    if (document.readyState === "complete") enableSmoothScroll();
    else window.addEventListener("load", enableSmoothScroll, { once: true });
  }, []);
  return null;
}
