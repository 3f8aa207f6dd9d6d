import { data } from "react-router";
import type { z } from "zod";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import { HONEYPOT_FIELD, type LeadFormName, type LeadFormResult } from "~/lib/lead-forms";
import {
  contactFormSchema,
  customQuoteSchema,
  firstErrors,
  freePlanMessage,
  heroFormSchema,
  leadMetaSchema,
  quickMessageSchema,
  summarizeErrors,
} from "~/lib/schemas/leads";
import { HttpError } from "../http/errors";
import { issueFormToken } from "../services/form-token";
import { type LeadSubmission, type SubmissionContext, submitLead } from "../services/leads";

/**
 * Page actions of the lead forms: the plain HTML posts of visitors without JavaScript
 * (and the custom-quote form with it). They use the forms' shared schemas and the same
 * lead service as the JSON API, and answer with a LeadFormResult the page re-renders.
 */

export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

type ActionArgs = { request: Request; context: { clientIp?: string } };

const successMessages: Record<LeadFormName, string> = {
  "free-plan": "Your request has been submitted. We'll contact you soon with your free marketing plan!",
  contact:
    "Thanks for reaching out! We've received your message and will get back to you within one business day.",
  "quick-message": "Thank you for your message. We will get back to you soon!",
  "custom-quote":
    "Thanks for telling us about your project. A designer will review it and send you a custom quote within one business day.",
};

/** The re-rendered form is issued anew: its time trap starts now. */
async function answer(
  result: Omit<LeadFormResult, "formToken">,
  status = 200,
  headers?: Record<string, string>,
) {
  return data<LeadFormResult>({ ...result, formToken: await issueFormToken() }, { status, headers });
}

/** Reads a urlencoded form body of at most 32 KB; anything else is refused (413/415) before parsing. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new HttpError(415, "Please send the form as application/x-www-form-urlencoded.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > FORM_BODY_LIMIT_BYTES) throw new HttpError(413, "The form is too large.");
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FORM_BODY_LIMIT_BYTES) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, "The form is too large.");
      }
      chunks.push(value);
    }
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function formValues(form: URLSearchParams, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (value !== null) values[field] = value.slice(0, 5000);
  }
  return values;
}

function contextOf(request: Request, ip: string | undefined, form: URLSearchParams): SubmissionContext {
  return {
    ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
    cookieHeader: request.headers.get("cookie"),
    refererHeader: request.headers.get("referer"),
    meta: leadMetaSchema.parse({
      homepage: form.get(HONEYPOT_FIELD) ?? undefined,
      formToken: form.get(FORM_TOKEN_FIELD) || undefined,
      fillMs: form.get("fillMs") || undefined,
    }),
  };
}

type FormSpec<Schema extends z.ZodType> = {
  name: LeadFormName;
  schema: Schema;
  fields: readonly string[];
  toLead(value: z.infer<Schema>): LeadSubmission;
};

async function runForm<Schema extends z.ZodType>(
  spec: FormSpec<Schema>,
  form: URLSearchParams,
  request: Request,
  ip: string | undefined,
) {
  const values = formValues(form, spec.fields);
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) {
    const errors = firstErrors(parsed.error);
    return answer({ form: spec.name, ok: false, message: summarizeErrors(errors), errors, values }, 400);
  }
  try {
    await submitLead(spec.toLead(parsed.data), contextOf(request, ip, form));
  } catch (error) {
    if (error instanceof HttpError) {
      return answer(
        { form: spec.name, ok: false, message: error.message, values },
        error.status,
        error.headers,
      );
    }
    throw error;
  }
  return answer({ form: spec.name, ok: true, message: successMessages[spec.name] });
}

const heroSpec: FormSpec<typeof heroFormSchema> = {
  name: "free-plan",
  schema: heroFormSchema,
  fields: ["name", "email", "phone", "service"],
  toLead: (value) => ({
    kind: "free-plan",
    name: value.name,
    email: value.email,
    phone: value.phone,
    service: value.service,
    message: freePlanMessage(value.service),
  }),
};

const contactSpec: FormSpec<typeof contactFormSchema> = {
  name: "contact",
  schema: contactFormSchema,
  fields: ["name", "business", "email", "phone", "service", "message"],
  toLead: (value) => ({
    kind: "contact",
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.business,
    service: value.service,
    message: value.message,
  }),
};

const quickMessageSpec: FormSpec<typeof quickMessageSchema> = {
  name: "quick-message",
  schema: quickMessageSchema,
  fields: ["name", "email", "message"],
  toLead: (value) => ({
    kind: "quick-message",
    name: value.name,
    email: value.email,
    message: value.message,
  }),
};

const customQuoteSpec: FormSpec<typeof customQuoteSchema> = {
  name: "custom-quote",
  schema: customQuoteSchema,
  fields: ["name", "email", "phone", "business", "website", "budget", "timeline", "details"],
  toLead: (value) => ({
    kind: "custom-quote",
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.business,
    message: value.details,
    details: Object.fromEntries(
      Object.entries({ website: value.website, budget: value.budget, timeline: value.timeline }).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      ),
    ),
  }),
};

async function withForm(
  name: LeadFormName,
  { request }: ActionArgs,
  run: (form: URLSearchParams) => ReturnType<typeof answer>,
) {
  let form: URLSearchParams;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof HttpError)
      return answer({ form: name, ok: false, message: error.message }, error.status);
    throw error;
  }
  return run(form);
}

/** /contact: the hero form (intent "free-plan") and the contact form (intent "contact"). */
export function contactPageAction(args: ActionArgs) {
  return withForm("contact", args, (form) => {
    const intent = form.get("intent");
    if (intent === "free-plan") return runForm(heroSpec, form, args.request, args.context.clientIp);
    if (intent === "contact") return runForm(contactSpec, form, args.request, args.context.clientIp);
    return answer({ form: "contact", ok: false, message: "Unknown form." }, 400);
  });
}

export function quickMessagePageAction(args: ActionArgs) {
  return withForm("quick-message", args, (form) =>
    runForm(quickMessageSpec, form, args.request, args.context.clientIp),
  );
}

export function customQuotePageAction(args: ActionArgs) {
  return withForm("custom-quote", args, (form) =>
    runForm(customQuoteSpec, form, args.request, args.context.clientIp),
  );
}
