import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/** Lucide's star outline: an absolute start point, then relative commands only. */
const STAR_BODY =
  "a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
// The theme's amber-400 and slate-200, written out: the row is an image file, outside the stylesheet.
const AMBER_400 = "oklch(82.8% 0.189 84.429)";
const SLATE_200 = "oklch(92.9% 0.013 255.508)";
const STAR = 24;
const GAP = 3;
const WIDTH = 5 * STAR + 4 * GAP;

/** Stars `from` to `to` (exclusive) as one path: each star is the same outline moved along. */
function starsPath(from: number, to: number) {
  let path = "";
  for (let index = from; index < to; index++) {
    // The only absolute coordinates in the outline: its start and one line-to.
    const shift = index * (STAR + GAP);
    path += `M${11.525 + shift} 2.295${STAR_BODY.replace("L6.396 21.01", `L${6.396 + shift} 21.01`).replace(
      "L2.16 9.795",
      `L${2.16 + shift} 9.795`,
    )}`;
  }
  return path;
}

/**
 * A row of rating stars with an accessible label ("Rated 5 out of 5"): one small SVG with two
 * paths rather than five icons, sent as one image file per rating, since review pages show dozens
 * of rows.
 */
function StarsSvg({ rating = 5, className }: { rating?: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox={`0 0 ${WIDTH} ${STAR}`}
      width={(WIDTH * 16) / STAR}
      height={16}
      strokeWidth={2}
      strokeLinejoin="round"
      className={cn("inline-block shrink-0", className)}
    >
      {filled > 0 ? <path d={starsPath(0, filled)} fill={AMBER_400} stroke={AMBER_400} /> : null}
      {filled < 5 ? <path d={starsPath(filled, 5)} fill={SLATE_200} stroke={SLATE_200} /> : null}
    </svg>
  );
}

export const Stars = artFile("stars", StarsSvg);
