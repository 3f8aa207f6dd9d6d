import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A field's note under it, replaced by its error message when the server refused the value. */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <p id={id} className={error ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"}>
      {error ?? hint}
    </p>
  );
}

export type Noted = { id: string; label: ReactNode; error?: string; hint?: ReactNode };

/** A labelled control with its FieldNote; `control` gets the id and the aria attributes. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  control,
}: Noted & {
  className?: string;
  control(props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }): ReactNode;
}) {
  const noted = Boolean(error) || hint !== undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {control({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": noted ? `${id}-note` : undefined,
      })}
      {noted ? <FieldNote id={`${id}-note`} error={error || undefined} hint={hint} /> : null}
    </div>
  );
}

export function NotedInput({ id, label, error, hint, ...input }: ComponentProps<typeof Input> & Noted) {
  return <Field {...{ id, label, error, hint }} control={(props) => <Input {...props} {...input} />} />;
}
