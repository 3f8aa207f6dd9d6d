/**
 * The plain values of the business details (ADR 0028) the header and footer read, apart from the
 * settings' schemas so that a page that only shows them loads no zod.
 */

import { hourGroups } from "~/content/hour-groups";

export { hourGroups };
export type HourGroupKey = (typeof hourGroups)[number]["key"];

export const DEFAULT_TIME_ZONE = "America/Chicago";

/** The digits of a phone number, with the US country code when it has none (10 digits). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}
