import { z } from "zod";
import { templateIds } from "~/content/prerender";
import { CONTROL_CHARACTER_MESSAGE, hasNoStrayControls } from "./plain-text";
import { toSingleLine } from "./single-line";

/**
 * The template checkout (issue 4): one schema for the browser form, the checkout page's
 * action (no-JS posts) and POST /api/orders.
 */
// Every field but the notes is single-line: line breaks and control characters become a space.
const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .overwrite(toSingleLine)
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

export const orderSchema = z.object({
  templateId: z.enum(templateIds, { error: "Please choose one of our templates" }),
  name: required("Name is required", 120),
  email: z
    .string({ error: "Email is required" })
    .overwrite(toSingleLine)
    .trim()
    .min(1, "Email is required")
    .max(254, "Please keep this under 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  company: required("Business name is required", 160),
  phone: required("Phone number is required", 40).refine(
    (value) => (value.match(/\d/g)?.length ?? 0) >= 7,
    "Please enter a valid phone number",
  ),
  notes: z
    .string()
    .trim()
    .max(2000, "Please keep this under 2000 characters")
    .refine(hasNoStrayControls, CONTROL_CHARACTER_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined)),
  consent: z.literal(true, { error: "Please agree to be contacted about your order" }),
});

export type OrderInput = z.infer<typeof orderSchema>;
export type OrderField = keyof OrderInput;

/** A posted HTML form as the schema's input: the checkbox sends "on" when ticked. */
export function orderInputFromForm(form: FormData) {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return {
    templateId: text("templateId"),
    name: text("name"),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    notes: text("notes"),
    consent: form.get("consent") === "on" || form.get("consent") === "true",
  };
}
