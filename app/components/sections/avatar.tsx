import { cn } from "~/lib/utils";

const palettes = [
  ["#1842b8", "#d9e8ff"],
  ["#a5360c", "#ffead4"],
  ["#15803d", "#dcfce7"],
  ["#6d28d9", "#ede9fe"],
  ["#0f766e", "#ccfbf1"],
  ["#9d174d", "#fce7f3"],
] as const;

/**
 * Initials in a coloured circle, no photo needed. Drawn with CSS rather than a picture file: the
 * name can be any author's, typed in the CMS.
 */
export function Avatar({ name, size = 48, className }: { name: string; size?: number; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [color, backgroundColor] = palettes[hash % palettes.length];
  return (
    <span
      role="img"
      aria-label={name}
      className={cn("inline-flex shrink-0 items-center justify-center rounded-full font-bold", className)}
      style={{
        width: size,
        height: size,
        fontSize: Math.round((size * 170) / 48) / 10,
        color,
        backgroundColor,
      }}
    >
      {initials}
    </span>
  );
}
