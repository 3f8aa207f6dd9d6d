import { useId } from "react";
import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/**
 * Poster beside an owner's testimonial (the interview is not published): an illustrated portrait
 * with the owner's initials on a workshop backdrop. Deliberately no play button.
 */
function CaseVideoPosterSvg({ name, role, className }: { name: string; role: string; className?: string }) {
  const id = useId();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const display = "Plus Jakarta Sans Variable, sans-serif";
  // "Owner & Master Electrician, Bright Spark Electric" -> "Owner & Master Electrician"
  const shortRole = role.split(",")[0] ?? role;
  return (
    <svg
      viewBox="0 0 640 360"
      width="640"
      height="360"
      role="img"
      aria-label={`Illustrated poster of ${name}, ${role}`}
      className={cn("h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f1f45" />
          <stop offset="1" stopColor="#1842b8" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-bg)`} />
      {/* Workshop backdrop: shelves and tools. */}
      <rect x="40" y="60" width="180" height="8" rx="4" fill="#ffffff" opacity="0.15" />
      <rect x="40" y="130" width="180" height="8" rx="4" fill="#ffffff" opacity="0.15" />
      <rect x="56" y="28" width="26" height="32" rx="4" fill="#ff8437" opacity="0.5" />
      <rect x="92" y="38" width="40" height="22" rx="4" fill="#8ebcff" opacity="0.4" />
      <rect x="144" y="96" width="30" height="34" rx="4" fill="#8ebcff" opacity="0.35" />
      <rect x="60" y="104" width="60" height="26" rx="4" fill="#ffffff" opacity="0.15" />
      <rect x="440" y="70" width="160" height="110" rx="10" fill="#ffffff" opacity="0.08" />
      <path
        d="M460 160 l30 -30 l24 18 l36 -44 l30 24"
        stroke="#ff8437"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.8"
      />
      {/* The owner: shoulders and a portrait disc with initials. */}
      <path d="M220 360 c0 -80 40 -120 100 -120 s100 40 100 120 z" fill="#ff8437" />
      <path d="M290 250 l30 40 l30 -40" fill="#ffffff" opacity="0.9" />
      <circle cx="320" cy="170" r="70" fill="#d9e8ff" />
      <text
        x="320"
        y="170"
        dy="0.35em"
        textAnchor="middle"
        fontFamily={display}
        fontWeight="800"
        fontSize="48"
        fill="#1842b8"
      >
        {initials}
      </text>
      {/* Lower third with the owner's name. */}
      <rect x="24" y="292" width="230" height="48" rx="8" fill="#ffffff" />
      <text x="40" y="314" fontFamily={display} fontWeight="800" fontSize="16" fill="#0b1b2e">
        {name}
      </text>
      <text x="40" y="331" fontFamily="Inter Variable, sans-serif" fontSize="11" fill="#526075">
        {shortRole}
      </text>
    </svg>
  );
}

export const CaseVideoPoster = artFile("case-video-poster", CaseVideoPosterSvg);
