import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Tabs and galleries without script (ADR 0019): one radio group picks which panel shows, and the
 * CSS in app.css (`[data-switch]:has(...)`) draws the choice in the frame of the tap. Arrow keys
 * move through the options natively; every panel's content is in the HTML. React never holds the
 * choice (it would not patch a radio checked before it hydrated). At most 6 options.
 */
export function OptionSwitch({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div data-switch="" className={className}>
      {children}
    </div>
  );
}

/** One option: a visually hidden radio input inside its label, which is styled as the control. */
export function SwitchOption({
  name,
  index,
  defaultChecked,
  className,
  children,
}: {
  name: string;
  index: number;
  defaultChecked?: boolean;
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
        defaultChecked={defaultChecked}
        data-switch-option={index}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** The panel shown while the option of the same index is checked. */
export function SwitchPanel({
  index,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { index: number }) {
  return (
    <div data-switch-panel={index} className={className} {...props}>
      {children}
    </div>
  );
}
