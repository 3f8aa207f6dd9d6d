import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { checkoutForm } from "~/content/checkout";
import {
  type CheckoutActionData,
  type OrderField,
  orderInputFromForm,
  orderSchema,
} from "~/lib/schemas/orders";
import { placeOrder } from "../services/orders/orders";
import { parseInput } from "../services/validate";
import { readFormBody, visitOfForm } from "./form-body";
import { isScriptedPost } from "./lead-forms";
import { settle } from "./page-action";

/** The checkout's own words for a refused body (it may be opened inside the purchase dialog). */
const bodyRefusals: Record<number, string> = { 413: checkoutForm.tooLarge, 415: checkoutForm.unsupported };

/**
 * The checkout page's action: the same schema and service as POST /api/orders. Bad input answers
 * 400 with field messages and the values to refill; success redirects to the confirmation.
 */
export async function checkoutPageAction(
  request: Request,
  templateId: string | undefined,
  clientIp: string | undefined,
) {
  const read = await settle(() => readFormBody(request, { multipart: true }));
  if (!read.ok) {
    const { status, headers } = read.refusal;
    const message = bodyRefusals[status] ?? checkoutForm.unsupported;
    return data<CheckoutActionData>({ ok: false, message, fieldErrors: {} }, { status, headers });
  }
  const raw = { ...orderInputFromForm(read.value), templateId };
  const values: Partial<Record<OrderField, string>> = {
    name: raw.name,
    email: raw.email,
    company: raw.company,
    phone: raw.phone,
    notes: raw.notes,
    consent: raw.consent ? "on" : undefined,
  };
  const visit = visitOfForm(read.value, request);
  const placed = await settle(() =>
    placeOrder(parseInput(orderSchema, raw), {
      ip: clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      page: new URL(request.url).pathname,
      landing: visit?.landing,
      referrer: visit?.referrer ?? request.headers.get("referer") ?? undefined,
      utm: visit?.utm,
    }),
  );
  if (!placed.ok) {
    const { status, headers, message, errors } = placed.refusal;
    return data<CheckoutActionData>(
      { ok: false, message, fieldErrors: errors ?? {}, values },
      { status, headers },
    );
  }
  // A browser carries the post's fragment (#order-form, where a refusal lands) over to a redirect
  // without one: our own confirmation names its start instead, so it opens at the top.
  const next = placed.value.nextUrl;
  return redirect(next.startsWith("/") && !next.includes("#") ? `${next}#main` : next);
}

/**
 * The checkout route's middleware: a scripted post gets the action's answer as JSON, a refusal
 * with its status or `{ ok: true, location }` where a post without script is redirected.
 */
export function answerScriptedOrders(
  clientIpOf: (context: Readonly<RouterContextProvider>) => string | undefined,
) {
  const middleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
    if (!isScriptedPost(request)) return next();
    const answered = await checkoutPageAction(request, params.templateId, clientIpOf(context));
    if (answered instanceof Response)
      return Response.json({ ok: true, location: answered.headers.get("location") ?? "/" });
    return Response.json(answered.data, answered.init ?? undefined);
  };
  return middleware;
}
