/**
 * A post field's error: the message under the field, and the attributes that tie the field to
 * it (screen readers announce the message with the field).
 */
export function fieldErrorProps(errors: Record<string, string>, key: string) {
  return {
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `post-${key}-error` : undefined,
  };
}

export function FieldError({ errors, name }: { errors: Record<string, string>; name: string }) {
  return errors[name] ? (
    <p id={`post-${name}-error`} className="mt-1.5 text-sm text-danger-600">
      {errors[name]}
    </p>
  ) : null;
}
