import { z } from "zod/mini";

/** In a single line, a line break or control would forge lines in a plain-text mail: public forms fold them. */
// Cc covers CR, LF, tab, NUL, DEL and the C1 controls (NEL); U+2028/2029 are Unicode's line breaks.
const controlRun = /\s*[\p{Cc}\u2028\u2029]+\s*/gu;

export function toSingleLine(value: string): string {
  return value.replace(controlRun, " ");
}

/** toSingleLine with its blanks folded: a value shown inside a mail's line. */
export function foldedLine(value: string): string {
  return toSingleLine(value).replace(/\s+/g, " ").trim();
}

const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

export const SINGLE_LINE_MESSAGE = "Please keep this on one line, without line breaks or control characters";

export function isSingleLine(value: string): boolean {
  return !LINE_BREAKING.test(value);
}

/** Staff's single-line fields refuse (400) a line break or control rather than store it. Runs after trim. */
export const oneLine = () => z.refine<string>(isSingleLine, SINGLE_LINE_MESSAGE);

export const tooLong = (label: string, max: number) =>
  z.maxLength(max, `${label} must be at most ${max} characters`);

/** A required single line staff type: "{label} is required", "{label} must be at most {max} characters". */
export const requiredLabelled = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), tooLong(label, max), oneLine());

/** Optional text staff type, trimmed; blank becomes null. */
export const optionalText = (max: number, label: string, ...checks: ReturnType<typeof oneLine>[]) =>
  z.pipe(
    z.nullable(z.optional(z.string().check(z.trim(), tooLong(label, max), ...checks))),
    z.transform((value) => value || null),
  );
