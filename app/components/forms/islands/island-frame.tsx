import type { ComponentType, ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * The frame of a form that can hydrate on its own (an island, ADR 0058): the island's name and the
 * form's props, for the island's own render to give the markup the page's render gave.
 * `display: contents` by default, so the form lays out as if the frame were not there; with a
 * `className`, a box of its own (where the parent spaces its children with margins).
 */
export function IslandFrame({
  name,
  props,
  className = "contents",
  children,
}: {
  name: string;
  props: object;
  className?: string;
  children: ReactNode;
}) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...attributes} className={className}>
      {children}
    </div>
  );
}

/** `View` in its island frame: on a page hydrated on intent, a first tap in it loads React and it alone. */
export function inIsland<Props extends object>(name: string, View: ComponentType<Props>) {
  return function Island(props: Props) {
    return (
      <IslandFrame name={name} props={props}>
        <View {...props} />
      </IslandFrame>
    );
  };
}
