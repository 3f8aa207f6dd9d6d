import type * as React from "react";
import { cn } from "~/lib/utils";

export const fieldClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 shadow-xs transition-colors focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:opacity-60 aria-invalid:border-danger-600 aria-invalid:outline-danger-600/30 sm:text-sm";

const inputHeights = {
  /** A compact field in a row of controls (44 px tall on a phone, for the thumb); small text on every screen. */
  sm: "h-11 max-sm:text-sm sm:h-9",
  md: "h-11",
  lg: "h-12",
};

export function Input({
  className,
  height = "md",
  ...props
}: Omit<React.ComponentProps<"input">, "height"> & { height?: keyof typeof inputHeights }) {
  return <input className={cn(fieldClasses, inputHeights[height], className)} {...props} />;
}
