/** The one script file a page hydrating on intent loads (ADR 0065, 0070). */
import { nativeBehaviourOptions, nativeBehaviours } from "~/components/layout/native-behaviours";
import { replayEarlyPresses } from "./early-presses";
import { hydrateOnIntent, hydrateOnIntentOptions } from "./on-intent";

declare const __ISLAND_SCRIPTS__: Record<string, string>;

nativeBehaviours(nativeBehaviourOptions);
hydrateOnIntent(hydrateOnIntentOptions(__ISLAND_SCRIPTS__));
replayEarlyPresses();
