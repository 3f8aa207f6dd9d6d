import type { ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * The frame of a lead form that can hydrate on its own (an island, ADR 0058): the island's name
 * and the form's props, for the island's own render to give the markup the page's render gave.
 * `display: contents`, so the form lays out as if the frame were not there.
 */
export function IslandFrame({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...attributes} className="contents">
      {children}
    </div>
  );
}
