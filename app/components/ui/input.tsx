import type * as React from "react";
import { cn } from "~/lib/utils";

/** Every text field's look: one class in app/app.css (a page repeats it on every field). */
export const fieldClasses = "field";

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
