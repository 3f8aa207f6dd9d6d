import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { FieldMessage } from "./form-kit";

/** One field of a lead form: label, control (children) and message (id `<fieldId>-error`). */
export function FormField({
  id,
  label,
  mark,
  error,
  className,
  children,
}: {
  /** The control's id; the label points at it. */
  id: string;
  label: string;
  mark?: "required" | "optional";
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {mark === "required" ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
        {mark === "optional" ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
      </Label>
      {children}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** The large submit button of a lead form: disabled and relabeled while sending, icon hidden then. */
export function SubmitButton({
  busy,
  busyText,
  text,
  icon,
  className,
}: {
  busy: boolean;
  busyText: string;
  text: string;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={className} disabled={busy}>
      {busy ? busyText : text}
      {busy ? null : icon}
    </Button>
  );
}
