/**
 * The one script file a page hydrating on intent loads (ADR 0065), built by vite.config.ts
 * (pageScripts) into the client's assets with the form islands' file names written in: the native
 * controls' behaviours start, and the loader that starts React on the visitor's first intent is
 * armed. It starts after the first paint (ADR 0070, lib/after-paint.ts): the presses made before
 * then are made again once it is armed. The visit's attribution is kept by an inline script as the
 * page is read (./defer-scripts.server.ts). Each part is self-contained (no React, no router).
 */
import { nativeBehaviourOptions, nativeBehaviours } from "~/components/layout/native-behaviours";
import { replayEarlyPresses } from "./early-presses";
import { hydrateOnIntent, hydrateOnIntentOptions } from "./on-intent";

declare const __ISLAND_SCRIPTS__: Record<string, string>;

nativeBehaviours(nativeBehaviourOptions);
hydrateOnIntent(hydrateOnIntentOptions(__ISLAND_SCRIPTS__));
replayEarlyPresses();
