import { data, type RouterContextProvider, redirect } from "react-router";
import { checkoutForm } from "~/content/checkout";
import { type CheckoutActionData, orderInputFromForm, orderSchema } from "~/lib/schemas/orders";
import { placeOrder } from "../services/orders/orders";
import { parseInput } from "../services/validate";
import { readFormBody, visitOfForm } from "./form-body";
import { answerScriptedPosts } from "./lead-forms";
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
  const { name, email, company, phone, notes, consent } = raw;
  const values = { name, email, company, phone, notes, consent: consent ? "on" : undefined };
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

/** The checkout route's middleware (answerScriptedPosts): its scripted post answered as JSON. */
export function answerScriptedOrders(
  clientIpOf: (context: Readonly<RouterContextProvider>) => string | undefined,
) {
  return answerScriptedPosts(({ request, params, context }) =>
    checkoutPageAction(request, params.templateId, clientIpOf(context)),
  );
}
