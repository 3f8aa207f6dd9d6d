/**
 * Multi-line text keeps tabs and line breaks but no other control character: PostgreSQL rejects a
 * NUL byte, so it is a field error, never a failed INSERT.
 */
// C0 controls other than tab, LF and CR, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const STRAY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

export const CONTROL_CHARACTER_MESSAGE = "Please remove special control characters from this field";

export function hasNoStrayControls(value: string): boolean {
  return !STRAY_CONTROL.test(value);
}
