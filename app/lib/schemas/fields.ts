import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasNoStrayControls } from "./plain-text";
import { toSingleLine } from "./single-line";

/**
 * The building blocks of every public form's schema (lead forms, newsletter, checkout, sign-in),
 * shared by the browser, the page actions and the JSON API. Required fields are trimmed and
 * every field has a maximum length. Single-line fields (a name, a company, a phone number) turn
 * line breaks and control characters into a space; multi-line text refuses stray controls.
 */

export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const CHECK_FIELDS_MESSAGE = "Please check the highlighted fields.";

/** A required single-line value. */
export const requiredLine = (message: string, max: number) =>
  z.string({ error: message }).overwrite(toSingleLine).trim().min(1, message).max(max, tooLongMessage(max));

/** An optional single-line value; blank becomes undefined. */
export const optionalLine = (max: number) =>
  z
    .string()
    .overwrite(toSingleLine)
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** Required text that may span lines (a message, a project description). */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .refine(hasNoStrayControls, CONTROL_CHARACTER_MESSAGE);

/** Optional text that may span lines (order notes); blank becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine(hasNoStrayControls, CONTROL_CHARACTER_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A required e-mail address (the browser's type="email" check, and at most 254 characters). */
export const emailAddress = (message = "Email is required") =>
  requiredLine(message, 254).pipe(z.email(INVALID_EMAIL_MESSAGE));

/** One of a fixed list of option values (a select's value). */
export const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => z.enum(values, { error: message });

/** The values of a select's option list, for choice(). */
export const optionValues = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

/**
 * The one way a ZodError becomes field messages, in the browser and on the server: the first
 * message per field, keyed by the dotted path (`{ email: "Email is required" }`); an issue about
 * the whole input is keyed `_form`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
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
