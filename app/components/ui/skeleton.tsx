import type * as React from "react";
import { cn } from "~/lib/utils";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse bg-slate-200", className)} {...props} />;
}
