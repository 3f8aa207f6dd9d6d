import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Tabs and galleries without script (ADR 0019): one radio group picks which panel shows, and the
 * CSS in app.css (`[data-switch]:has(...)`) draws the choice. Arrow keys move through the options
 * natively; React never holds the choice (it would not patch a radio checked before it hydrated).
 * At most 6 options; the first is checked at first.
 */
export function OptionSwitch(props: React.ComponentProps<"div">) {
  return <div data-switch="" {...props} />;
}

/** One option: a visually hidden radio input inside its label, which is styled as the control. */
export function SwitchOption({
  name,
  index,
  className,
  children,
}: {
  name: string;
  index: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "cursor-pointer select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={String(index)}
        defaultChecked={index === 0}
        data-switch-option={index}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** The panel shown while the option of the same index is checked. */
export function SwitchPanel({ index, ...props }: React.ComponentProps<"div"> & { index: number }) {
  return <div data-switch-panel={index} {...props} />;
}
