import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { LeadField } from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import { FormField } from "./form-field";
import { ErrorSummary } from "./form-landing";
import type { useLeadForm } from "./use-lead-form";

// Not in the kit chunk (vite.config.ts), which pages without a lead form load too.

/**
 * A lead form's fields in screen order (ids `<formId>-<name>`), refilled after a refused post
 * without script. `marks`: the required star or "(optional)"; without `messages`, only outlines.
 */
export function LeadFields({
  fields,
  lead: { id: formId, errors, values },
  marks = true,
  messages = true,
}: {
  fields: readonly LeadField[];
  lead: { id: string; errors: Partial<Record<string, string>>; values?: Partial<Record<string, string>> };
  marks?: boolean;
  messages?: boolean;
}) {
  return fields.map(({ name, label, control, options, placeholder, optional, wide, ...attributes }) => {
    const id = `${formId}-${name}`;
    const error = messages ? errors[name] : undefined;
    const props = {
      id,
      name,
      required: !optional,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      defaultValue: messages ? (values?.[name] ?? "") : undefined,
      // A red outline on fields marked invalid (`.invalid-ring` in app.css).
      className: "invalid-ring",
      ...attributes,
    };
    return (
      <FormField
        key={name}
        id={id}
        label={label}
        mark={marks ? (optional ? "optional" : "required") : undefined}
        error={error}
        className={wide ? "sm:col-span-2" : undefined}
      >
        {control === "select" ? (
          <NativeSelect {...props}>
            <option value="" disabled>
              {placeholder}
            </option>
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        ) : control === "textarea" ? (
          <Textarea {...props} placeholder={placeholder} />
        ) : (
          <Input {...props} placeholder={placeholder} />
        )}
      </FormField>
    );
  });
}

/** What a refused post without script left above the fields: its field messages, else its message. */
export function LandedErrors({
  lead,
  className,
}: {
  lead: ReturnType<typeof useLeadForm>;
  className: string;
}) {
  if (!lead.landed) return null;
  return (
    <>
      {Object.keys(lead.landed.fieldErrors).length ? null : (
        <p
          role="alert"
          className={cn("rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900", className)}
        >
          {lead.landed.message}
        </p>
      )}
      <ErrorSummary
        fields={lead.fields}
        errors={lead.errors}
        fieldId={(field) => `${lead.id}-${field}`}
        className={className}
      />
    </>
  );
}
