import type { ActionFailed } from "~/lib/action-result";
import { z } from "zod/mini";
import { templateIds } from "~/content/prerender";
import { choice, emailAddress, optionalText, requiredLine } from "./fields";

export { orderStatusLabels } from "~/content/cms-labels";

/** The template checkout, for the browser form, the checkout page's action and POST /api/orders. */
export const orderSchema = z.object({
  templateId: choice(templateIds, "Please choose one of our templates"),
  name: requiredLine("Name is required", 120),
  email: emailAddress(),
  company: requiredLine("Business name is required", 160),
  phone: requiredLine("Phone number is required", 40).check(
    z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 7, "Please enter a valid phone number"),
  ),
  notes: optionalText(2000),
  consent: z.literal(true, { error: "Please agree to be contacted about your order" }),
});

export type OrderInput = z.infer<typeof orderSchema>;
export type OrderField = keyof OrderInput;

/** What the checkout page's action answers when it does not redirect. */
export type CheckoutActionData = ActionFailed<{ values?: Partial<Record<OrderField, string>> }>;

const textFields = ["templateId", "name", "email", "company", "phone", "notes"] as const;

/** A posted HTML form as the schema's input: the checkbox sends "on" when ticked. */
export function orderInputFromForm(form: FormData) {
  const texts = textFields
    .map((key) => [key, form.get(key)])
    .filter(([, value]) => typeof value === "string");
  return {
    ...(Object.fromEntries(texts) as Partial<Record<(typeof textFields)[number], string>>),
    consent: form.get("consent") === "on" || form.get("consent") === "true",
  };
}

/** The payment states staff set on an order (the inbox's order panel); the others are the site's own. */
export const staffOrderStatuses = ["invoiced", "paid", "refunded", "cancelled"] as const;
export type StaffOrderStatus = (typeof staffOrderStatuses)[number];

export const orderStatusChangeSchema = z.object({
  id: z.string(),
  orderStatus: z.enum(staffOrderStatuses, { error: "Choose invoiced, paid, refunded or cancelled" }),
});
