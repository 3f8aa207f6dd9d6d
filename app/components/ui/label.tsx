import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

export function Label({
  className,
  flush = false,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** No space below: the label shares a row with other controls, which sets the spacing. */
  flush?: boolean;
}) {
  return (
    <LabelPrimitive.Root
      className={cn("block text-sm font-medium text-ink", !flush && "mb-1.5", className)}
      {...props}
    />
  );
}
