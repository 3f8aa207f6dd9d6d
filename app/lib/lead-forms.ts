import type { ActionResult } from "./action-result";
import type { z } from "zod/mini";
import {
  contactFormSchema,
  customQuoteSchema,
  freePlanMessage,
  heroFormSchema,
  quickMessageSchema,
} from "~/lib/schemas/leads";

export type LeadFormName = "free-plan" | "contact" | "quick-message" | "custom-quote";

/**
 * Every lead form, for the browser form, its page action and the API: its schema, the fields a person
 * fills in (screen order, the stored lead's names), and the `details` a lead has no column for.
 */
export const leadForms = {
  "free-plan": {
    schema: heroFormSchema,
    fields: ["name", "email", "phone", "service"],
    details: [],
  },
  contact: {
    schema: contactFormSchema,
    fields: ["name", "company", "email", "phone", "service", "message"],
    details: [],
  },
  "quick-message": {
    schema: quickMessageSchema,
    fields: ["name", "email", "message"],
    details: [],
  },
  "custom-quote": {
    schema: customQuoteSchema,
    fields: ["name", "email", "phone", "company", "website", "budget", "timeline", "message"],
    details: ["website", "budget", "timeline"],
  },
} as const satisfies Record<
  LeadFormName,
  { schema: z.ZodMiniObject; fields: readonly string[]; details: readonly string[] }
>;

/** One field of a lead form as shown (app/content/forms.ts lists each form's, in screen order). */
export type LeadField = {
  /** The name it posts under, one of its form's `fields`. */
  name: string;
  label: string;
  /** An <input> unless named. */
  control?: "select" | "textarea";
  type?: "email" | "tel";
  inputMode?: "url";
  autoComplete?: string;
  /** For a select, its first option: disabled, chosen while nothing else is. */
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  options?: readonly { value: string; label: string }[];
  /** Not required: its label says "(optional)" where the form marks its fields. */
  optional?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  autoFocus?: boolean;
};

/** What a person typed, as the schema takes it: the hero form's message is generated (spec 7). */
export function leadFormInput(name: LeadFormName, fields: Record<string, string | undefined>) {
  if (name === "free-plan") return { ...fields, message: freePlanMessage(fields.service ?? "") };
  return fields;
}

/**
 * What a lead form's page action answers (ADR 0030): the form, a fresh signed issue time (ADR 0012)
 * and, after a refusal, what was posted, so the form keeps the visitor's input.
 */
export type LeadFormResult = ActionResult<
  { form: LeadFormName; formToken: string },
  {
    form: LeadFormName;
    formToken: string;
    values?: Record<string, string>;
    /** The visit the refused post belonged to (encoded), for the re-rendered form to send again. */
    visit?: string;
    /** A scripted post that never reached the server (the browser's client action says so). */
    unreachable?: true;
  }
>;
