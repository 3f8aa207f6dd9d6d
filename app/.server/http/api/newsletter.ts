import { clientKey } from "../../client-key";
import { Router } from "express";
import { visitOfPost } from "~/lib/attribution";
import { newsletterSchema, newsletterSources, newsletterTexts } from "~/lib/schemas/blog";
import { subscribe } from "../../services/newsletter/newsletter";
import { parseInput } from "../../services/validate";
import { handle } from "../errors";
import { route } from "../methods";

/**
 * POST /api/blog/newsletter `{ email }` (spec 7): double opt-in. The answer is the same
 * whether the address is new, pending or confirmed. A bad address gets 400 `{ message }`.
 */
export const router = Router();

route(router, "/blog/newsletter", {
  post: handle(async (req, res) => {
    const input = parseInput(newsletterSchema, { email: req.body?.email });
    const source = newsletterSources.find((value) => value === req.body?.source) ?? "api";
    const visit = visitOfPost({
      field: typeof req.body?.visit === "string" ? req.body.visit : undefined,
      referer: req.get("referer"),
    });
    await subscribe({ ...input, source, visit, userAgent: req.get("user-agent") }, clientKey(req.ip));
    res.status(200).json({ ok: true, message: newsletterTexts.success });
  }),
});
