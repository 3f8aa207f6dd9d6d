import { z } from "zod/mini";

/** The preset ranges of the Analytics section, in days ending today (the site's time zone). */
export const analyticsPresets = ["7", "30", "90"] as const;
export const DEFAULT_ANALYTICS_RANGE = "30";
/** The longest custom range: one year and a day, enough to compare a year with the last. */
export const MAX_ANALYTICS_DAYS = 366;

export const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31"),
  z.refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "This is not a calendar date",
  ),
);
export const blankToUndefined = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.union([z.literal(""), schema])),
    z.transform((value) => (value === "" ? undefined : (value as z.infer<T> | undefined))),
  );

/** The range as carried in the section's URL and the CSV links: `range=7|30|90`, or `from` and `to`. */
export const analyticsRangeSchema = z
  .object({
    range: blankToUndefined(
      z.enum([...analyticsPresets, "custom"], { message: "Choose 7, 30 or 90 days, or a custom range" }),
    ),
    from: blankToUndefined(isoDay),
    to: blankToUndefined(isoDay),
  })
  .check(
    z.refine((value) => value.range !== "custom" || (value.from !== undefined && value.to !== undefined), {
      message: "A custom range needs a start and an end date",
      path: ["from"],
    }),
    z.refine((value) => !value.from || !value.to || value.from <= value.to, {
      message: "The start date must be on or before the end date",
      path: ["from"],
    }),
  );
export type AnalyticsRangeInput = z.infer<typeof analyticsRangeSchema>;

/** What the Analytics section says when its address names no range it knows (it shows the default). */
export const RANGE_FALLBACK_NOTE = `The address did not name a date range this page knows (7, 30 or 90 days, or a custom range with a start on or before its end). Showing the last ${DEFAULT_ANALYTICS_RANGE} days instead.`;

export type AnalyticsRange = {
  /** First and last day, inclusive, YYYY-MM-DD (calendar days in the site's time zone). */
  from: string;
  to: string;
  days: number;
  /** "7", "30", "90" or "custom": which control is current. */
  preset: string;
  previous: { from: string; to: string };
  /** The query string that reproduces this range (for links and CSV exports). */
  query: string;
};

const dayMs = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The concrete range: a preset ends today; a custom one ends today at the latest and spans at most
 * MAX_ANALYTICS_DAYS. The previous period is as long and ends the day before.
 */
export function resolveAnalyticsRange(input: Partial<AnalyticsRangeInput>, today: string): AnalyticsRange {
  const isPreset = (analyticsPresets as readonly (string | undefined)[]).includes(input.range);
  const custom = input.from !== undefined && input.to !== undefined && !isPreset;
  const preset = custom ? "custom" : (input.range ?? DEFAULT_ANALYTICS_RANGE);
  const to = custom && (input.to as string) < today ? (input.to as string) : today;
  let from = custom ? (input.from as string) : dayOf(timeOf(today) - (Number(preset) - 1) * dayMs);
  if (from > to) from = to;
  if ((timeOf(to) - timeOf(from)) / dayMs + 1 > MAX_ANALYTICS_DAYS)
    from = dayOf(timeOf(to) - (MAX_ANALYTICS_DAYS - 1) * dayMs);
  const days = (timeOf(to) - timeOf(from)) / dayMs + 1;
  return {
    from,
    to,
    days,
    preset,
    previous: { from: dayOf(timeOf(from) - days * dayMs), to: dayOf(timeOf(from) - dayMs) },
    query: custom ? `range=custom&from=${from}&to=${to}` : `range=${preset}`,
  };
}
