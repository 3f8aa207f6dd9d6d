import { type ComponentType, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "~/components/ui/toast";
import {
  HYDRATED_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  REACT_LISTENING_ATTRIBUTE,
} from "~/lib/hydration/on-intent";

let toasterMounted = false;

/** Tells the hydrate-on-intent loader that React runs, so it releases a press it held. */
function IslandSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * Hydrates every frame of the named island with `Form` and its server props, no router (ADR
 * 0058); the notifications get a root of their own, once per page.
 */
export function startIsland<Props extends object>(name: string, Form: ComponentType<Props>) {
  if (!toasterMounted) {
    toasterMounted = true;
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<Toaster />);
  }
  for (const frame of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    const props = JSON.parse(frame.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Props;
    hydrateRoot(
      frame,
      <>
        <Form {...props} />
        <IslandSignal />
      </>,
    );
    frame.setAttribute(REACT_LISTENING_ATTRIBUTE, "");
  }
}
