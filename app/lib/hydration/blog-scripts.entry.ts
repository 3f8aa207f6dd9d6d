/**
 * The blog's own script file (ADR 0068), built by vite.config.ts beside the page's own script and
 * started after the first paint (ADR 0070) by the pages that show a loading skeleton (the listing
 * and an article): the skeletons follow the browser's own navigations there, without React or the
 * router, including one that began before this script ran.
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
import { earlyPresses } from "./early-presses";
import { loadingSkeletons, SKELETON_REGION_ATTRIBUTE } from "./loading-skeletons";

loadingSkeletons({
  regionAttribute: SKELETON_REGION_ATTRIBUTE,
  boneClass: SKELETON_BONE_CLASS,
  card: postCardSkeleton,
  cardCount: POST_SKELETON_COUNT,
  gridClass: postSkeletonGridClass,
  article: articleSkeleton,
  overlayClass: skeletonOverlayClass,
  early: earlyPresses(),
  status: skeletonStatus,
});
