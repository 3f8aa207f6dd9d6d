import { z } from "zod/mini";
import { phoneDigits } from "../business-hours";
import { emailAddress, optionalLine, requiredLine, tooLongMessage } from "./fields";

export { type HourGroupKey, hourGroups } from "../business-hours";
export { socialNetworks } from "~/content/cms-labels";

/** The business details and time zone staff edit (ADR 0028): one schema for the form, action and service. */

/** Review platforms whose profile address staff may set (app/content/review-platforms.ts). */
export const reviewLinkKeys = ["google", "facebook", "yelp", "clutch"] as const;

const TIME_MESSAGE = "Use a time such as 09:00";
const time = z.string().check(z.trim(), z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE));

/** Open and close times of one row; both blank means closed. */
const hoursRow = z.object({ opens: time, closes: time }).check(
  z.refine((row) => (row.opens === "") === (row.closes === ""), {
    message: "Give both times, or leave both blank for closed",
    path: ["closes"],
  }),
  z.refine((row) => row.opens === "" || row.opens < row.closes, {
    message: "Closing must be after opening",
    path: ["closes"],
  }),
);

/** An optional https address of a profile page; blank becomes undefined. */
const profileUrl = z.pipe(
  optionalLine(500),
  z.optional(
    z.string().check(z.regex(/^https:\/\/[^\s/]+\.[^\s/]+/i, "Enter an address starting with https://")),
  ),
);

const PHONE_MESSAGE = "Enter a phone number with 10 digits, such as (713) 555-0142";

export const businessDetailsSchema = z.object({
  name: requiredLine("Enter the business name", 80),
  phone: requiredLine(PHONE_MESSAGE, 30).check(
    z.refine((value) => /^[\d\s().+-]+$/.test(value) && phoneDigits(value).length >= 10, PHONE_MESSAGE),
  ),
  email: emailAddress("Enter the public e-mail address"),
  address: z.object({
    street: requiredLine("Enter the street address", 120),
    city: requiredLine("Enter the city", 80),
    region: requiredLine("Enter the state", 40),
    postalCode: requiredLine("Enter the ZIP code", 12),
    country: z._default(
      z.optional(z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, "Use a two-letter country code"))),
      "US",
    ),
  }),
  hours: z.object({ weekdays: hoursRow, saturday: hoursRow, sunday: hoursRow }),
  reviewLinks: z.object({
    google: profileUrl,
    facebook: profileUrl,
    yelp: profileUrl,
    clutch: profileUrl,
  }),
  social: z.object({ facebook: profileUrl, linkedin: profileUrl, instagram: profileUrl }),
});
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/** Whether the runtime knows the IANA zone (the server and every current browser agree on these). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.object({
  timeZone: z
    .string({ error: "Choose a time zone" })
    .check(
      z.trim(),
      z.maxLength(64, tooLongMessage(64)),
      z.refine(isTimeZone, "Choose a time zone from the list"),
    ),
});

/** A form's fields as the nested object the schemas read (`address.city`); the last value of a name wins. */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

export function nestFormFields(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    if (path.some((key) => forbiddenKeys.has(key))) continue;
    let node = root;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return root;
}
