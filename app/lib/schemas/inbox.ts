import { z } from "zod/mini";

export const inboxLeadKinds = ["free-plan", "contact", "quick-message", "custom-quote"] as const;
export const inboxKinds = [...inboxLeadKinds, "order"] as const;
export type InboxKind = (typeof inboxKinds)[number];
export const inboxStatusValues = ["new", "contacted", "won", "lost"] as const;
export type InboxStatusValue = (typeof inboxStatusValues)[number];

export const inboxKindLabels: Record<InboxKind, string> = {
  "free-plan": "Free plan",
  contact: "Contact",
  "quick-message": "Quick message",
  "custom-quote": "Custom quote",
  order: "Order",
};

export const inboxStatusLabels: Record<InboxStatusValue, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.union([z.enum(values), z.literal(""), z.literal("all")])),
    z.transform((value) => (value === "" || value === "all" ? undefined : value)),
  );

/** The inbox filter, as carried in the dashboard's URL and the API's query string. */
export const inboxFilterSchema = z.object({
  kind: optionalEnum(inboxKinds),
  status: optionalEnum(inboxStatusValues),
  q: z._default(z.optional(z.string().check(z.trim(), z.maxLength(200, "Search text is too long"))), ""),
  view: z._default(z.optional(z.enum(["inbox", "spam"])), "inbox"),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export const inboxStatusChangeSchema = z.object({
  status: z.enum(inboxStatusValues, { message: "Choose new, contacted, won or lost" }),
  note: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(1000, "The note must be 1000 characters or fewer"))),
    "",
  ),
});

export const subscriberFilterSchema = z.object({
  status: optionalEnum(["pending", "confirmed", "unsubscribed", "bounced"] as const),
  q: z._default(z.optional(z.string().check(z.trim(), z.maxLength(200))), ""),
});

export type InboxItem = {
  type: "lead" | "order";
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  message: string | null;
  /** Extra facts: a quote's budget, an order's template and price. */
  details: Record<string, string>;
  receivedAt: string;
  page: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  status: InboxStatusValue;
  statusNote: string | null;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  isSpam: boolean;
  spamReason: string | null;
  /** Spam that only the time trap flagged: maybe a person's, shown apart in the Spam view. */
  possibleLead: boolean;
  /**
   * A lead kept (and mailed) that the site asks staff to look at: only the time check found it
   * odd ("too-fast", "expired-form-token", "reused-form-token"); null for an ordinary one.
   */
  reviewReason: string | null;
};

/** What each review reason tells staff, in the inbox. */
export const reviewReasonLabels: Record<string, string> = {
  "too-fast": "sent within seconds of the page appearing (autofill, or a bot)",
  "expired-form-token": "sent from a page open for more than a week",
  "reused-form-token": "a second lead sent from the same page",
};

export type InboxEvent = {
  id: string;
  status: InboxStatusValue;
  note: string | null;
  changedBy: string;
  changedAt: string;
};

export type Subscriber = {
  id: string;
  email: string;
  /** Given by an imported list; null for sign-ups on the site. */
  name: string | null;
  status: "pending" | "confirmed" | "unsubscribed" | "bounced";
  source: string | null;
  /** How an imported subscriber consented (when: confirmedAt). */
  consent: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

export type InboxStats = {
  last7Days: number;
  last30Days: number;
  orders30Days: number;
  spam30Days: number;
  byPage: { page: string; leads: number; orders: number; won: number }[];
};

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
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Query string of a filter, without empty values (for URLs and exports). */
export function inboxQuery(filter: { kind?: string; status?: string; q?: string; view?: string }): string {
  const params = new URLSearchParams();
  if (filter.view && filter.view !== "inbox") params.set("view", filter.view);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  return params.toString();
}
