import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import type { LeadFormName, LeadFormResult } from "~/lib/lead-forms";

type ClientActionArgs = { request: Request; serverAction: () => Promise<LeadFormResult> };

/**
 * The lead pages' action when script runs: the page action itself, or, when the server could
 * not be reached, a refusal that says so, so the form shows its notification instead of the
 * page's error boundary.
 */
export async function leadClientAction(
  fallback: LeadFormName,
  { request, serverAction }: ClientActionArgs,
): Promise<LeadFormResult> {
  const posted = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const intent = posted.get("intent");
    return {
      form: intent === "free-plan" || intent === "contact" ? intent : fallback,
      ok: false,
      unreachable: true,
      message: "",
      fieldErrors: {},
      formToken: String(posted.get(FORM_TOKEN_FIELD) ?? ""),
    };
  }
}
