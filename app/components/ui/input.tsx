import type * as React from "react";
import { cn } from "~/lib/utils";

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
  return <input className={cn("field", inputHeights[height], className)} {...props} />;
}
