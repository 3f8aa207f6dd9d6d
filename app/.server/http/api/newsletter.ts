import { Router } from "express";
import { newsletterSchema, newsletterSources, newsletterTexts } from "~/lib/schemas/blog";
import { subscribe } from "../../services/newsletter";
import { HttpError, handle } from "../errors";
import { route } from "../methods";

/**
 * POST /api/blog/newsletter `{ email }` (spec 7): double opt-in. The answer is the same
 * whether the address is new, pending or confirmed. A bad address gets 400 `{ message }`.
 */
export const router = Router();

route(router, "/blog/newsletter", {
  post: handle(async (req, res) => {
    const parsed = newsletterSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address";
      throw new HttpError(400, message, { email: message });
    }
    const source = newsletterSources.find((value) => value === req.body?.source) ?? "api";
    await subscribe({ ...parsed.data, source }, req.ip ?? "");
    res.status(200).json({ ok: true, message: newsletterTexts.success });
  }),
});
