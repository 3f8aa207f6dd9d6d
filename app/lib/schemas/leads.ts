import { z } from "zod";
import { utmKeys } from "~/lib/utm";
import { CONTROL_CHARACTER_MESSAGE, hasNoStrayControls } from "./plain-text";
import { toSingleLine } from "./single-line";

/**
 * Lead forms (spec 5), shared by the browser forms, the page actions (no-JS posts) and
 * the JSON API. Required fields are trimmed; every field has a maximum length. Fields other
 * than the message are single-line: line breaks and control characters become a space.
 */
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`)
    .refine(hasNoStrayControls, CONTROL_CHARACTER_MESSAGE);

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .overwrite(toSingleLine)
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .overwrite(toSingleLine)
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(254, "Please keep this under 254 characters")
    .pipe(z.email(INVALID_EMAIL_MESSAGE));

export const heroServiceOptions = [
  { value: "website", label: "Website Design" },
  { value: "seo", label: "SEO Content" },
  { value: "full", label: "Full Marketing" },
] as const;

export const contactServiceOptions = [
  { value: "website", label: "New Website" },
  { value: "redesign", label: "Website Redesign" },
  { value: "seo", label: "SEO Content" },
  { value: "local", label: "Local Marketing" },
  { value: "all", label: "Full Marketing Package" },
] as const;

/** Every service value a lead may name (hero and contact options together). */
export const leadServiceValues = ["website", "redesign", "seo", "local", "all", "full"] as const;

export function serviceLabel(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const hero = heroServiceOptions.find((option) => option.value === value);
  if (hero) return hero.label;
  return contactServiceOptions.find((option) => option.value === value)?.label ?? value;
}

/** The message the hero form sends (spec 7): a free marketing plan was requested, for this service. */
export function freePlanMessage(service: string): string {
  return `Free marketing plan requested. Service of interest: ${serviceLabel(service)}.`;
}

/** Optional attribution a browser adds to any lead (page, referrer, UTM of the landing page). */
export { utmKeys };
export const attributionSchema = z
  .object({
    page: z.string().max(500).optional(),
    referrer: z.string().max(1000).optional(),
    utm: z
      .object({
        source: z.string().max(200).optional(),
        medium: z.string().max(200).optional(),
        campaign: z.string().max(200).optional(),
        term: z.string().max(200).optional(),
        content: z.string().max(200).optional(),
      })
      .partial()
      .optional(),
  })
  .partial();
export type AttributionInput = z.infer<typeof attributionSchema>;

/**
 * Anti-spam fields every lead form carries. `homepage` is a honeypot that people never see;
 * `formToken` the server-signed time the form was issued (see ADR 0012); `fillMs` how long the
 * browser says the form was open (it can only make the check stricter).
 */
export const leadMetaSchema = z.object({
  homepage: z.string().max(2000).optional().catch(undefined),
  formToken: z.string().max(200).optional().catch(undefined),
  fillMs: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type LeadMeta = z.infer<typeof leadMetaSchema>;

/** Hero free-plan form (the fields a person fills in). */
export const heroFormSchema = z.object({
  name: required("Name is required", 120),
  email: email("Email is required"),
  phone: required("Phone number is required", 40),
  service: z.enum(["website", "seo", "full"], { error: "Please select a service" }),
});

/** Contact form, with the spec's exact messages. */
export const contactFormSchema = z.object({
  name: required("Name is required", 120),
  business: required("Business name is required", 160),
  email: email("Email is required"),
  phone: required("Phone number is required", 40),
  service: z.enum(["website", "redesign", "seo", "local", "all"], { error: "Please select a service" }),
  message: requiredText("Please provide some details", 5000),
});

/** Quick message (page and widget); also the POST /api/quick-contact body. */
export const quickMessageSchema = z.object({
  name: required("Name is required", 120),
  email: email("Email is required"),
  message: requiredText("Message is required", 5000),
});

/**
 * POST /api/contact body (spec 7): fullName, email, phone, service, message, and company
 * from the contact form. The hero form sends a generated message. Our own forms add
 * `form` so the lead's kind does not have to be guessed.
 */
export const contactApiSchema = z.object({
  fullName: required("Name is required", 120),
  email: email("Email is required"),
  phone: required("Phone number is required", 40),
  service: z.enum(leadServiceValues, { error: "Please select a service" }),
  message: requiredText("Please provide some details", 5000),
  company: optionalText(160),
  form: z.enum(["free-plan", "contact"]).optional().catch(undefined),
});

export const budgetOptions = [
  { value: "under-3k", label: "Under $3,000" },
  { value: "3k-6k", label: "$3,000 - $6,000" },
  { value: "6k-10k", label: "$6,000 - $10,000" },
  { value: "10k-plus", label: "$10,000+" },
  { value: "unsure", label: "Not sure yet" },
] as const;

export const timelineOptions = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-month", label: "Within a month" },
  { value: "1-3-months", label: "In 1-3 months" },
  { value: "exploring", label: "Just exploring" },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

/** Custom-design request (/custom-quote), stored as a lead of kind 'custom-quote'. */
export const customQuoteSchema = z.object({
  name: required("Name is required", 120),
  email: email("Email is required"),
  phone: optionalText(40),
  business: required("Business name is required", 160),
  website: optionalText(300),
  budget: z.enum(values(budgetOptions), { error: "Please choose a budget range" }),
  timeline: z.enum(values(timelineOptions), { error: "Please choose a timeline" }),
  details: requiredText("Please tell us about the website you need", 5000),
});

export type HeroForm = z.infer<typeof heroFormSchema>;
export type ContactForm = z.infer<typeof contactFormSchema>;
export type QuickMessage = z.infer<typeof quickMessageSchema>;
export type ContactApiBody = z.infer<typeof contactApiSchema>;
export type CustomQuote = z.infer<typeof customQuoteSchema>;

/** First message per field: `{ email: "Email is required" }` (usable in the browser and on the server). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The text a 400 answer carries: the only problem, or a pointer to the highlighted fields. */
export function summarizeErrors(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  return messages.length === 1 ? messages[0] : "Please check the highlighted fields.";
}
