import { readFormData } from "./form-body";
import { refusal } from "./page-action";
import { type CmsAuth, isSameOriginRequest, requireUser } from "../services/auth";

/**
 * The guard of the CMS sections' page actions (ADR 0021): the same session and CSRF rules as the
 * JSON API's guards. What the action answers is an ActionResult (page-action.ts, ADR 0030).
 */

/** The signed-in user and the posted form, or a redirect to sign in / a 403 for a foreign origin. */
export async function cmsActionForm(
  request: Request,
  options?: Parameters<typeof readFormData>[1],
): Promise<{ auth: CmsAuth; form: FormData }> {
  const auth = await requireUser(request);
  if (!isSameOriginRequest(request)) {
    throw refusal(403, "This request did not come from the CMS. Reload the page and try again.");
  }
  return { auth, form: await readFormData(request, options) };
}
