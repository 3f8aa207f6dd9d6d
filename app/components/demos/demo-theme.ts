import type { DemoTheme } from "~/content/demos";

const fonts: Record<DemoTheme["headingFont"], string> = {
  display: "font-display",
  sans: "font-sans tracking-tight",
  serif: "font-serif",
};

const weights: Record<DemoTheme["headingWeight"], string> = {
  light: "font-normal",
  bold: "font-bold",
  extrabold: "font-extrabold tracking-tight",
};

const shapes: Record<DemoTheme["shape"], { card: string; media: string; button: string; badge: string }> = {
  square: { card: "rounded-none", media: "rounded-none", button: "rounded-sm", badge: "rounded-sm" },
  soft: { card: "rounded-2xl", media: "rounded-xl", button: "rounded-lg", badge: "rounded-md" },
  round: { card: "rounded-[1.75rem]", media: "rounded-3xl", button: "rounded-full", badge: "rounded-full" },
};

/**
 * Class names a demo's theme chooses. Colours come from CSS custom properties set on the demo's
 * root (`demoColorVars`), so these classes are the same for every demo; `titleFont` is the
 * heading font alone, for small titles that keep their own weight.
 */
export function demoStyles(theme: DemoTheme) {
  return {
    heading: `${fonts[theme.headingFont]} ${weights[theme.headingWeight]} ${theme.uppercaseHeadings ? "uppercase tracking-wide" : ""}`,
    titleFont: fonts[theme.headingFont],
    ...shapes[theme.shape],
  };
}

export type DemoStyles = ReturnType<typeof demoStyles>;

/** The theme's colours as CSS custom properties for the demo's root ("onPrimary" -> "--d-on-primary"). */
export function demoColorVars(theme: DemoTheme): React.CSSProperties {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, color]) => [
      `--d-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      color,
    ]),
  );
}
