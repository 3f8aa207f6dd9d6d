import type { DemoTheme } from "~/content/demos";

/**
 * Class names a demo's theme chooses. Colours come from CSS custom properties set on the demo's
 * root (see `demoColorVars`), so the classes below are the same for every demo.
 */
export type DemoStyles = {
  heading: string;
  /** The heading font alone, for small titles that keep their own weight. */
  titleFont: string;
  card: string;
  media: string;
  button: string;
  badge: string;
};

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

export function demoStyles(theme: DemoTheme): DemoStyles {
  const shape = shapes[theme.shape];
  return {
    heading: `${fonts[theme.headingFont]} ${weights[theme.headingWeight]} ${theme.uppercaseHeadings ? "uppercase tracking-wide" : ""}`,
    titleFont: fonts[theme.headingFont],
    card: shape.card,
    media: shape.media,
    button: shape.button,
    badge: shape.badge,
  };
}

/** The theme's colours as CSS custom properties for the demo's root element. */
export function demoColorVars(theme: DemoTheme): React.CSSProperties {
  const c = theme.colors;
  return {
    "--d-page": c.page,
    "--d-surface": c.surface,
    "--d-text": c.text,
    "--d-muted": c.muted,
    "--d-border": c.border,
    "--d-primary": c.primary,
    "--d-on-primary": c.onPrimary,
    "--d-on-primary-soft": c.onPrimarySoft,
    "--d-accent": c.accent,
    "--d-on-accent": c.onAccent,
    "--d-link": c.link,
  } as React.CSSProperties;
}
