import { data } from "react-router";
import { requestValues } from "~/lib/request-context";
import { unknownNewsletterRequest } from "~/content/newsletter";
import type { ActionResult } from "~/lib/action-result";
import { newsletterSchema, newsletterSources, newsletterTexts } from "~/lib/schemas/blog";
import type { GuardArgs } from "../http/guards";
import { subscribe } from "../services/newsletter/newsletter";
import { ValidationError } from "../services/errors";
import { parseInput } from "../services/validate";
import { readFormBody, textField, visitOfForm } from "./form-body";
import { pageAction, settle } from "./page-action";

/** The newsletter box's answer: the address to refill after a refusal. */
type NewsletterActionData = ActionResult<object, { email?: string }>;

/** The newsletter forms' page action: the same schema, service and texts as POST /api/blog/newsletter. */
export async function newsletterFormAction(form: FormData, clientIp: string, request?: Request) {
  const email = textField(form, "email");
  const source = newsletterSources.find((value) => value === form.get("source"));
  const visit = visitOfForm(form, request);
  const subscribed = await settle(async () => {
    const input = parseInput(newsletterSchema, { email });
    return subscribe({ ...input, source, visit, userAgent: request?.headers.get("user-agent") }, clientIp);
  });
  if (!subscribed.ok) {
    const { status, message, errors, headers } = subscribed.refusal;
    return data<NewsletterActionData>(
      { ok: false, message, fieldErrors: errors ?? {}, email },
      { status, headers },
    );
  }
  return data<NewsletterActionData>({ ok: true, message: newsletterTexts.success });
}

/** A page with a newsletter form (the blog listing, an article): its action takes intent "newsletter". */
export async function newsletterPageAction({ request, context }: GuardArgs) {
  return pageAction(async () => {
    const form = await readFormBody(request);
    if (form.get("intent") !== "newsletter") throw new ValidationError(unknownNewsletterRequest);
    return newsletterFormAction(form, requestValues(context).clientIp, request);
  });
}
