import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  // The shared part is one class in app/app.css (a page repeats it on every button).
  "btn",
  {
    variants: {
      variant: {
        primary: "bg-ember-600 text-white shadow-sm hover:bg-ember-700",
        secondary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        outline: "border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700",
        ghost: "text-ink hover:bg-slate-100",
        "ghost-muted": "text-muted hover:bg-slate-100",
        "ghost-danger": "text-danger-600 hover:bg-red-50",
        inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
        destructive: "bg-danger-600 text-white hover:bg-red-800",
      },
      size: {
        // 44 px on a phone (a thumb's tap target), the compact 36 px from the sm breakpoint up.
        sm: "h-11 px-3 text-sm sm:h-9",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (for example a Link) with button styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
