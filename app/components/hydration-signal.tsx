import { useEffect } from "react";
import { HYDRATED_EVENT, SMOOTH_SCROLL_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * Announces that React has hydrated (the hydrate-on-intent loader then releases a held press,
 * ADR 0018); rendered last, so its effect runs after every other. Pages hydrated at load get
 * smooth in-page scrolling here; hydrate-on-intent pages get it from the loader.
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
