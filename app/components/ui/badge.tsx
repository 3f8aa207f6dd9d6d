import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const badgeVariants = cva("badge", {
  variants: {
    variant: {
      brand: "badge-brand",
      ember: "bg-ember-50 text-ember-800 ring-1 ring-ember-200 ring-inset",
      neutral: "badge-neutral",
      success: "badge-success",
      warning: "bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset",
      solid: "bg-brand-700 text-white",
      /** On a dark hero. */
      inverse: "bg-white/10 text-white ring-1 ring-white/25 ring-inset",
    },
    size: {
      /** `.badge`'s own size. */
      sm: "",
      md: "px-3 py-1 text-sm",
    },
  },
  defaultVariants: { variant: "brand", size: "sm" },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
