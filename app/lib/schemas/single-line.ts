/**
 * Single-line text: a name, a company, a phone number. Line breaks and other control characters
 * in such a field are never meant (a pasted address, a script probing mail headers and bodies),
 * and copied into a plain-text mail they would forge extra lines. Each run of them, with the
 * blanks around it, becomes one space.
 */
// Cc covers CR, LF, tab, NUL, DEL and the C1 controls (NEL); U+2028/2029 are Unicode's line breaks.
const controlRun = /\s*[\p{Cc}\u2028\u2029]+\s*/gu;

export function toSingleLine(value: string): string {
  return value.replace(controlRun, " ");
}
