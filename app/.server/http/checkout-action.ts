import { data, redirect } from "react-router";
import type { CheckoutActionData } from "~/components/shop/checkout-form";
import { checkoutForm } from "~/content/checkout";
import { type OrderField, orderInputFromForm, orderSchema } from "~/lib/schemas/orders";
import { placeOrder } from "../services/orders";
import { fieldErrors, HttpError } from "./errors";
import { JSON_BODY_LIMIT } from "./json-body";

const MAX_FORM_BYTES = Number.parseInt(JSON_BODY_LIMIT, 10) * 1024;

/**
 * The checkout page's action (a plain form post, or the fetcher with JavaScript): the same
 * schema and service as POST /api/orders. Bad input answers 400 with field messages and the
 * values to refill; success redirects to the confirmation (or the provider's payment page).
 */
export async function handleCheckoutPost(
  request: Request,
  templateId: string | undefined,
  clientIp: string | undefined,
) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) {
    return data<CheckoutActionData>({ message: checkoutForm.tooLarge }, { status: 413 });
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return data<CheckoutActionData>({ message: checkoutForm.unsupported }, { status: 415 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CheckoutActionData>({ message: checkoutForm.unsupported }, { status: 400 });
  }

  const raw = { ...orderInputFromForm(form), templateId };
  const values: Partial<Record<OrderField, string>> = {
    name: raw.name,
    email: raw.email,
    company: raw.company,
    phone: raw.phone,
    notes: raw.notes,
    consent: raw.consent ? "on" : undefined,
  };
  const parsed = orderSchema.safeParse(raw);
  if (!parsed.success) {
    return data<CheckoutActionData>(
      { message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }

  try {
    const placed = await placeOrder(parsed.data, {
      ip: clientIp,
      page: new URL(request.url).pathname,
      referrer: request.headers.get("referer") ?? undefined,
    });
    return redirect(placed.nextUrl);
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      return data<CheckoutActionData>(
        { message: error.message, values },
        { status: error.status, headers: error.headers },
      );
    }
    throw error;
  }
}
