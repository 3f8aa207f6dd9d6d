import { artFile } from "~/lib/art-file";
import { cn } from "~/lib/utils";

const palettes = [
  ["#1842b8", "#d9e8ff"],
  ["#a5360c", "#ffead4"],
  ["#15803d", "#dcfce7"],
  ["#6d28d9", "#ede9fe"],
  ["#0f766e", "#ccfbf1"],
  ["#9d174d", "#fce7f3"],
] as const;

/** Illustrated initials avatar: original artwork, no photo needed. */
function AvatarSvg({ name, size = 48, className }: { name: string; size?: number; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [fg, bg] = palettes[hash % palettes.length];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={name}
      className={cn("shrink-0 rounded-full", className)}
    >
      <rect width="48" height="48" rx="24" fill={bg} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="700"
        fontSize="17"
        fill={fg}
      >
        {initials}
      </text>
    </svg>
  );
}

export const Avatar = artFile("avatar", AvatarSvg);
