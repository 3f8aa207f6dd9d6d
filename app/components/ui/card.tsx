import type * as React from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-(--radius-card) border border-slate-200 bg-white shadow-card", className)}
      {...props}
    />
  );
}
