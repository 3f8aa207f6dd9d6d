/**
 * The one script file a page hydrating on intent loads (ADR 0065), built by vite.config.ts
 * (pageScripts) into the client's assets with the form islands' file names written in: the visit's
 * attribution goes into the forms' hidden fields, the native controls' behaviours start, and the
 * loader that starts React on the visitor's first intent is armed. Each part is self-contained
 * (no React, no router), as when the page carried them inline.
 */
import { nativeBehaviourOptions, nativeBehaviours } from "~/components/layout/native-behaviours";
import { captureVisit } from "~/lib/attribution";
import { hydrateOnIntent, hydrateOnIntentOptions } from "./on-intent";

declare const __ISLAND_SCRIPTS__: Record<string, string>;

captureVisit();
nativeBehaviours(nativeBehaviourOptions);
hydrateOnIntent(hydrateOnIntentOptions(__ISLAND_SCRIPTS__));
