import { leadDetailNames } from "~/content/cms-labels";
import { budgetOptions, serviceLabel, timelineOptions } from "~/lib/schemas/leads";

/** Labels for a lead's coded fields, from the forms' own option lists (the CMS inbox and its CSV). */
const optionLists: Record<string, readonly { value: string; label: string }[]> = {
  budget: budgetOptions,
  timeline: timelineOptions,
};

export function detailName(key: string): string {
  return leadDetailNames[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The label of a coded value (`under-3k` → "Under $3,000"); other values are shown as they are. */
export function detailValue(key: string, value: string): string {
  if (key === "service") return serviceLabel(value) ?? value;
  return optionLists[key]?.find((option) => option.value === value)?.label ?? value;
}

/** A lead's details as [name, shown value] pairs in the form's order (JSON keeps none), unknown keys last. */
export function labelledDetails(details: Record<string, string>): [string, string][] {
  const known = Object.keys(leadDetailNames);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => [detailName(key), detailValue(key, value)]);
}
