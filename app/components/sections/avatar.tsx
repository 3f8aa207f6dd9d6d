import type { CSSProperties } from "react";

/** The number of `.avatar-N` colour pairs in app.css. */
const PALETTES = 6;

/**
 * Initials in a coloured circle drawn with CSS (the name can be any CMS author's), the colour pair
 * following from the name. `decorative` hides it where the name is printed beside it.
 */
export function Avatar({
  name,
  size = 48,
  decorative = false,
}: {
  name: string;
  size?: number;
  decorative?: boolean;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return (
    <span
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })}
      className={`avatar avatar-${hash % PALETTES}`}
      // The class draws a 48 px circle: a page with many avatars (/reviews) sends no style per copy.
      style={size === 48 ? undefined : ({ "--avatar": `${size}px` } as CSSProperties)}
    >
      {initials}
    </span>
  );
}
