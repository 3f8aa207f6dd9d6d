import type { EntryContext } from "react-router";

/** A route `handle` that opts its pages into hydration on intent (ADR 0018). */
export const hydrateOnIntentHandle = { hydrate: "on-intent" } as const;

/** True when any matched route asks for hydration on intent. */
export function hydratesOnIntent(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => {
    const handle = context.routeModules[match.route.id]?.handle as { hydrate?: string } | undefined;
    return handle?.hydrate === hydrateOnIntentHandle.hydrate;
  });
}
