/**
 * The one script file a page hydrating on intent loads (ADR 0065), built by vite.config.ts with the
 * form islands' files written in and started after the first paint (ADR 0070): the native
 * behaviours, the loader that starts React on intent, and the replay of earlier presses.
 */
import { nativeBehaviourOptions, nativeBehaviours } from "~/components/layout/native-behaviours";
import { replayEarlyPresses } from "./early-presses";
import { hydrateOnIntent, hydrateOnIntentOptions } from "./on-intent";

declare const __ISLAND_SCRIPTS__: Record<string, string>;

nativeBehaviours(nativeBehaviourOptions);
hydrateOnIntent(hydrateOnIntentOptions(__ISLAND_SCRIPTS__));
replayEarlyPresses();
