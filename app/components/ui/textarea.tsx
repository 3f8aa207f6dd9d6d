import type * as React from "react";
import { cn } from "~/lib/utils";
import { fieldClasses } from "./input";

export function Textarea({
  className,
  fitRows = false,
  ...props
}: React.ComponentProps<"textarea"> & {
  /** The height follows `rows` (a short excerpt or note) instead of the 6rem minimum. */
  fitRows?: boolean;
}) {
  return <textarea className={cn(fieldClasses, !fitRows && "min-h-24", className)} {...props} />;
}
