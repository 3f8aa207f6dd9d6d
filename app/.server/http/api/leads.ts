import { clientKey } from "../../client-key";
import { type Request, Router } from "express";
import { leadApiTexts } from "~/content/forms";
import { visitOfPost } from "~/lib/attribution";
import type { LeadFormName } from "~/lib/lead-forms";
import { attributionSchema, leadMetaSchema } from "~/lib/schemas/lead-meta";
import { ValidationError } from "../../services/errors";
import { issueFormToken, issueFormTokenFor } from "../../services/leads/form-token";
import { submitLeadForm } from "../../services/leads/lead-intake";
import { hashIp, type SubmissionContext } from "../../services/leads/leads";
import { consumeRateLimit } from "../../services/rate-limit";
import { route } from "../methods";

/** POST /api/contact (hero and contact forms), POST /api/quick-contact (spec 7), GET /api/form-token. */
export const router = Router();

function submissionContext(req: Request): SubmissionContext {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const attribution = attributionSchema.safeParse(body);
  const meta = leadMetaSchema.safeParse(body);
  return {
    ip: clientKey(req.ip),
    userAgent: req.get("user-agent"),
    attribution: attribution.success ? attribution.data : undefined,
    // The body's landing, referrer and UTM (the browser's stored visit) win; the Referer fills in.
    visit: visitOfPost({ referer: req.get("referer") }),
    refererHeader: req.get("referer"),
    meta: meta.success ? meta.data : undefined,
  };
}

/**
 * A lead form's JSON body, checked with the form's schema and stored. Spec 7 calls the contact
 * forms' `name` field `fullName`: the body is read, and its field messages answered, in its names.
 */
async function submitApiBody(name: LeadFormName, req: Request) {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
  if (name === "quick-message") return submitLeadForm(name, body, submissionContext(req));
  const { name: _name, fullName, ...rest } = body;
  try {
    await submitLeadForm(name, { ...rest, name: fullName }, submissionContext(req));
  } catch (error) {
    if (!(error instanceof ValidationError && error.fields)) throw error;
    const { name: nameError, ...others } = error.fields;
    throw new ValidationError(error.message, { ...others, ...(nameError ? { fullName: nameError } : {}) });
  }
}

/** Per client: a browser needs a few tokens in ten minutes; a bot harvesting them is refused. */
export const FORM_TOKEN_RATE_LIMIT = { name: "form-token", points: 30, durationSeconds: 600 } as const;

/** GET /api/form-token[?page=<the page's own token>]: a signed issue time for a form rendered in the browser. */
route(router, "/form-token", {
  get: async (req, res) => {
    // On the client key, so the addresses of one IPv6 /64 share one budget.
    await consumeRateLimit(FORM_TOKEN_RATE_LIMIT, await hashIp(clientKey(req.ip)));
    const page = typeof req.query.page === "string" ? req.query.page.slice(0, 200) : undefined;
    res.set("Cache-Control", "no-store").json({ token: await issueFormTokenFor(page) });
  },
});

/** A lead's success answer also carries a new token: the sent one is used up. */
async function sentAnswer(message: string) {
  return { message, formToken: await issueFormToken() };
}

route(router, "/contact", {
  post: async (req, res) => {
    const body = (req.body ?? {}) as { form?: unknown; company?: unknown };
    // Our own forms say which one they are; other clients are told apart by the company field.
    const name: LeadFormName =
      body.form === "free-plan" || body.form === "contact"
        ? body.form
        : body.company
          ? "contact"
          : "free-plan";
    await submitApiBody(name, req);
    res.status(201).json(await sentAnswer(leadApiTexts.contact));
  },
});

route(router, "/quick-contact", {
  post: async (req, res) => {
    await submitApiBody("quick-message", req);
    res.status(201).json(await sentAnswer(leadApiTexts.quickContact));
  },
});
