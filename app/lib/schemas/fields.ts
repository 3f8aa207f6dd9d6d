import { z } from "zod/mini";
import { CONTROL_CHARACTER_MESSAGE, hasNoStrayControls, tooLongMessage } from "./plain-text";
import { toSingleLine } from "./single-line";

/** Public forms' fields: trimmed, bounded; zod/mini loads no locale, so every check carries its own text. */

export { tooLongMessage };
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const CHECK_FIELDS_MESSAGE = "Please check the highlighted fields.";

// Single-line fields fold line breaks and controls into a space; multi-line text refuses stray controls.
const line = (max: number) => [z.overwrite(toSingleLine), z.trim(), z.maxLength(max, tooLongMessage(max))];
const text = (max: number) => [
  z.trim(),
  z.maxLength(max, tooLongMessage(max)),
  z.refine<string>(hasNoStrayControls, CONTROL_CHARACTER_MESSAGE),
];
const blankToUndefined = (value: string | undefined) => value || undefined;

/** A required single-line value. */
export const requiredLine = (message: string, max: number) =>
  z.string({ error: message }).check(...line(max), z.minLength(1, message));

/** An optional single-line value; blank becomes undefined. */
export const optionalLine = (max: number) =>
  z.pipe(z.optional(z.string().check(...line(max))), z.transform(blankToUndefined));

/** Required text that may span lines (a message, a project description). */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(...text(max), z.minLength(1, message));

/** Optional text that may span lines (order notes); blank becomes undefined. */
export const optionalText = (max: number) =>
  z.pipe(z.optional(z.string().check(...text(max))), z.transform(blankToUndefined));

/** A required e-mail address (the browser's type="email" check, and at most 254 characters). */
export const emailAddress = (message = "Email is required") =>
  z.pipe(requiredLine(message, 254), z.email(INVALID_EMAIL_MESSAGE));

/** One of a fixed list of option values (a select's value). */
export const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => z.enum(values, { error: message });

/** The values of a select's option list, for choice(). */
export const optionValues = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

/** A ZodError as field messages: the first per dotted path; an issue about the whole input is `_form`. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The text a 400 answer carries: the only problem, or a pointer to the highlighted fields. */
export function summarizeErrors(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  return messages.length === 1 ? messages[0] : CHECK_FIELDS_MESSAGE;
}
