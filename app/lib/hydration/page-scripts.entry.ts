/**
 * The one script file a page hydrating on intent loads (ADR 0065), built by vite.config.ts
 * (pageScripts) into the client's assets with the form islands' file names written in: the visit's
 * attribution goes into the forms' hidden fields, the native controls' behaviours start, the blog's
 * loading skeletons follow its native navigations, and the loader that starts React on the
 * visitor's first intent is armed. Each part is self-contained (no React, no router).
 */
import {
  articleSkeleton,
  POST_SKELETON_COUNT,
  postCardSkeleton,
  postSkeletonGridClass,
  SKELETON_BONE_CLASS,
  skeletonOverlayClass,
  skeletonStatus,
} from "~/components/blog/skeleton-shapes";
import { nativeBehaviourOptions, nativeBehaviours } from "~/components/layout/native-behaviours";
import { captureVisit } from "~/lib/attribution";
import { loadingSkeletons, SKELETON_REGION_ATTRIBUTE } from "./loading-skeletons";
import { hydrateOnIntent, hydrateOnIntentOptions } from "./on-intent";

declare const __ISLAND_SCRIPTS__: Record<string, string>;

captureVisit();
nativeBehaviours(nativeBehaviourOptions);
loadingSkeletons({
  regionAttribute: SKELETON_REGION_ATTRIBUTE,
  boneClass: SKELETON_BONE_CLASS,
  card: postCardSkeleton,
  cardCount: POST_SKELETON_COUNT,
  gridClass: postSkeletonGridClass,
  article: articleSkeleton,
  overlayClass: skeletonOverlayClass,
  status: skeletonStatus,
});
hydrateOnIntent(hydrateOnIntentOptions(__ISLAND_SCRIPTS__));
