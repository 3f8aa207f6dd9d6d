/**
 * The blog's loading placeholders as data, without React (spec 2.13: six skeleton cards while a
 * list loads; 2.14: the article's loading skeleton). The React components
 * (components/blog/post-card.tsx) render them while React Router loads the next page, and the
 * blog's own script (lib/hydration/loading-skeletons.ts) builds the same markup from them while the
 * browser loads it, so a visitor sees one placeholder whichever of the two navigates.
 */

/** A grey pulsing bar (a string: its size and shape classes), or a box of them. */
export type SkeletonShape = string | readonly [className: string, children: readonly SkeletonShape[]];

/** Every bar's look. */
export const SKELETON_BONE_CLASS = "animate-pulse bg-slate-200";

/** One placeholder card; the list shows POST_SKELETON_COUNT of them in its grid. */
export const postCardSkeleton: SkeletonShape = [
  "overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card",
  [
    "aspect-[1200/630] w-full",
    [
      "space-y-3 p-6",
      [
        "h-3 w-2/3 rounded-md",
        "h-6 w-11/12 rounded-md",
        "h-4 w-full rounded-md",
        "h-4 w-4/5 rounded-md",
        ["flex gap-2 pt-2", ["h-5 w-20 rounded-full", "h-5 w-16 rounded-full"]],
      ],
    ],
  ],
];
export const POST_SKELETON_COUNT = 6;
export const postSkeletonGridClass = "grid gap-6 sm:grid-cols-2";

/** The article page's placeholder: its header (breadcrumb, category, title, author), image and text. */
export const articleSkeleton: SkeletonShape = [
  "",
  [
    [
      "border-b border-slate-200 bg-slate-50",
      [
        [
          "container-page max-w-4xl space-y-5 pt-8 pb-10 sm:pt-12 sm:pb-14",
          [
            "h-4 w-56 rounded-md",
            "h-6 w-24 rounded-full",
            "h-10 w-full rounded-md",
            "h-10 w-3/4 rounded-md",
            "h-5 w-2/3 rounded-md",
            [
              "flex items-center gap-3 pt-2",
              ["size-12 rounded-full", ["space-y-2", ["h-4 w-32 rounded-md", "h-3 w-48 rounded-md"]]],
            ],
          ],
        ],
      ],
    ],
    [
      "container-page max-w-4xl space-y-4 py-10 sm:py-14",
      [
        "aspect-[1200/630] w-full rounded-3xl",
        "mt-8 h-4 w-full rounded-md",
        "h-4 w-11/12 rounded-md",
        "h-4 w-4/5 rounded-md",
      ],
    ],
  ],
];

/** What the placeholders say to assistive technology (a hidden `role="status"`). */
export const skeletonStatus = { list: "Loading articles...", article: "Loading article..." };

/**
 * Where the blog's own script puts the article's skeleton while the browser loads the article:
 * over the page, below the fixed header (the router renders it in the page's place instead).
 */
export const skeletonOverlayClass = "fixed inset-x-0 top-16 bottom-0 z-30 overflow-hidden bg-white";
