import { data, type MiddlewareFunction } from "react-router";
import { requestValues } from "~/lib/request-context";
import { leadSuccessTexts, unknownFormText } from "~/content/forms";
import { encodeVisit } from "~/lib/attribution";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/form-token";
import { type LeadFormName, type LeadFormResult, leadFormInput, leadForms } from "~/lib/lead-forms";
import { leadMetaSchema } from "~/lib/schemas/lead-meta";
import { issueFormToken, verifyFormToken } from "../services/leads/form-token";
import { submitLeadForm } from "../services/leads/lead-intake";
import type { SubmissionContext } from "../services/leads/leads";
import type { GuardArgs as ActionArgs } from "../http/guards";
import { settle } from "./page-action";
import { readFormBody, textField, visitOfForm } from "./form-body";

/** Page actions of the lead forms (posts without JavaScript, scripted posts via answerScriptedPosts). */

type Answer = { form: LeadFormName } & (
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
      visit?: string;
    }
);

/**
 * The token of the re-rendered form: a new one after a lead; after a refusal the one posted, still
 * unused, so the time already spent on the form still counts.
 */
async function answer(result: Answer, status = 200, headers?: Record<string, string>, posted?: string) {
  const formToken = posted && (await verifyFormToken(posted)) !== null ? posted : await issueFormToken();
  const body: LeadFormResult = result.ok
    ? { ...result, formToken }
    : { ...result, fieldErrors: result.fieldErrors ?? {}, formToken };
  return data<LeadFormResult>(body, { status, headers });
}

function postedValues(form: FormData, name: LeadFormName): Record<string, string> {
  const posted = leadForms[name].fields.filter((field) => form.has(field));
  return Object.fromEntries(posted.map((field) => [field, textField(form, field).slice(0, 5000)]));
}

/** Reads the post, picks the form it names, and submits it; every refusal re-renders the form the same way. */
async function leadPageAction(
  fallback: LeadFormName,
  { request, context }: ActionArgs,
  pick: (form: FormData) => LeadFormName | undefined = () => fallback,
) {
  const read = await settle(() => readFormBody(request));
  if (!read.ok) {
    const { refusal } = read;
    return answer({ form: fallback, ok: false, message: refusal.message }, refusal.status, refusal.headers);
  }
  const form = read.value;
  const name = pick(form);
  const posted = textField(form, FORM_TOKEN_FIELD) || undefined;
  if (!name) return answer({ form: fallback, ok: false, message: unknownFormText }, 400, undefined, posted);
  const values = postedValues(form, name);
  const visit = visitOfForm(form, request);
  const submission: SubmissionContext = {
    ip: requestValues(context).clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    visit,
    refererHeader: request.headers.get("referer"),
    meta: leadMetaSchema.parse({
      homepage: textField(form, HONEYPOT_FIELD) || undefined,
      formToken: posted,
      fillMs: textField(form, "fillMs") || undefined,
    }),
  };
  const sent = await settle(() => submitLeadForm(name, leadFormInput(name, values), submission));
  if (!sent.ok) {
    const { message, errors, status, headers } = sent.refusal;
    return answer(
      { form: name, ok: false, message, fieldErrors: errors, values, visit: visit && encodeVisit(visit) },
      status,
      headers,
      posted,
    );
  }
  return answer({ form: name, ok: true, message: leadSuccessTexts[name] });
}

/** /contact: the hero form (intent "free-plan") and the contact form (intent "contact"). */
export function contactPageAction(args: ActionArgs) {
  return leadPageAction("contact", args, (form) => {
    const intent = form.get("intent");
    return intent === "free-plan" || intent === "contact" ? intent : undefined;
  });
}

export function quickMessagePageAction(args: ActionArgs) {
  return leadPageAction("quick-message", args);
}

export function customQuotePageAction(args: ActionArgs) {
  return leadPageAction("custom-quote", args);
}

type MiddlewareArgs = Parameters<MiddlewareFunction<Response>>[0];

/**
 * A form page's route middleware: a scripted post (fetch asking for `application/json`, ADR 0058,
 * not a document's post) gets the page action's answer as JSON, with its status and headers, so the
 * form needs no router to read it; a redirect becomes `{ ok: true, location }`. Anything else goes on to the page.
 */
export function answerScriptedPosts(
  action: (args: MiddlewareArgs) => Promise<Response | { data: unknown; init: ResponseInit | null }>,
) {
  const middleware: MiddlewareFunction<Response> = async (args, next) => {
    const accept = args.request.headers.get("accept") ?? "";
    const scripted = accept.includes("application/json") && !accept.includes("text/html");
    if (args.request.method !== "POST" || !scripted) return next();
    const answered = await action(args);
    if (answered instanceof Response)
      return Response.json({ ok: true, location: answered.headers.get("location") ?? "/" });
    return Response.json(answered.data, answered.init ?? undefined);
  };
  return middleware;
}
