/** The business details' plain values, apart from the schemas so a page that only shows them loads no zod. */

/** The opening-hours rows the site shows; each is open from `opens` to `closes`, or closed. */
export const hourGroups = [
  {
    key: "weekdays",
    days: "Monday - Friday",
    short: "Mon-Fri",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  },
  { key: "saturday", days: "Saturday", short: "Sat", dayOfWeek: ["Saturday"] },
  { key: "sunday", days: "Sunday", short: "Sun", dayOfWeek: ["Sunday"] },
] as const;
export type HourGroupKey = (typeof hourGroups)[number]["key"];

export const DEFAULT_TIME_ZONE = "America/Chicago";

/** The digits of a phone number, with the US country code when it has none (10 digits). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}
