import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Components never pass two utilities for one property, so nothing needs merging
 * (tailwind-merge would cost 7 KB); tests/e2e/class-conflicts.spec.ts checks the pages.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** A query string of the values that are set, in their order ("?q=a&page=2"), or "" when none is. */
export function searchOf(values: Record<string, string | number | false | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Each value labelled as people read it, when that is the value in sentence case ("in-progress": "In progress"). */
export function sentenceLabels<const Value extends string>(values: readonly Value[]): Record<Value, string> {
  const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll("-", " ");
  return Object.fromEntries(values.map((value) => [value, label(value)])) as Record<Value, string>;
}
