/**
 * The blog's own script file (ADR 0068), started after the first paint by the pages with a loading
 * skeleton: the skeletons follow the browser's own navigations there, without React or the router.
 */
import { earlyPresses } from "./early-presses";
import { loadingSkeletons } from "./loading-skeletons";

loadingSkeletons(earlyPresses());
