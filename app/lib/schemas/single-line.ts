import { z } from "zod/mini";

/**
 * Single-line text (a name, a company, a title): a line break or control character there is never
 * meant, and in a plain-text mail would forge lines. Public forms fold each run into one space; the
 * CMS's fields refuse them (oneLine).
 */
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

/**
 * The check of single-line fields staff type: a line break or control is refused (400) rather than
 * stored in a newsletter, feed title or subject. Runs after trim.
 */
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
