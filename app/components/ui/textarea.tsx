import type * as React from "react";
import { cn } from "~/lib/utils";

export function Textarea({
  className,
  fitRows = false,
  ...props
}: React.ComponentProps<"textarea"> & {
  /** The height follows `rows` (a short excerpt or note) instead of the 6rem minimum. */
  fitRows?: boolean;
}) {
  return <textarea className={cn("field", !fitRows && "min-h-24", className)} {...props} />;
}
