import { useId } from "react";
import { cn } from "~/lib/utils";
import { type Trade, TradeGlyph } from "./trade-glyph";
import { artFile } from "~/lib/art-file";

export type SiteMockupProps = {
  /** Accessible description of the picture. */
  label: string;
  name: string;
  headline: string;
  primary: string;
  accent: string;
  trade: Trade;
  /** "old" draws the dated site a client had before the rebuild. */
  variant?: "new" | "old";
  className?: string;
};

const WIDTH = 480;
const HEIGHT = 320;

/** Stylized browser window showing a client's website: original artwork, no screenshots. */
function SiteMockupSvg({
  label,
  name,
  headline,
  primary,
  accent,
  trade,
  variant = "new",
  className,
}: SiteMockupProps) {
  const id = useId().replace(/:/g, "");
  if (variant === "old") return <OldSiteMockup label={label} name={name} className={className} />;
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`hero-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={primary} />
          <stop offset="1" stopColor={primary} stopOpacity="0.82" />
        </linearGradient>
        <clipPath id={`clip-${id}`}>
          <rect width={WIDTH} height={HEIGHT} rx="14" />
        </clipPath>
      </defs>
      <g clipPath={`url(#clip-${id})`}>
        <rect width={WIDTH} height={HEIGHT} fill="#f8fafc" />
        {/* browser chrome */}
        <rect width={WIDTH} height="30" fill="#e2e8f0" />
        <circle cx="18" cy="15" r="5" fill="#f87171" />
        <circle cx="34" cy="15" r="5" fill="#fbbf24" />
        <circle cx="50" cy="15" r="5" fill="#34d399" />
        <rect x="72" y="8" width="250" height="14" rx="7" fill="#fff" />
        {/* site header */}
        <rect y="30" width={WIDTH} height="38" fill="#fff" />
        <TradeGlyph trade={trade} color={primary} x={16} y={37} scale={0.5} />
        <text
          x="46"
          y="54"
          fontFamily="Plus Jakarta Sans Variable, sans-serif"
          fontSize="13"
          fontWeight="800"
          fill="#0b1b2e"
        >
          {name}
        </text>
        <rect x="300" y="45" width="36" height="6" rx="3" fill="#cbd5e1" />
        <rect x="344" y="45" width="36" height="6" rx="3" fill="#cbd5e1" />
        <rect x="392" y="39" width="74" height="20" rx="6" fill={accent} />
        <rect x="404" y="46" width="50" height="6" rx="3" fill="#fff" opacity="0.9" />
        {/* hero band */}
        <rect y="68" width={WIDTH} height="150" fill={`url(#hero-${id})`} />
        <circle cx="420" cy="110" r="90" fill="#fff" opacity="0.07" />
        <text
          x="24"
          y="108"
          fontFamily="Plus Jakarta Sans Variable, sans-serif"
          fontSize="20"
          fontWeight="800"
          fill="#fff"
        >
          {headline}
        </text>
        <rect x="24" y="122" width="210" height="7" rx="3.5" fill="#fff" opacity="0.55" />
        <rect x="24" y="136" width="170" height="7" rx="3.5" fill="#fff" opacity="0.55" />
        <rect x="24" y="158" width="96" height="28" rx="7" fill={accent} />
        <rect x="36" y="169" width="72" height="6" rx="3" fill="#fff" />
        <rect
          x="128"
          y="158"
          width="96"
          height="28"
          rx="7"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          opacity="0.8"
        />
        <rect x="140" y="169" width="72" height="6" rx="3" fill="#fff" opacity="0.8" />
        {/* quote card inside the hero */}
        <rect x="318" y="92" width="140" height="108" rx="10" fill="#fff" />
        <rect x="332" y="106" width="70" height="7" rx="3.5" fill="#0b1b2e" />
        <rect x="332" y="122" width="112" height="14" rx="4" fill="#f1f5f9" />
        <rect x="332" y="142" width="112" height="14" rx="4" fill="#f1f5f9" />
        <rect x="332" y="166" width="112" height="20" rx="5" fill={accent} />
        {/* service cards */}
        {[0, 1, 2].map((index) => (
          <g key={index} transform={`translate(${24 + index * 148} 234)`}>
            <rect width="136" height="72" rx="10" fill="#fff" stroke="#e2e8f0" />
            <rect x="12" y="12" width="22" height="22" rx="6" fill={primary} opacity="0.15" />
            <TradeGlyph trade={trade} color={primary} x={15} y={15} scale={0.34} />
            <rect x="12" y="44" width="84" height="6" rx="3" fill="#334155" />
            <rect x="12" y="56" width="104" height="5" rx="2.5" fill="#cbd5e1" />
          </g>
        ))}
      </g>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="14" fill="none" stroke="#cbd5e1" />
    </svg>
  );
}

/** The "before": a cramped, dated desktop layout with tiny text and no clear call to action. */
function OldSiteMockup({ label, name, className }: { label: string; name: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <clipPath id={`old-${id}`}>
          <rect width={WIDTH} height={HEIGHT} rx="14" />
        </clipPath>
      </defs>
      <g clipPath={`url(#old-${id})`}>
        <rect width={WIDTH} height={HEIGHT} fill="#e5e7eb" />
        <rect width={WIDTH} height="30" fill="#d1d5db" />
        <circle cx="18" cy="15" r="5" fill="#9ca3af" />
        <circle cx="34" cy="15" r="5" fill="#9ca3af" />
        <circle cx="50" cy="15" r="5" fill="#9ca3af" />
        <rect x="72" y="8" width="250" height="14" rx="7" fill="#f3f4f6" />
        <rect x="60" y="40" width="360" height="270" fill="#fefce8" stroke="#a8a29e" />
        <rect x="60" y="40" width="360" height="40" fill="#57534e" />
        <text x="72" y="66" fontFamily="Times New Roman, serif" fontSize="16" fill="#fde68a">
          {name}
        </text>
        {[0, 1, 2, 3, 4].map((index) => (
          <rect key={index} x={72 + index * 68} y="88" width="60" height="12" fill="#a8a29e" />
        ))}
        <rect x="72" y="110" width="110" height="110" fill="#d6d3d1" />
        <path d="M80 210l30-40 20 25 15-15 30 30z" fill="#a8a29e" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
          <rect
            key={index}
            x="194"
            y={112 + index * 12}
            width={index % 3 === 2 ? 150 : 210}
            height="5"
            fill="#a8a29e"
          />
        ))}
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <rect
            key={index}
            x="72"
            y={232 + index * 11}
            width={index % 2 ? 300 : 330}
            height="5"
            fill="#a8a29e"
          />
        ))}
        <rect x="320" y="296" width="90" height="6" fill="#78716c" />
      </g>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="14" fill="none" stroke="#cbd5e1" />
    </svg>
  );
}

export const SiteMockup = artFile("site-mockup", SiteMockupSvg);
