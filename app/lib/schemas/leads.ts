import { z } from "zod";

/**
 * Lead forms (spec 5), shared by the browser forms, the page actions (no-JS posts) and
 * the JSON API. Required fields are trimmed; every field has a maximum length.
 */
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(254, "Please keep this under 254 characters")
    .pipe(z.email("Please enter a valid email address"));

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

/** Optional attribution a browser adds to any lead (page, referrer, UTM of the landing page). */
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
  message: required("Please provide some details", 5000),
});

/** Quick message (page and widget). */
export const quickMessageSchema = z.object({
  name: required("Name is required", 120),
  email: email("Email is required"),
  message: required("Message is required", 5000),
});

/**
 * POST /api/contact body (spec 7): fullName, email, phone, service, message, and company
 * from the contact form. The hero form sends a generated message.
 */
export const contactApiSchema = z.object({
  fullName: required("Name is required", 120),
  email: email("Email is required"),
  phone: required("Phone number is required", 40),
  service: required("Please select a service", 40),
  message: required("Please provide some details", 5000),
  company: z.string().trim().max(160, "Please keep this under 160 characters").optional(),
});

export type HeroForm = z.infer<typeof heroFormSchema>;
export type ContactForm = z.infer<typeof contactFormSchema>;
export type QuickMessage = z.infer<typeof quickMessageSchema>;
export type ContactApiBody = z.infer<typeof contactApiSchema>;
