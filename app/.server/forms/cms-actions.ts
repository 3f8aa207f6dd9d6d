import { readFormData } from "./form-body";
import { requireUser } from "../http/guards";
import type { CmsAuth } from "../services/auth";

/**
 * The guard of the CMS sections' page actions (ADR 0021): the same session and CSRF rules as the
 * JSON API's guards. What the action answers is an ActionResult (page-action.ts, ADR 0030).
 */

/** The signed-in user and the posted form, or a redirect to sign in (the origin check ran before). */
export async function cmsActionForm(
  request: Request,
  options?: Parameters<typeof readFormData>[1],
): Promise<{ auth: CmsAuth; form: FormData }> {
  // The same-origin check ran before any route (cmsSameOriginOnly in http/guards.ts).
  const auth = await requireUser(request);
  return { auth, form: await readFormData(request, options) };
}
