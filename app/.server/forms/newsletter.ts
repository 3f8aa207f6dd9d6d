import { data } from "react-router";
import { unknownNewsletterRequest } from "~/content/newsletter";
import { visitFromCookies } from "~/lib/attribution";
import { newsletterSchema, newsletterSources, newsletterTexts } from "~/lib/schemas/blog";
import { subscribe } from "../services/newsletter";
import { parseInput } from "../services/validate";
import { attempt, failureAnswer } from "./action-answer";
import { readFormBody, textField } from "./form-body";

export type NewsletterActionData = { newsletter: { ok: boolean; message: string; email?: string } };

/**
 * The no-JavaScript path of the newsletter forms: a page action that calls the same service
 * as POST /api/blog/newsletter, with the same schema, and answers with the same texts (spec 8).
 */
export async function newsletterFormAction(form: FormData, clientIp: string, cookieHeader?: string | null) {
  const email = textField(form, "email");
  const source = newsletterSources.find((value) => value === form.get("source"));
  const visit = visitFromCookies(cookieHeader);
  const outcome = await attempt(() =>
    subscribe({ ...parseInput(newsletterSchema, { email }), source, visit }, clientIp),
  );
  if (!outcome.ok) {
    return failureAnswer<NewsletterActionData>(outcome.failure, {
      newsletter: { ok: false, message: outcome.failure.message, email },
    });
  }
  return data<NewsletterActionData>({ newsletter: { ok: true, message: newsletterTexts.success } });
}

/** A page with a newsletter form (the blog listing, an article): its action takes intent "newsletter". */
export async function newsletterPageAction({
  request,
  context,
}: {
  request: Request;
  context?: { clientIp?: string };
}) {
  const read = await attempt(() => readFormBody(request));
  if (!read.ok) {
    return failureAnswer<NewsletterActionData>(read.failure, {
      newsletter: { ok: false, message: read.failure.message },
    });
  }
  if (read.value.get("intent") !== "newsletter") {
    return data<NewsletterActionData>(
      { newsletter: { ok: false, message: unknownNewsletterRequest } },
      { status: 400 },
    );
  }
  return newsletterFormAction(read.value, context?.clientIp ?? "", request.headers.get("cookie"));
}
