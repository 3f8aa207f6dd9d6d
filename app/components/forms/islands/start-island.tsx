import { type ComponentType, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "~/components/ui/toast";
import { HYDRATED_EVENT, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/lib/hydration/on-intent";

let toasterMounted = false;

/**
 * Tells the hydrate-on-intent loader that React runs (it then releases a press or a submit it
 * held), as the root layout's HydrationSignal does for a page the router hydrates.
 */
function IslandSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * Hydrates every frame of the named island on the page with `Form` (React and React DOM, no
 * router: ADR 0058), with the props the server rendered it with. The notifications get a root
 * of their own, once per page, as the root layout's Toaster is not there.
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
  }
}
