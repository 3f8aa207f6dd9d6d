import { type CSSProperties, createElement, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's icon factory in the production build (scripts/vite-icon-sprite.ts): a `<use>` of
 * one sprite instead of each icon's whole tree. lucide's attributes are app.css's `.lucide` rule; a
 * prop that changes one goes to the style attribute. Hidden from assistive technology unless labelled.
 */

declare const __ICON_SPRITE__: string;

type IconData = { name: string; size?: number; node: unknown[] };
type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null,
  );

function SpriteIcon({
  icon,
  className,
  size,
  width,
  height,
  color,
  fill,
  stroke,
  strokeWidth,
  absoluteStrokeWidth,
  style,
  children,
  ...rest
}: IconProps & { icon: IconData }) {
  const own: CSSProperties = {};
  if ((width ?? size) != null) own.width = width ?? size;
  if ((height ?? size) != null) own.height = height ?? size;
  if ((color ?? stroke) != null) own.stroke = color ?? stroke;
  if (fill != null) own.fill = fill;
  if (strokeWidth != null)
    own.strokeWidth = absoluteStrokeWidth
      ? (Number(strokeWidth) * (icon.size ?? 24)) / Number(size ?? 24)
      : strokeWidth;
  return createElement(
    "svg",
    {
      className: className ? `lucide ${className}` : "lucide",
      "aria-hidden": children || labelled(rest) ? undefined : "true",
      style: style || Object.keys(own).length ? { ...own, ...style } : undefined,
      ...rest,
    },
    createElement("use", { href: `${__ICON_SPRITE__}#${icon.name}` }),
    children,
  );
}

/** Called once per icon module, as lucide's own factory; React 19 passes `ref` as a prop. */
export default function createLucideIcon(icon: IconData) {
  return Object.assign((props: IconProps) => createElement(SpriteIcon, { ...props, icon }), {
    displayName: icon.name,
  });
}
