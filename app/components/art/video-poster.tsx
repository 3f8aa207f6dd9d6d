import { useId } from "react";
import { cn } from "~/lib/utils";
import { type Trade, TradeGlyph } from "./trade-glyph";
import { artFile } from "~/lib/art-file";

/** Thumbnail of a video testimonial: a stylized interview frame, with a play badge only when a video plays. */
function VideoPosterSvg({
  label,
  from,
  to,
  trade,
  initials,
  playable = false,
  className,
}: {
  label: string;
  from: string;
  to: string;
  trade: Trade;
  initials: string;
  playable?: boolean;
  className?: string;
}) {
  const id = useId().replace(/:/g, "");
  return (
    <svg
      width="480"
      height="270"
      viewBox="0 0 480 270"
      role="img"
      aria-label={label}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`poster-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="480" height="270" fill={`url(#poster-${id})`} />
      <circle cx="400" cy="40" r="120" fill="#fff" opacity="0.06" />
      <TradeGlyph trade={trade} color="#ffffff" x={360} y={28} scale={1.8} />
      <g opacity="0.9">
        <circle cx="110" cy="120" r="46" fill="#fff" opacity="0.18" />
        <path d="M30 270c6-60 40-92 80-92s74 32 80 92z" fill="#fff" opacity="0.18" />
        <text
          x="110"
          y="128"
          textAnchor="middle"
          fontFamily="Plus Jakarta Sans Variable, sans-serif"
          fontSize="26"
          fontWeight="800"
          fill="#fff"
        >
          {initials}
        </text>
      </g>
      {playable ? (
        <>
          <circle cx="240" cy="135" r="34" fill="#fff" />
          <path d="M231 118v34l28-17z" fill={from} />
        </>
      ) : null}
    </svg>
  );
}

export const VideoPoster = artFile("video-poster", VideoPosterSvg);
