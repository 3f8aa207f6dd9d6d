import { type Request, Router } from "express";
import { attributionSchema, contactApiSchema, leadMetaSchema, quickMessageSchema } from "~/lib/schemas/leads";
import { issueFormToken } from "../../services/form-token";
import { type SubmissionContext, submitLead, validateLead } from "../../services/leads";
import { handle } from "../errors";
import { route } from "../methods";

/** POST /api/contact (hero and contact forms), POST /api/quick-contact (spec 7), GET /api/form-token. */
export const router = Router();

export const CONTACT_SUCCESS_MESSAGE =
  "Thanks! We've received your request and will get back to you within one business day.";
export const QUICK_CONTACT_SUCCESS_MESSAGE =
  "Thanks! Your message has been sent. We'll get back to you soon!";

function submissionContext(req: Request): SubmissionContext {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const attribution = attributionSchema.safeParse(body);
  const meta = leadMetaSchema.safeParse(body);
  return {
    ip: req.ip,
    userAgent: req.get("user-agent"),
    attribution: attribution.success ? attribution.data : undefined,
    cookieHeader: req.get("cookie"),
    refererHeader: req.get("referer"),
    meta: meta.success ? meta.data : undefined,
  };
}

/**
 * GET /api/form-token: a signed issue time for a lead form rendered in the browser (the pages'
 * own HTML carries one). Never cached: its time is the moment it was asked for.
 */
route(router, "/form-token", {
  get: handle(async (_req, res) => {
    res.set("Cache-Control", "no-store").json({ token: await issueFormToken() });
  }),
});

route(router, "/contact", {
  post: handle(async (req, res) => {
    const body = validateLead(contactApiSchema, req.body);
    // Our own forms say which one they are; other clients are told apart by the company field.
    const kind = body.form ?? (body.company ? "contact" : "free-plan");
    await submitLead(
      {
        kind,
        name: body.fullName,
        email: body.email,
        phone: body.phone,
        company: body.company,
        service: body.service,
        message: body.message,
      },
      submissionContext(req),
    );
    res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
  }),
});

route(router, "/quick-contact", {
  post: handle(async (req, res) => {
    const body = validateLead(quickMessageSchema, req.body);
    await submitLead(
      { kind: "quick-message", name: body.name, email: body.email, message: body.message },
      submissionContext(req),
    );
    res.status(201).json({ message: QUICK_CONTACT_SUCCESS_MESSAGE });
  }),
});
