/**
 * The blog's own script file (ADR 0068), started after the first paint by the pages with a loading
 * skeleton: the skeletons follow the browser's own navigations there, without React or the router.
 */
import {
  articleSkeleton,
  POST_SKELETON_COUNT,
  postCardSkeleton,
  postSkeletonGridClass,
  SKELETON_BONE_CLASS,
  skeletonOverlayClass,
  skeletonStatus,
} from "~/content/blog-skeletons";
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
