import type { ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * The frame of a lead form that can hydrate on its own (an island, ADR 0058): the island's name
 * and the form's props, for the island's own render to give the markup the page's render gave.
 * `display: contents`, so the form lays out as if the frame were not there; `block` where the
 * parent spaces its children with margins (`space-y-*`), which a `contents` box does not take.
 */
export function IslandFrame({
  name,
  props,
  block = false,
  children,
}: {
  name: string;
  props: object;
  block?: boolean;
  children: ReactNode;
}) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...attributes} className={block ? "block" : "contents"}>
      {children}
    </div>
  );
}
