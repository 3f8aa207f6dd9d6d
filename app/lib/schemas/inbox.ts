import { z } from "zod/mini";
import { searchOf, sentenceLabels } from "../utils";

export { reviewReasonLabels } from "~/content/cms-labels";

export const inboxLeadKinds = ["free-plan", "contact", "quick-message", "custom-quote"] as const;
export const inboxKinds = [...inboxLeadKinds, "order"] as const;
/** The pipeline a lead moves along: new → contacted → qualified → won or lost. */
export const inboxStatusValues = ["new", "contacted", "qualified", "won", "lost"] as const;
export type InboxStatusValue = (typeof inboxStatusValues)[number];

export const inboxKindLabels = sentenceLabels(inboxKinds);
export const inboxStatusLabels = sentenceLabels(inboxStatusValues);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.union([z.enum(values), z.literal(""), z.literal("all")])),
    z.transform((value) => (value === "" || value === "all" ? undefined : value)),
  );

/** Optional trimmed text, "" when left out. */
const trimmedText = (...checks: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) =>
  z._default(z.optional(z.string().check(z.trim(), ...checks)), "");

/** The inbox filter, as carried in the dashboard's URL and the API's query string. */
export const inboxFilterSchema = z.object({
  kind: optionalEnum(inboxKinds),
  status: optionalEnum(inboxStatusValues),
  q: trimmedText(z.maxLength(200, "Search text is too long")),
  /** "mine": the leads assigned to whoever looks; "due": theirs with a follow-up due by the end of today. */
  view: z._default(z.optional(z.enum(["inbox", "spam", "mine", "due"])), "inbox"),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const inboxStatusChangeSchema = z.object({
  status: z.enum(inboxStatusValues, { message: "Choose new, contacted, qualified, won or lost" }),
  note: trimmedText(z.maxLength(1000, "The note must be 1000 characters or fewer")),
});

/** Give a lead to a colleague; an empty value takes it back from whoever had it. */
export const leadAssignSchema = z.object({
  assigneeId: z._default(
    z.optional(z.string().check(z.regex(/^$|^[0-9a-f-]{36}$/i, "Choose a colleague"))),
    "",
  ),
});

export const leadNoteSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Write the note first"),
      z.maxLength(2000, "The note must be 2000 characters or fewer"),
    ),
});

/** The next follow-up as a datetime-local value in the site's wall clock; empty clears it. */
export const leadFollowUpSchema = z.object({
  followUpAt: trimmedText(
    z.regex(/^$|^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Enter a date and time, such as 2026-12-01 09:30"),
  ),
});

export const subscriberFilterSchema = z.object({
  status: optionalEnum(["pending", "confirmed", "unsubscribed", "bounced"] as const),
  q: trimmedText(z.maxLength(200)),
});

/** The follow-up mail's hour until an Administrator sets one: 8 a.m. in the site's zone. */
export const DEFAULT_FOLLOW_UP_HOUR = 8;

/** Staff notification settings (Settings tab). */
export const notificationSettingsSchema = z.object({
  notificationEmail: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Enter the address that receives new leads"),
        z.maxLength(254, "The address is too long"),
      ),
    z.email({ message: "Enter a valid e-mail address" }),
  ),
  notifyKinds: z.array(z.enum(inboxLeadKinds)).check(z.maxLength(inboxLeadKinds.length)),
  /** The hour (0-23, the site's zone) at which each assignee is mailed their due and overdue leads. */
  followUpHour: z._default(
    z.optional(
      z.pipe(
        z.union([z.number(), z.string().check(z.regex(/^\d{1,2}$/, "Choose an hour"))]),
        z.pipe(z.transform(Number), z.number().check(z.int(), z.gte(0), z.lte(23, "Choose an hour"))),
      ),
    ),
    DEFAULT_FOLLOW_UP_HOUR,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

type InboxQueryValues = Partial<Record<"kind" | "status" | "q" | "view", string>>;

/** Query string of a filter, without empty values (for URLs and exports). */
export function inboxQuery({ kind, status, q, view }: InboxQueryValues) {
  return searchOf({ view: view !== "inbox" && view, kind, status, q }).slice(1);
}
